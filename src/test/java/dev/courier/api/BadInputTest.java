package dev.courier.api;

import static dev.courier.testing.Api.api;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.not;

import io.quarkus.test.junit.QuarkusTest;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

/** Every caller mistake is a 4xx problem+json with a clear detail, never a 500 or a stack trace. */
@QuarkusTest
class BadInputTest {
    private static final String PUT = "/v1/workspaces/ws-bad/connectors/crm";

    private static void problem(io.restassured.response.Response response, int status, String detailPart) {
        response.then().statusCode(status)
                .contentType("application/problem+json")
                .body("status", equalTo(status))
                .body("type", equalTo("about:blank"))
                .body("detail", containsString(detailPart))
                .body(not(containsString("Exception")))
                .body(not(containsString("\tat ")));
    }

    @ParameterizedTest
    @ValueSource(strings = {"{", "{\"url\": }", "nul", "{\"a\":1} trailing", "[1,2", "{\"a\":1,\"a\":2}", "\u0000"})
    void malformedJsonIs400(String body) {
        problem(api().body(body).put(PUT), 400, "not valid JSON");
    }

    @Test
    void anEmptyBodyIs400() {
        problem(api().body("").put(PUT), 400, "empty");
    }

    @Test
    void deeplyNestedJsonIs400() {
        problem(api().body("[".repeat(5000) + "]".repeat(5000)).put(PUT), 400, "nested");
    }

    @Test
    void anOversizedBodyIs413() {
        String huge = "{\"url\":\"http://x/\",\"kind\":\"workspace\",\"pad\":\"" + "x".repeat(1_100_000) + "\"}";
        problem(api().body(huge).put(PUT), 413, "exceeds");
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "[]|must be a JSON object",
            "\"text\"|must be a JSON object",
            "{\"kind\": \"workspace\", \"templates\": []}|url is required",
            "{\"url\": 5, \"kind\": \"workspace\"}|url is required",
            "{\"url\": \"ftp://x/\", \"kind\": \"workspace\"}|http or https",
            "{\"url\": \"/relative\", \"kind\": \"workspace\"}|http or https",
            "{\"url\": \"http://u:p@x/\", \"kind\": \"workspace\"}|must not carry credentials",
            "{\"url\": \"http://x/ y\", \"kind\": \"workspace\"}|not a valid URI",
            "{\"url\": \"http://x/\"}|kind is required",
            "{\"url\": \"http://x/\", \"kind\": \"team\"}|kind must be",
            "{\"url\": \"http://x/\", \"kind\": \"workspace\", \"templates\": {}}|templates must be an array",
            "{\"url\": \"http://x/\", \"kind\": \"workspace\", \"headers\": []}|headers must be an object",
            "{\"url\": \"http://x/\", \"kind\": \"workspace\", \"headers\": {\"A\": 1}}|headers.A must be a string",
            "{\"url\": \"http://x/\", \"kind\": \"workspace\", \"headers\": {\"A\": \"x\\ny\"}}|headers.A must be a string",
            "{\"url\": \"http://x/\", \"kind\": \"workspace\", \"headers\": {\"Bad Name\": \"x\"}}|not a valid HTTP header name",
            "{\"url\": \"http://x/\", \"kind\": \"workspace\", \"headers\": {\"Mcp-Session-Id\": \"x\"}}|Courier sets it itself",
            // The transport would drop these on every request, so registration refuses them rather than store them.
            "{\"url\": \"http://x/\", \"kind\": \"workspace\", \"headers\": {\"Mcp-Param-Region\": \"x\"}}|Courier sets it itself",
            "{\"url\": \"http://x/\", \"kind\": \"workspace\", \"headers\": {\"Keep-Alive\": \"x\"}}|Courier sets it itself",
    })
    void wrongShapesAre400WithTheFieldNamed(String body, String detail) {
        problem(api().body(body).put(PUT), 400, detail);
    }

    @ParameterizedTest
    @ValueSource(strings = {"has space", "semi;colon", "slash%2Fencoded", "star*", "quote's", "%C3%A9t%C3%A9"})
    void malformedIdsAre400(String id) {
        problem(api().get("/v1/workspaces/" + id + "/connectors"), 400, "[A-Za-z0-9._:-]");
        problem(api().get("/v1/workspaces/ws/connectors/" + id), 400, "server id");
        problem(api().get("/v1/workspaces/" + id + "/routes?uri=crm://x"), 400, "workspace id");
    }

    @Test
    void anIdOver128CharactersIs400AndExactly128IsFine() {
        problem(api().get("/v1/workspaces/" + "w".repeat(129) + "/connectors"), 400, "1-128");
        api().get("/v1/workspaces/" + "w".repeat(128) + "/connectors").then().statusCode(200);
        api().get("/v1/workspaces/A-z.0_9:x/connectors").then().statusCode(200);
    }

    @Test
    void anUnknownConnectorIs404() {
        problem(api().get("/v1/workspaces/ws-bad/connectors/nobody"), 404, "nobody");
    }

    @Test
    void aWrongMethodIs405ProblemJson() {
        api().post("/v1/capabilities").then().statusCode(405).contentType("application/problem+json");
    }
}
