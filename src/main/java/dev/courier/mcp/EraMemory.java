package dev.courier.mcp;

import java.util.Optional;

/**
 * Remembers, per connector id, what was negotiated, so that a later (possibly cold) client instance
 * skips discovery. Implementations must be thread-safe.
 */
public interface EraMemory {
    Optional<EraRecord> get(String connectorId);

    void put(String connectorId, EraRecord record);

    void forget(String connectorId);
}
