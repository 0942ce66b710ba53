package dev.courier.registry;

import com.fasterxml.jackson.databind.JsonNode;
import dev.courier.capabilities.ConnectionKind;
import dev.courier.store.WorkspaceStore;
import dev.courier.uritemplate.InvalidUriTemplateException;
import dev.courier.uritemplate.UriTemplate;
import dev.courier.uritemplate.UriTemplateLimits;
import java.util.Collections;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Keeps each workspace's {@link RouteTable} for as long as the registry's generation is unchanged, so a route
 * costs one store round trip (the generation) instead of reading and compiling every template. The cache is
 * per process and may be lost at any time; a stale entry is detected by its generation.
 */
final class RouteTables {
    private static final int MAX_WORKSPACES = 512;

    private record Cached(long generation, RouteTable table) {
    }

    private final WorkspaceStore store;
    private final UriTemplateLimits limits;
    private final int maxUriLength;
    private final Map<String, Cached> cache = Collections.synchronizedMap(
            new LinkedHashMap<>(16, 0.75f, true) {
                @Override
                protected boolean removeEldestEntry(Map.Entry<String, Cached> eldest) {
                    return size() > MAX_WORKSPACES;
                }
            });

    RouteTables(WorkspaceStore store, UriTemplateLimits limits, int maxUriLength) {
        this.store = store;
        this.limits = limits;
        this.maxUriLength = maxUriLength;
    }

    RouteTable forWorkspace(String workspace) {
        long generation = store.generation(workspace, ConnectorRegistry.COLLECTION);
        Cached cached = cache.get(workspace);
        if (cached != null && cached.generation() == generation) {
            return cached.table();
        }
        WorkspaceStore.Snapshot snapshot = store.snapshot(workspace, ConnectorRegistry.COLLECTION);
        RouteTable table = build(snapshot);
        cache.put(workspace, new Cached(snapshot.generation(), table));
        return table;
    }

    private RouteTable build(WorkspaceStore.Snapshot snapshot) {
        RouteTable table = new RouteTable(maxUriLength);
        List<ConnectorRecord> connectors = snapshot.documents().values().stream()
                .map(ConnectorRegistry::parse)
                .filter(c -> c.kind() == ConnectionKind.WORKSPACE)
                .sorted(Comparator.comparing(ConnectorRecord::server))
                .toList();
        for (ConnectorRecord connector : connectors) {
            for (JsonNode template : connector.templateNodes()) {
                String uriTemplate = template.path("uriTemplate").asText();
                try {
                    // Matching uses the template with its literal scheme lower-cased; URIs are normalised alike.
                    table.add(connector.server(), uriTemplate,
                            UriTemplate.parse(Schemes.withLowerCaseScheme(uriTemplate), limits));
                } catch (InvalidUriTemplateException e) {
                    // Stored templates were vetted; one that no longer parses (limits lowered since) serves nothing.
                }
            }
        }
        return table;
    }
}
