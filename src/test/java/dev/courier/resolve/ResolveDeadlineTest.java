package dev.courier.resolve;

import static dev.courier.testing.Api.api;
import static org.hamcrest.Matchers.equalTo;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.courier.testing.MisbehavingServer;
import dev.courier.testing.TestKeys;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;
import io.restassured.RestAssured;
import io.restassured.config.HttpClientConfig;
import io.restassured.config.RestAssuredConfig;
import io.vertx.core.Vertx;
import io.vertx.core.http.HttpServer;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * The call's deadline ends reads that outlive it, even when a read's own timeout is far longer: with a 60 s
 * read timeout and a 1 s deadline, the call still answers (the client gives up after 20 s), with not_found.
 */
@QuarkusTest
@TestProfile(ResolveDeadlineTest.ShortDeadline.class)
class ResolveDeadlineTest {
    public static class ShortDeadline implements QuarkusTestProfile {
        @Override
        public Map<String, String> getConfigOverrides() {
            return Map.of("courier.resource-arguments.read-timeout", "60s",
                    "courier.resource-arguments.deadline", "1s",
                    "courier.mcp.request-timeout", "60s",
                    "courier.auth.tokens", TestKeys.TOKEN);
        }
    }

    @Test
    void aReadStillRunningAtTheDeadlineIsNotFound() throws Exception {
        try (MisbehavingServer hanging = MisbehavingServer.start()) {
            String ws = "deadline";
            String url = hanging.hangingUrl();
            api().body("{\"url\": \"" + url + "\", \"kind\": \"workspace\", \"templates\": [{\"uriTemplate\": \"slow://{id}\", \"name\": \"s\"}]}")
                    .put("/v1/workspaces/" + ws + "/connectors/slow").then().statusCode(200);
            api().body("{\"url\": \"" + url + "\", \"kind\": \"workspace\", \"templates\": []}")
                    .put("/v1/workspaces/" + ws + "/connectors/caller").then().statusCode(200);
            RestAssuredConfig patient = RestAssured.config().httpClient(HttpClientConfig.httpClientConfig()
                    .setParam("http.socket.timeout", 20_000).setParam("http.connection.timeout", 5_000));
            api().config(patient)
                    .body("{\"server\": \"caller\", \"tool\": {\"name\": \"t\", \"_meta\": {\"ai.nimblebrain/resource-arguments\": "
                            + "{\"arguments\": {\"u\": {\"schemes\": [\"slow\"]}}}}}, \"params\": {\"name\": \"t\", \"arguments\": {\"u\": \"slow://1\"}}}")
                    .post("/v1/workspaces/" + ws + "/resource-arguments/resolve").then()
                    .statusCode(200)
                    .body("trace[0].outcome", equalTo("not_found"))
                    .body("trace[0].server", equalTo("slow"));
        }
    }

    /**
     * The read the call stopped waiting for does not keep its connection: it is reset at the deadline, not when
     * the 60 s read and request timeouts would have ended it.
     */
    @Test
    void aReadCutByTheDeadlineClosesItsConnectionToTheConnector() throws Exception {
        Vertx vertx = Vertx.vertx();
        CountDownLatch received = new CountDownLatch(1);
        CountDownLatch closed = new CountDownLatch(1);
        try {
            // A real 2026-07-28 connector that answers server/discover and never answers the read; it sees when
            // the read's connection closes.
            HttpServer silent = vertx.createHttpServer().requestHandler(req -> req.body().onSuccess(body -> {
                JsonObject message = body.toJsonObject();
                if ("server/discover".equals(message.getString("method"))) {
                    req.response().putHeader("Content-Type", "application/json").end(new JsonObject()
                            .put("jsonrpc", "2.0").put("id", message.getValue("id"))
                            .put("result", new JsonObject().put("supportedVersions", new JsonArray().add("2026-07-28"))
                                    .put("capabilities", new JsonObject().put("resources", new JsonObject()))
                                    .put("resultType", "complete")).encode());
                    return;
                }
                req.connection().closeHandler(v -> closed.countDown());
                received.countDown();
            }));
            silent.listen(0, "127.0.0.1").toCompletionStage().toCompletableFuture().get(10, TimeUnit.SECONDS);
            String ws = "deadline-closes";
            String url = "http://127.0.0.1:" + silent.actualPort() + "/mcp";
            api().body("{\"url\": \"" + url + "\", \"kind\": \"workspace\", \"templates\": "
                    + "[{\"uriTemplate\": \"slow://{id}\", \"name\": \"s\"}]}")
                    .put("/v1/workspaces/" + ws + "/connectors/slow").then().statusCode(200);
            api().body("{\"url\": \"" + url + "\", \"kind\": \"workspace\", \"templates\": []}")
                    .put("/v1/workspaces/" + ws + "/connectors/caller").then().statusCode(200);
            api().body("{\"server\": \"caller\", \"tool\": {\"name\": \"t\", \"_meta\": "
                    + "{\"ai.nimblebrain/resource-arguments\": {\"arguments\": {\"u\": {\"schemes\": [\"slow\"]}}}}}, "
                    + "\"params\": {\"name\": \"t\", \"arguments\": {\"u\": \"slow://1\"}}}")
                    .post("/v1/workspaces/" + ws + "/resource-arguments/resolve").then()
                    .statusCode(200)
                    .body("trace[0].outcome", equalTo("not_found"));
            assertTrue(received.await(1, TimeUnit.SECONDS), "the read reached the connector");
            assertTrue(closed.await(30, TimeUnit.SECONDS),
                    "the connection is closed at the 1 s deadline, not at the 60 s read and request timeouts");
        } finally {
            vertx.close().toCompletionStage().toCompletableFuture().get(10, TimeUnit.SECONDS);
        }
    }
}
