package dev.courier.connectors;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.courier.mcp.Era;
import dev.courier.mcp.EraMemory;
import dev.courier.mcp.EraRecord;
import dev.courier.store.WorkspaceStore;
import java.io.IOException;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Executor;
import io.vertx.core.Context;
import org.jboss.logging.Logger;

/**
 * Keeps what was negotiated with each connector in the shared store, so the next cold instance skips
 * discovery, and in a per-process cache in front of it, so reads do not cost a store round trip each: the
 * store is consulted once per connector per instance. A stale cached session is harmless: the connector
 * answers 404 and the client negotiates again, writing through. Connector ids have the form
 * {@code <workspace>/<rest>}; a workspace id never holds a slash.
 */
final class StoreEraMemory implements EraMemory {
    static final String COLLECTION = "connector-eras";
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Logger LOG = Logger.getLogger(StoreEraMemory.class);
    private static final int CACHED_CONNECTORS = 10_000;

    private final WorkspaceStore store;
    private final Map<String, Optional<EraRecord>> cache = Collections.synchronizedMap(
            new LinkedHashMap<>(64, 0.75f, true) {
                @Override
                protected boolean removeEldestEntry(Map.Entry<String, Optional<EraRecord>> eldest) {
                    return size() > CACHED_CONNECTORS;
                }
            });

    private final Executor writer;

    StoreEraMemory(WorkspaceStore store, Executor writer) {
        this.store = store;
        this.writer = writer;
    }

    @Override
    public Optional<EraRecord> get(String connectorId) {
        Optional<EraRecord> cached = cache.get(connectorId);
        if (cached != null) {
            return cached;
        }
        if (Context.isOnEventLoopThread()) {
            // The client calls back on an event loop, where a blocking store read is forbidden: negotiating
            // afresh is the safe answer, and only a cold instance's first calls take this path.
            return Optional.empty();
        }
        int slash = connectorId.indexOf('/');
        Optional<EraRecord> stored = store.get(connectorId.substring(0, slash), COLLECTION,
                connectorId.substring(slash + 1)).flatMap(StoreEraMemory::parse);
        cache.put(connectorId, stored);
        return stored;
    }

    @Override
    public void put(String connectorId, EraRecord record) {
        ObjectNode node = JSON.createObjectNode();
        node.put("era", record.era().name());
        node.put("protocolVersion", record.protocolVersion());
        if (record.sessionId() != null) {
            node.put("sessionId", record.sessionId());
        }
        cache.put(connectorId, Optional.of(record));
        int slash = connectorId.indexOf('/');
        inBackground(() -> store.put(connectorId.substring(0, slash), COLLECTION, connectorId.substring(slash + 1),
                node.toString()));
    }

    @Override
    public void forget(String connectorId) {
        cache.put(connectorId, Optional.empty());
        int slash = connectorId.indexOf('/');
        inBackground(() -> store.remove(connectorId.substring(0, slash), COLLECTION, connectorId.substring(slash + 1)));
    }

    /**
     * Writes reach the store off the caller's thread: the client writes from event-loop callbacks, which must
     * not block. The memory is an optimisation, so a lost write only costs a later negotiation.
     */
    private void inBackground(Runnable write) {
        writer.execute(() -> {
            try {
                write.run();
            } catch (RuntimeException e) {
                LOG.debugf("Era memory not written to the store: %s", e.getMessage());
            }
        });
    }

    private static Optional<EraRecord> parse(String stored) {
        try {
            JsonNode node = JSON.readTree(stored);
            return Optional.of(new EraRecord(Era.valueOf(node.path("era").asText()),
                    node.path("protocolVersion").asText(),
                    node.hasNonNull("sessionId") ? node.get("sessionId").asText() : null));
        } catch (IOException | IllegalArgumentException e) {
            // A record this version cannot read is as good as none: discovery runs again.
            return Optional.empty();
        }
    }
}
