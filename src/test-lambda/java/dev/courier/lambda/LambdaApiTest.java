package dev.courier.lambda;

import static dev.courier.lambda.ApiGatewayEvents.JSON;
import static dev.courier.lambda.ApiGatewayEvents.TOKEN;
import static dev.courier.lambda.ApiGatewayEvents.event;
import static dev.courier.lambda.ApiGatewayEvents.invoke;
import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.courier.lambda.ApiGatewayEvents.Reply;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The API as an AWS Lambda function behind an API Gateway HTTP API: each call is a payload 2.0 event through the
 * Quarkus mock Lambda event server, either posted raw (to see the response event API Gateway gets) or converted
 * from a plain HTTP request by the event server.
 */
@QuarkusTest
@TestProfile(LambdaTestProfile.class)
class LambdaApiTest {
    static final String KEY = "ai.nimblebrain/resource-arguments";
    static LegacyConnector notes;

    @BeforeAll
    static void startConnector() throws Exception {
        notes = new LegacyConnector();
    }

    @AfterAll
    static void stopConnector() {
        notes.close();
    }

    static Map<String, String> auth() {
        return Map.of("authorization", "Bearer " + TOKEN, "content-type", "application/json");
    }

    static String workspace() {
        return "ws-" + UUID.randomUUID().toString().substring(0, 8);
    }

    @Test
    void withoutATokenTheFunctionAnswers401AsProblemJson() {
        Reply reply = invoke(event("GET", "/v1/capabilities", "connection=workspace", Map.of(), null, false));
        assertEquals(401, reply.status());
        assertTrue(reply.header("Content-Type").startsWith("application/problem+json"), reply.event().toString());
        assertEquals("Bearer", reply.header("WWW-Authenticate"));
        assertEquals(401, reply.json().get("status").asInt());
        assertFalse(reply.base64(), "JSON leaves as text, not base64");
    }

    @Test
    void capabilitiesAdvertiseTheLambdaLimits() {
        Reply reply = invoke(event("GET", "/v1/capabilities", "protocolVersion=2025-11-25&connection=workspace",
                auth(), null, false));
        assertEquals(200, reply.status());
        JsonNode extensions = reply.json().get("extensions");
        // The %lambda numbers: what fits through the 6 MB buffered response (README, Deployment).
        assertEquals(744_000, extensions.get(KEY).get("maxSize").asLong());
        assertEquals(49_600, extensions.get(KEY).get("maxChars").asInt());
        assertEquals(884_736, extensions.get("ai.nimblebrain/host-resources").get("read").get("maxSize").asLong());
    }

    @Test
    void aConnectorIsRegisteredAndRoutesThroughTheMockEventServer() {
        String ws = workspace();
        // Plain HTTP to the mock event server, which turns each request into a payload 2.0 event.
        given().header("Authorization", "Bearer " + TOKEN).contentType("application/json")
                .body("{\"url\": \"" + notes.url() + "\", \"kind\": \"workspace\","
                        + " \"templates\": [{\"uriTemplate\": \"notes://{id}\", \"name\": \"note\"}]}")
                .put("/v1/workspaces/" + ws + "/connectors/notes")
                .then().statusCode(200)
                .body("server", equalTo("notes"))
                .body("templates[0].uriTemplate", equalTo("notes://{id}"));
        given().header("Authorization", "Bearer " + TOKEN)
                .queryParam("uri", "notes://42")
                .get("/v1/workspaces/" + ws + "/routes")
                .then().statusCode(200)
                .body("outcome", equalTo("ok"))
                .body("servers[0].server", equalTo("notes"))
                .body("servers[0].variables.id", equalTo("42"));
    }

