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
import java.util.Map;

/**
 * Keeps each workspace's {@link WorkspaceView} for as long as the registry's generation is unchanged, so routing
 * and connector lookups cost one store round trip (the generation) instead of reading and compiling every
 * template. The cache is per process and may be lost at any time; a stale entry is detected by its generation.
 */
final class WorkspaceViews {
    private static final int MAX_WORKSPACES = 512;

    private final WorkspaceStore store;
    private final UriTemplateLimits limits;
    private final int maxUriLength;
    private final long maxMatchSteps;
    private final Map<String, WorkspaceView> cache = Collections.synchronizedMap(
            new LinkedHashMap<>(16, 0.75f, true) {
                @Override
                protected boolean removeEldestEntry(Map.Entry<String, WorkspaceView> eldest) {
                    return size() > MAX_WORKSPACES;
                }
            });

    WorkspaceViews(WorkspaceStore store, UriTemplateLimits limits, int maxUriLength, long maxMatchSteps) {
        this.store = store;
        this.limits = limits;
        this.maxUriLength = maxUriLength;
        this.maxMatchSteps = maxMatchSteps;
    }

    WorkspaceView forWorkspace(String workspace) {
        long generation = store.generation(workspace, ConnectorRegistry.COLLECTION);
        WorkspaceView cached = cache.get(workspace);
        if (cached != null && cached.generation() == generation) {
            return cached;
        }
        WorkspaceStore.Snapshot snapshot = store.snapshot(workspace, ConnectorRegistry.COLLECTION);
        Map<String, ConnectorRecord> connectors = new LinkedHashMap<>();
        snapshot.documents().values().stream()
                .map(ConnectorRegistry::parse)
                .sorted(Comparator.comparing(ConnectorRecord::server))
                .forEach(c -> connectors.put(c.server(), c));
        WorkspaceView view = new WorkspaceView(snapshot.generation(), connectors, routeTable(workspace, connectors.values()));
        cache.put(workspace, view);
        return view;
    }

    private RouteTable routeTable(String workspace, Iterable<ConnectorRecord> all) {
        RouteTable table = new RouteTable(workspace, maxUriLength, maxMatchSteps);
        for (ConnectorRecord connector : all) {
            if (connector.kind() != ConnectionKind.WORKSPACE) {
                continue;
            }
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
