package dev.courier.resolve;

import static dev.courier.testing.Api.api;
import static org.hamcrest.Matchers.equalTo;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.courier.testing.MisbehavingServer;
import dev.courier.testing.TestKeys;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.Test;

/**
 * A resolve call holds a worker thread only until its reads start: with a pool of three workers, six calls can
 * wait on a connector that never answers while a seventh call is served. (A design that parked a worker per
 * call would let only three of the six reach the connector, and would queue the seventh behind them.)
 */
@QuarkusTest
@TestProfile(ResolveHoldsNoThreadTest.ThreeWorkers.class)
class ResolveHoldsNoThreadTest {
    private static final int WAITING_CALLS = 6;

    public static class ThreeWorkers implements QuarkusTestProfile {
        @Override
        public Map<String, String> getConfigOverrides() {
            return Map.of("quarkus.thread-pool.core-threads", "1",
                    "quarkus.thread-pool.max-threads", "3",
                    "courier.resource-arguments.read-timeout", "60s",
                    "courier.resource-arguments.deadline", "5s",
                    "courier.mcp.request-timeout", "60s",
                    "courier.auth.tokens", TestKeys.TOKEN);
        }
    }

    @TestHTTPResource("/v1/workspaces/threads/resource-arguments/resolve")
    URI resolve;

    @Test
    void callsWaitingOnAConnectorLeaveTheWorkersFree() throws Exception {
        try (MisbehavingServer hanging = MisbehavingServer.start()) {
            api().body("{\"url\": \"" + hanging.hangingUrl() + "\", \"kind\": \"workspace\", \"templates\": "
                    + "[{\"uriTemplate\": \"slow://{id}\", \"name\": \"s\"}]}")
                    .put("/v1/workspaces/threads/connectors/slow").then().statusCode(200);
            api().body("{\"url\": \"" + hanging.hangingUrl() + "\", \"kind\": \"workspace\", \"templates\": []}")
                    .put("/v1/workspaces/threads/connectors/caller").then().statusCode(200);

            HttpClient client = HttpClient.newHttpClient();
            List<CompletableFuture<HttpResponse<String>>> waiting = new ArrayList<>();
            for (int i = 0; i < WAITING_CALLS; i++) {
                waiting.add(client.sendAsync(request(resolveBody("slow://" + i)), HttpResponse.BodyHandlers.ofString()));
            }
            // Bounded wait for the reads to arrive; a design that parks a worker per call never gets past three.
            for (int polls = 0; hanging.hangingRequests() < WAITING_CALLS && polls < 300; polls++) {
                Thread.sleep(10);
            }
            assertEquals(WAITING_CALLS, hanging.hangingRequests(), "every waiting call has its read in flight");

            api().body(resolveBody("unrouted://1"))
                    .post("/v1/workspaces/threads/resource-arguments/resolve").then()
                    .statusCode(200)
                    .body("trace[0].outcome", equalTo("not_found"));
            assertTrue(waiting.stream().noneMatch(CompletableFuture::isDone),
                    "the seventh call was answered while the six still wait on the connector");

            for (CompletableFuture<HttpResponse<String>> call : waiting) {
                HttpResponse<String> answer = call.get();
                assertEquals(200, answer.statusCode());
                assertTrue(answer.body().contains("\"outcome\":\"not_found\""), answer.body());
            }
        }
    }

    private HttpRequest request(String body) {
        return HttpRequest.newBuilder(resolve).header("Authorization", "Bearer " + TestKeys.TOKEN)
                .header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString(body)).build();
    }

    private static String resolveBody(String uri) {
        return "{\"server\": \"caller\", \"tool\": {\"name\": \"t\", \"_meta\": {\"ai.nimblebrain/resource-arguments\": "
                + "{\"arguments\": {\"u\": {\"schemes\": [\"slow\", \"unrouted\"]}}}}}, "
                + "\"params\": {\"name\": \"t\", \"arguments\": {\"u\": \"" + uri + "\"}}}";
    }
}
