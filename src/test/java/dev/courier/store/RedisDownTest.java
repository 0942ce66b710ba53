package dev.courier.store;

import static dev.courier.testing.Api.api;
import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;

import dev.courier.testing.RedisServer;
import dev.courier.testing.TestKeys;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** With Redis configured but unreachable, Courier fails closed: 503 with Retry-After, and not ready. */
@QuarkusTest
@TestProfile(RedisDownTest.Unreachable.class)
class RedisDownTest {
    public static class Unreachable implements QuarkusTestProfile {
        @Override
        public Map<String, String> getConfigOverrides() {
            return Map.of("quarkus.redis.hosts", "redis://127.0.0.1:" + RedisServer.freePort(),
                    "quarkus.redis.timeout", "1s",
                    "courier.crypto.key", TestKeys.CRYPTO_KEY);
        }
    }

    @Test
    void callsThatNeedTheStoreAre503WithRetryAfter() {
        api().get("/v1/workspaces/ws/routes?uri=crm://signals/1").then()
                .statusCode(503)
                .contentType("application/problem+json")
                .header("Retry-After", "1")
                .body("detail", containsString("store is unavailable"));
        api().get("/v1/workspaces/ws/connectors").then().statusCode(503);
        // Resolve fails closed too: no partial answer without the registry and the rate budget.
        api().body("{\"server\": \"s\", \"tool\": {}, \"params\": {\"arguments\": {}}}")
                .post("/v1/workspaces/ws/resource-arguments/resolve").then()
                .statusCode(503).header("Retry-After", "1").contentType("application/problem+json");
    }

    @Test
    void callsThatDoNotNeedTheStoreStillWork() {
        api().get("/v1/capabilities?connection=workspace").then().statusCode(200);
    }

    @Test
    void readinessIsDownAndLivenessUp() {
        given().get("/q/health/ready").then().statusCode(503)
                .body("checks.find { it.name == 'workspace-store' }.status", equalTo("DOWN"));
        given().get("/q/health/live").then().statusCode(200);
    }
}
