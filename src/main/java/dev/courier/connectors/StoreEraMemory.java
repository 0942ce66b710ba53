package dev.courier.connectors;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.courier.mcp.Era;
import dev.courier.mcp.EraMemory;
import dev.courier.mcp.EraRecord;
import dev.courier.store.WorkspaceStore;
import java.io.IOException;
import java.util.Optional;

/**
 * Keeps what was negotiated with each connector in the shared store, so the next cold instance skips
 * discovery. Connector ids have the form {@code <workspace>/<rest>}; a workspace id never holds a slash.
 */
final class StoreEraMemory implements EraMemory {
    static final String COLLECTION = "connector-eras";
    private static final ObjectMapper JSON = new ObjectMapper();

    private final WorkspaceStore store;

    StoreEraMemory(WorkspaceStore store) {
        this.store = store;
    }

    @Override
    public Optional<EraRecord> get(String connectorId) {
        int slash = connectorId.indexOf('/');
        return store.get(connectorId.substring(0, slash), COLLECTION, connectorId.substring(slash + 1))
                .flatMap(StoreEraMemory::parse);
    }

    @Override
    public void put(String connectorId, EraRecord record) {
        ObjectNode node = JSON.createObjectNode();
        node.put("era", record.era().name());
        node.put("protocolVersion", record.protocolVersion());
        if (record.sessionId() != null) {
            node.put("sessionId", record.sessionId());
        }
        int slash = connectorId.indexOf('/');
        store.put(connectorId.substring(0, slash), COLLECTION, connectorId.substring(slash + 1), node.toString());
    }

    @Override
    public void forget(String connectorId) {
        int slash = connectorId.indexOf('/');
        store.remove(connectorId.substring(0, slash), COLLECTION, connectorId.substring(slash + 1));
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
