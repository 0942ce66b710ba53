package dev.courier.hostresources;

import static dev.courier.testing.Api.api;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.greaterThan;

import dev.courier.testing.McpPeerProfile;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import java.net.URL;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Reads that resolve makes for a server's tools and that server's own host-resources requests draw on one
 * budget: a bucket emptied through the resolve endpoint answers the next host-resources request with -32004.
 */
@QuarkusTest
@TestProfile(BudgetSharedWithResolveTest.SmallBudget.class)
class BudgetSharedWithResolveTest {
    public static class SmallBudget extends McpPeerProfile {
        @Override
        public Map<String, String> getConfigOverrides() {
            Map<String, String> config = new HashMap<>(super.getConfigOverrides());
            config.put("courier.rate.burst", "2");
            config.put("courier.rate.per-second", "0.01");
            return config;
        }
    }

    @TestHTTPResource("/mcp")
    URL sampleCrm;

    @Test
    void aBucketSpentByResolveRefusesHostResources() {
        String ws = "shared-budget";
        api().body("{\"url\": \"" + sampleCrm + "\", \"kind\": \"workspace\"}")
                .put("/v1/workspaces/" + ws + "/connectors/crm").then().statusCode(200);
        api().body("{\"url\": \"http://127.0.0.1:9/mcp\", \"kind\": \"workspace\", \"templates\": []}")
                .put("/v1/workspaces/" + ws + "/connectors/outbound").then().statusCode(200);

        api().body("{\"server\": \"outbound\", \"tool\": {\"name\": \"send\", \"_meta\": {\"ai.nimblebrain/resource-arguments\":"
                        + " {\"arguments\": {\"c\": {\"schemes\": [\"crm\"]}}}}}, \"params\": {\"name\": \"send\","
                        + " \"arguments\": {\"c\": [\"crm://signals/1\", \"crm://signals/2\"]}}}")
                .post("/v1/workspaces/" + ws + "/resource-arguments/resolve").then().statusCode(200)
                .body("trace.outcome", equalTo(List.of("ok", "ok")));

        api().header("Courier-Server", "outbound").header("Courier-User", "ada")
                .header("MCP-Protocol-Version", "2025-11-25")
                .body("{\"jsonrpc\": \"2.0\", \"id\": 9, \"method\": \"ai.nimblebrain/resources/list\", \"params\": {}}")
                .post("/v1/workspaces/" + ws + "/host-resources").then().statusCode(200)
                .body("id", equalTo(9))
                .body("error.code", equalTo(-32004))
                .body("error.data.retryAfterMs", greaterThan(0));

        // Another server's budget is untouched.
        api().header("Courier-Server", "crm").header("Courier-User", "ada")
                .header("MCP-Protocol-Version", "2025-11-25")
                .body("{\"jsonrpc\": \"2.0\", \"id\": 10, \"method\": \"ai.nimblebrain/resources/list\", \"params\": {}}")
                .post("/v1/workspaces/" + ws + "/host-resources").then().statusCode(200)
                .body("result.resources.size()", equalTo(0));
    }
}
