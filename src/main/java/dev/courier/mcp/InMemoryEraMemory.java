package dev.courier.mcp;

import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;

/** An {@link EraMemory} in a map; for tests and single-instance use. */
public final class InMemoryEraMemory implements EraMemory {
    private final ConcurrentMap<String, EraRecord> records = new ConcurrentHashMap<>();

    @Override
    public Optional<EraRecord> get(String connectorId) {
        return Optional.ofNullable(records.get(connectorId));
    }

    @Override
    public void put(String connectorId, EraRecord record) {
        records.put(connectorId, record);
    }

    @Override
    public void forget(String connectorId) {
        records.remove(connectorId);
    }
}
