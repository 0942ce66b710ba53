package dev.courier.resolve;

import static dev.courier.testing.Api.api;
import static org.hamcrest.Matchers.equalTo;

import dev.courier.testing.MisbehavingServer;
import dev.courier.testing.TestKeys;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;
import io.restassured.RestAssured;
import io.restassured.config.HttpClientConfig;
import io.restassured.config.RestAssuredConfig;
import java.util.Map;
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
}
