package dev.courier.testing;

import io.quarkus.test.junit.QuarkusTestProfile;
import java.util.Map;

/**
 * Runs the test application with the sample {@code crm} connector (quarkus-mcp-server-http, 2025-11-25) served
 * on its own {@code /mcp}, so Courier can register a real 2025-era connector over real HTTP.
 */
public class McpPeerProfile implements QuarkusTestProfile {
    @Override
    public String getConfigProfile() {
        return "mcp-peer";
    }

    @Override
    public Map<String, String> getConfigOverrides() {
        // A random port: other builds may run in parallel on this machine.
        return Map.of("quarkus.http.test-port", "0",
                "courier.auth.tokens", TestKeys.TOKEN,
                "courier.mcp.request-timeout", "2s");
    }
}
