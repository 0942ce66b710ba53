package dev.courier.testing;

import java.util.HashMap;
import java.util.Map;

/**
 * The sample 2025-era {@code crm} connector on the application's own {@code /mcp}, and small resolve limits so
 * every limit can be reached with a handful of records: maxChars 100, maxSize 900 (three reservations of 300),
 * maxUris 5, and a bucket of 5 that hardly refills.
 */
public class ResolveProfile extends McpPeerProfile {
    @Override
    public Map<String, String> getConfigOverrides() {
        Map<String, String> config = new HashMap<>(super.getConfigOverrides());
        config.put("courier.resource-arguments.max-chars", "100");
        config.put("courier.resource-arguments.max-size", "900");
        config.put("courier.resource-arguments.max-uris", "5");
        config.put("courier.resource-arguments.read-timeout", "1500ms");
        config.put("courier.resource-arguments.deadline", "4s");
        config.put("courier.rate.burst", "5");
        config.put("courier.rate.per-second", "0.01");
        return config;
    }
}
