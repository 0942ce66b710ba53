package dev.courier.resolve;

import static dev.courier.testing.Api.api;
import static org.hamcrest.Matchers.equalTo;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.courier.testing.TestKeys;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;
import io.vertx.core.Vertx;
import io.vertx.core.http.HttpServer;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * A read the call has stopped waiting for does not keep its connection: when the read timeout ends it, the
 * request to the connector is reset then, not when the (much longer) per-exchange request timeout would have.
 */
@QuarkusTest
@TestProfile(ResolveLetsGoOfConnectorsTest.ShortReads.class)
class ResolveLetsGoOfConnectorsTest {
    public static class ShortReads implements QuarkusTestProfile {
        @Override
        public Map<String, String> getConfigOverrides() {
            return Map.of("courier.resource-arguments.read-timeout", "300ms",
                    "courier.resource-arguments.deadline", "5s",
                    "courier.mcp.request-timeout", "120s",
                    "courier.auth.tokens", TestKeys.TOKEN);
        }
    }

    @Test
    void aTimedOutReadClosesItsConnectionToTheConnector() throws Exception {
        Vertx vertx = Vertx.vertx();
        CountDownLatch received = new CountDownLatch(1);
        CountDownLatch closed = new CountDownLatch(1);
        try {
            // A real connector that takes every request and never answers.
            HttpServer silent = vertx.createHttpServer().requestHandler(req -> {
                req.connection().closeHandler(v -> closed.countDown());
                received.countDown();
            });
            silent.listen(0, "127.0.0.1").toCompletionStage().toCompletableFuture().get(10, TimeUnit.SECONDS);
            String url = "http://127.0.0.1:" + silent.actualPort() + "/mcp";
            api().body("{\"url\": \"" + url + "\", \"kind\": \"workspace\", \"templates\": "
                    + "[{\"uriTemplate\": \"slow://{id}\", \"name\": \"s\"}]}")
                    .put("/v1/workspaces/letgo/connectors/slow").then().statusCode(200);
            api().body("{\"url\": \"" + url + "\", \"kind\": \"workspace\", \"templates\": []}")
                    .put("/v1/workspaces/letgo/connectors/caller").then().statusCode(200);

            api().body("{\"server\": \"caller\", \"tool\": {\"name\": \"t\", \"_meta\": "
                    + "{\"ai.nimblebrain/resource-arguments\": {\"arguments\": {\"u\": {\"schemes\": [\"slow\"]}}}}}, "
                    + "\"params\": {\"name\": \"t\", \"arguments\": {\"u\": \"slow://1\"}}}")
                    .post("/v1/workspaces/letgo/resource-arguments/resolve").then()
                    .statusCode(200)
                    .body("trace[0].outcome", equalTo("not_found"));

            assertTrue(received.await(1, TimeUnit.SECONDS), "the read reached the connector");
            assertTrue(closed.await(60, TimeUnit.SECONDS),
                    "the connection is closed once the read timed out, not at the 120 s request timeout");
        } finally {
            vertx.close().toCompletionStage().toCompletableFuture().get(10, TimeUnit.SECONDS);
        }
    }
}