    @Test
    void aResolveCallWithABase64EncodedBodyReadsTheConnector() throws Exception {
        String ws = workspace();
        Reply registered = invoke(event("PUT", "/v1/workspaces/" + ws + "/connectors/notes", null, auth(),
                ("{\"url\": \"" + notes.url() + "\", \"kind\": \"workspace\","
                        + " \"templates\": [{\"uriTemplate\": \"notes://{id}\", \"name\": \"note\"}]}")
                        .getBytes(StandardCharsets.UTF_8), false));
        assertEquals(200, registered.status(), registered.event().toString());
        invoke(event("PUT", "/v1/workspaces/" + ws + "/connectors/outbound", null, auth(),
                "{\"url\": \"http://127.0.0.1:9/mcp\", \"kind\": \"workspace\", \"templates\": []}"
                        .getBytes(StandardCharsets.UTF_8), false));

        // API Gateway base64-encodes a body it does not take for text; the function must decode it.
        String resolve = "{\"server\": \"outbound\", \"tool\": {\"name\": \"send\", \"_meta\": {\"" + KEY
                + "\": {\"arguments\": {\"cite\": {\"schemes\": [\"notes\"]}}}}},"
                + " \"params\": {\"name\": \"send\", \"arguments\": {\"cite\": [\"notes://7\", \"other://x\"],"
                + " \"greeting\": \"Grüße\"}}}";
        Reply reply = invoke(event("POST", "/v1/workspaces/" + ws + "/resource-arguments/resolve", null,
                Map.of("authorization", "Bearer " + TOKEN, "content-type", "application/octet-stream"),
                resolve.getBytes(StandardCharsets.UTF_8), true));
        assertEquals(200, reply.status(), reply.event().toString());
        JsonNode params = reply.json().get("params");
        assertEquals("Grüße", params.get("arguments").get("greeting").asText(), "UTF-8 survives base64 both ways");
        JsonNode entries = params.get("_meta").get(KEY);
        assertEquals(JSON.readTree("""
                {"contents": [{"uri": "notes://7", "mimeType": "text/plain", "text": "Grüße from notes://7"}]}"""),
                entries.get("notes://7"));
        assertEquals("scheme_not_declared", entries.get("other://x").get("error").get("code").asText());
        JsonNode trace = reply.json().get("trace");
        assertEquals("notes", trace.get(0).get("server").asText());
        assertEquals("Grüße from notes://7".getBytes(StandardCharsets.UTF_8).length, trace.get(0).get("bytes").asInt());
    }

    @Test
    void aBinaryFileIsUploadedAndReadBackAsABlobThroughBase64Events() throws Exception {
        String ws = workspace();
        byte[] bytes = new byte[4096];
        for (int i = 0; i < bytes.length; i++) {
            bytes[i] = (byte) (i * 31 + 7); // every byte value, invalid UTF-8 throughout
        }
        Reply uploaded = invoke(event("POST", "/v1/workspaces/" + ws + "/files", null,
                Map.of("authorization", "Bearer " + TOKEN, "content-type", "application/octet-stream",
                        "courier-user", "ada", "courier-file-name", "blob.bin"), bytes, true));
        assertEquals(201, uploaded.status(), uploaded.event().toString());
        JsonNode file = uploaded.json();
        assertEquals(bytes.length, file.get("size").asInt());
        assertEquals(java.util.HexFormat.of().formatHex(
                java.security.MessageDigest.getInstance("SHA-256").digest(bytes)), file.get("sha256").asText());

        String read = "{\"jsonrpc\": \"2.0\", \"id\": 1, \"method\": \"ai.nimblebrain/resources/read\","
                + " \"params\": {\"uri\": \"" + file.get("uri").asText() + "\"}}";
        Reply reply = invoke(event("POST", "/v1/workspaces/" + ws + "/host-resources", null,
                Map.of("authorization", "Bearer " + TOKEN, "content-type", "application/json",
                        "courier-server", "reader", "courier-user", "ada", "mcp-protocol-version", "2025-11-25"),
                read.getBytes(StandardCharsets.UTF_8), true));
        assertEquals(200, reply.status(), reply.event().toString());
        JsonNode item = reply.json().get("result").get("contents").get(0);
        assertEquals("application/octet-stream", item.get("mimeType").asText());
        org.junit.jupiter.api.Assertions.assertArrayEquals(bytes,
                java.util.Base64.getDecoder().decode(item.get("blob").asText()), "the bytes survive both ways");
    }

    @Test
    void badInputIsAProblemJsonResponseEvent() {
        Reply badWorkspace = invoke(event("GET", "/v1/workspaces/bad%20ws/connectors", null, auth(), null, false));
        assertEquals(400, badWorkspace.status());
        assertTrue(badWorkspace.header("Content-Type").startsWith("application/problem+json"));
        assertEquals(400, badWorkspace.json().get("status").asInt());

        Reply unknownServer = invoke(event("POST", "/v1/workspaces/" + workspace() + "/resource-arguments/resolve",
                null, auth(), "{\"server\": \"nobody\", \"tool\": {\"name\": \"t\"}, \"params\": {\"name\": \"t\"}}"
                        .getBytes(StandardCharsets.UTF_8), true));
        assertEquals(404, unknownServer.status(), unknownServer.event().toString());
        assertEquals("Not Found", unknownServer.json().get("title").asText());
        assertFalse(unknownServer.json().toString().contains("Exception"), "no stack trace leaves the function");

        Reply notJson = invoke(event("POST", "/v1/workspaces/" + workspace() + "/resource-arguments/resolve",
                null, auth(), new byte[] {(byte) 0xff, 0x00, 0x7b}, true));
        assertEquals(400, notJson.status());
        assertTrue(notJson.header("Content-Type").startsWith("application/problem+json"));
    }

    @Test
    void healthIsOpenThroughTheFunction() {
        Reply live = invoke(event("GET", "/q/health/live", null, Map.of(), null, false));
        assertEquals(200, live.status());
        assertEquals("UP", live.json().get("status").asText());
    }
}
