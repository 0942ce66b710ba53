package dev.courier.resolve;

import static dev.courier.testing.Api.api;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasKey;
import static org.hamcrest.Matchers.not;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.courier.testing.MisbehavingServer;
import dev.courier.testing.NodePeer;
import dev.courier.testing.ResolveProfile;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import io.restassured.response.ValidatableResponse;
import java.net.URL;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Resolve through the HTTP endpoint, reading from real connectors of both eras: the sample {@code crm}
 * connector (quarkus-mcp-server-http, 2025-11-25) and the official TypeScript SDK (2026-07-28), plus a
 * connector that hangs and one that answers garbage.
 */
@QuarkusTest
@TestProfile(ResolveProfile.class)
class ResolveApiTest {
    static final ObjectMapper JSON = new ObjectMapper();
    static final String KEY = "ai.nimblebrain/resource-arguments";
    static NodePeer modern;
    static MisbehavingServer misbehaving;

    @TestHTTPResource("/mcp")
    URL legacyCrm;

    String ws;

    @BeforeAll
    static void startPeers() throws Exception {
        modern = NodePeer.start();
        misbehaving = MisbehavingServer.start();
    }

    @AfterAll
    static void stopPeers() throws Exception {
        misbehaving.close();
        modern.close();
    }

    @BeforeEach
    void workspace() {
        ws = "ws-" + UUID.randomUUID().toString().substring(0, 8);
        register("outbound", "{\"url\": \"http://127.0.0.1:9/mcp\", \"kind\": \"workspace\", \"templates\": []}");
        register("legacy", "{\"url\": \"" + legacyCrm + "\", \"kind\": \"workspace\"}");
        register("modern", "{\"url\": \"" + modern.uri() + "\", \"kind\": \"workspace\"}");
        register("hangs", "{\"url\": \"" + misbehaving.hangingUrl() + "\", \"kind\": \"workspace\", "
                + "\"templates\": [{\"uriTemplate\": \"slow://{id}\", \"name\": \"slow\"}]}");
        register("garbles", "{\"url\": \"" + misbehaving.garbageUrl() + "\", \"kind\": \"workspace\", "
                + "\"templates\": [{\"uriTemplate\": \"junk://{id}\", \"name\": \"junk\"}]}");
        register("me", "{\"url\": \"http://127.0.0.1:9/mcp\", \"kind\": \"personal\", \"templates\": []}");
    }

    void register(String server, String body) {
        api().body(body).put("/v1/workspaces/" + ws + "/connectors/" + server).then().statusCode(200);
    }

    static String call(String server, String declaration, String arguments, String meta, String allowedTools) {
        return "{\"server\": \"" + server + "\", \"tool\": {\"name\": \"send\", \"_meta\": {\"" + KEY
                + "\": " + declaration + "}}, \"params\": {\"name\": \"send\", \"arguments\": " + arguments
                + (meta == null ? "" : ", \"_meta\": " + meta) + "}"
                + (allowedTools == null ? "" : ", \"allowedTools\": " + allowedTools) + "}";
    }

    static String citations(String arguments) {
        return call("outbound", "{\"arguments\": {\"citations\": {\"schemes\": [\"crm\", \"slow\", \"junk\"]}}}",
                arguments, null, null);
    }

    ValidatableResponse resolve(String body) {
        return api().body(body).post("/v1/workspaces/" + ws + "/resource-arguments/resolve").then();
    }

    JsonNode resolved(String body) throws Exception {
        return JSON.readTree(resolve(body).statusCode(200).extract().asString());
    }

    static JsonNode entry(JsonNode response, String uri) {
        return response.get("params").get("_meta").get(KEY).get(uri);
    }

    static String code(JsonNode response, String uri) {
        JsonNode entry = entry(response, uri);
        return entry.has("contents") ? "ok" : entry.get("error").get("code").asText();
    }

    @Test
    void textFromBothErasIsAttachedExactlyAsReturned() throws Exception {
        JsonNode response = resolved(citations("{\"citations\": [\"crm://accounts/acme\", \"crm://deals/multi\"]}"));
        assertEquals(JSON.readTree("""
                {"contents": [{"uri": "crm://accounts/acme", "mimeType": "application/json",
                               "text": "{\\"account\\":\\"acme\\"}"}]}"""), entry(response, "crm://accounts/acme"));
        assertEquals(JSON.readTree("""
                {"contents": [
                  {"uri": "crm://deals/multi", "mimeType": "application/json", "text": "{\\"id\\":7,\\"amount\\":1.50}",
                   "_meta": {"example.test/rev": 3, "nested": [null, true]},
                   "annotations": {"audience": ["user"], "priority": 0.25}},
                  {"uri": "crm://deals/multi#notes", "text": "second item", "x-unknown": {"kept": [1, 2]}}]}"""),
                entry(response, "crm://deals/multi"));
        JsonNode trace = response.get("trace");
        assertEquals(JSON.readTree("""
                [{"event": "resource_argument", "uri": "crm://accounts/acme", "server": "legacy", "outcome": "ok", "bytes": 18},
                 {"event": "resource_argument", "uri": "crm://deals/multi", "server": "modern", "outcome": "ok", "bytes": 33}]"""),
                trace);
        assertFalse(trace.toString().contains("acme\\\""), "contents never appear in the trace");
    }

    @Test
    void everyOtherPartOfParamsIsReturnedUnchangedAndAForgedKeyIsReplaced() throws Exception {
        String body = call("outbound", "{\"arguments\": {\"citations\": {\"schemes\": [\"crm\"]}}}",
                "{\"body\": \"Hi\", \"n\": 1.50, \"citations\": [\"crm://accounts/acme\"], \"nested\": {\"citations\": \"crm://x/1\"}}",
                "{\"progressToken\": 7, \"" + KEY + "\": {\"crm://accounts/acme\": {\"contents\": [{\"uri\": \"crm://accounts/acme\", \"text\": \"forged\"}]}, \"evil://x\": {}}}",
                null);
        JsonNode response = resolved(body);
        JsonNode params = response.get("params");
        JsonNode sent = JSON.readTree(body).get("params");
        assertEquals(sent.get("arguments"), params.get("arguments"));
        assertEquals("send", params.get("name").asText());
        assertEquals(7, params.get("_meta").get("progressToken").asInt());
        assertEquals(List.of("crm://accounts/acme"), fieldNames(params.get("_meta").get(KEY)));
        assertEquals("{\"account\":\"acme\"}", entry(response, "crm://accounts/acme").get("contents").get(0).get("text").asText());
    }

    @Test
    void theKeyIsAbsentWhenThereIsNothingToCarry() throws Exception {
        String forged = "{\"" + KEY + "\": {\"crm://accounts/acme\": {}}, \"keep\": true}";
        // The tool declares nothing.
        assertAbsent(call("outbound", "null", "{\"citations\": [\"crm://accounts/acme\"]}", forged, null));
        assertAbsent(call("outbound", "{\"arguments\": []}", "{\"citations\": \"crm://accounts/acme\"}", forged, null));
        // Invalid declarations: no schemes, empty schemes, only invalid scheme names, a wildcard.
        for (String declaration : List.of("{\"arguments\": {\"citations\": {}}}",
                "{\"arguments\": {\"citations\": {\"schemes\": []}}}",
                "{\"arguments\": {\"citations\": {\"schemes\": [\"*\", \"crm://\", \"1crm\", 7]}}}",
                "{\"arguments\": {\"citations\": {\"schemes\": \"crm\"}}}")) {
            assertAbsent(call("outbound", declaration, "{\"citations\": [\"crm://accounts/acme\"]}", forged, null));
        }
        // The calling connector is personal.
        assertAbsent(call("me", "{\"arguments\": {\"citations\": {\"schemes\": [\"crm\"]}}}",
                "{\"citations\": [\"crm://accounts/acme\"]}", forged, null));
        // No declared argument holds a string.
        assertAbsent(citations("{\"citations\": [1, true, null, {\"uri\": \"crm://accounts/acme\"}], \"other\": \"crm://accounts/acme\"}"));
        assertAbsent(citations("{\"body\": \"no citations at all\"}"));
    }

    private void assertAbsent(String body) throws Exception {
        JsonNode response = resolved(body);
        JsonNode meta = response.get("params").get("_meta");
        if (meta != null) {
            assertFalse(meta.has(KEY), body);
        }
        assertEquals(0, response.get("trace").size(), body);
        resolve(body).body("params._meta", not(hasKey(KEY)));
    }

    @Test
    void stringsAreCollectedInArgumentOrderOnceEachKeyedVerbatim() throws Exception {
        String body = call("outbound",
                "{\"arguments\": {\"b\": {\"schemes\": [\"CRM\"]}, \"a\": {\"schemes\": [\"crm\", \"bad scheme\"]}}}",
                "{\"a\": [\"crm://accounts/one\", 5, \"Crm://accounts/two\"], \"b\": \"crm://accounts/one\", \"c\": \"crm://accounts/three\"}",
                null, null);
        JsonNode response = resolved(body);
        assertEquals(List.of("crm://accounts/one", "Crm://accounts/two"), fieldNames(response.get("params").get("_meta").get(KEY)));
        assertEquals("ok", code(response, "Crm://accounts/two"), "schemes compare case-insensitively");
        assertEquals(2, response.get("trace").size());
    }

    @Test
    void aSchemeMustBeDeclaredByAnArgumentThatHoldsTheString() throws Exception {
        String body = call("outbound",
                "{\"arguments\": {\"citations\": {\"schemes\": [\"crm\"]}, \"links\": {\"schemes\": [\"mail\"]}}}",
                "{\"citations\": [\"mail://inbox/1\", \"no scheme\", \"crm:/\", \"://x\"], \"links\": [\"mail://inbox/2\", \"crm://accounts/x\"]}",
                null, null);
        JsonNode response = resolved(body);
        assertEquals("scheme_not_declared", code(response, "mail://inbox/1"), "mail is declared only by links");
        assertEquals("scheme_not_declared", code(response, "no scheme"));
        assertEquals("scheme_not_declared", code(response, "://x"));
        assertEquals("scheme_not_declared", code(response, "crm://accounts/x"), "links declares mail only");
        assertEquals("not_found", code(response, "crm:/"), "declared, but no template matches");
        assertEquals("not_found", code(response, "mail://inbox/2"), "declared, but no connector serves mail");
        assertEquals("This argument does not declare the URI's scheme, so the host did not read it.",
                entry(response, "no scheme").get("error").get("message").asText());
        for (JsonNode event : response.get("trace")) {
            assertEquals(JSON.nullNode(), event.get("server"), event.toString());
            assertEquals(0, event.get("bytes").asLong());
        }
    }

    @Test
    void limitsAdmitTheFirstStringsThatFitInArgumentOrder() throws Exception {
        // maxSize 900 holds three reservations of maxChars × 3 = 300; maxUris is 5.
        JsonNode response = resolved(citations("{\"citations\": [\"crm://accounts/1\", \"mail://x\", \"crm://accounts/2\","
                + " \"crm://accounts/3\", \"crm://accounts/4\", \"crm://nowhere/5\", \"crm://accounts/6\"]}"));
        assertEquals("ok", code(response, "crm://accounts/1"));
        assertEquals("scheme_not_declared", code(response, "mail://x"), "does not count towards maxUris");
        assertEquals("ok", code(response, "crm://accounts/2"));
        assertEquals("ok", code(response, "crm://accounts/3"));
        assertEquals("over_limit", code(response, "crm://accounts/4"), "no room left in maxSize");
        assertEquals("not_found", code(response, "crm://nowhere/5"), "unrouted strings reserve nothing");
        assertEquals("over_limit", code(response, "crm://accounts/6"), "the sixth declared string is past maxUris");
        JsonNode trace = response.get("trace");
        assertEquals("legacy", trace.get(4).get("server").asText(), "over maxSize: routed, not read");
        assertEquals(JSON.nullNode(), trace.get(6).get("server"), "over maxUris: not routed");
    }

    @Test
    void aTaskRunWithoutReadResourceReadsNothing() throws Exception {
        String declaration = "{\"arguments\": {\"citations\": {\"schemes\": [\"crm\"]}}}";
        String arguments = "{\"citations\": [\"crm://accounts/acme\"]}";
        assertEquals("not_found", code(resolved(call("outbound", declaration, arguments, null, "[\"search\"]")),
                "crm://accounts/acme"));
        assertEquals("not_found", code(resolved(call("outbound", declaration, arguments, null, "[]")),
                "crm://accounts/acme"));
        assertEquals("ok", code(resolved(call("outbound", declaration, arguments, null,
                "[\"search\", \"nb__read_resource\"]")), "crm://accounts/acme"));
    }

    @Test
    void hostSchemesAreNeverReadEvenWhenAConnectorClaimsThem() throws Exception {
        register("sneaky", "{\"url\": \"http://127.0.0.1:9/mcp\", \"kind\": \"workspace\", "
                + "\"templates\": [{\"uriTemplate\": \"files://{id}\", \"name\": \"f\"}, {\"uriTemplate\": \"ui://{+p}\", \"name\": \"u\"}]}");
        String body = call("outbound", "{\"arguments\": {\"refs\": {\"schemes\": [\"files\", \"ui\", \"skill\", \"artifact\", \"conversation\"]}}}",
                "{\"refs\": [\"files://fl_1\", \"ui://app\", \"skill://s/SKILL.md\", \"artifact://a\", \"conversation://c\"]}", null, null);
        JsonNode response = resolved(body);
        for (JsonNode event : response.get("trace")) {
            assertEquals("not_found", event.get("outcome").asText(), event.toString());
        }
        assertEquals(5, response.get("trace").size());
    }

    @Test
    void twoServingConnectorsAreAmbiguousAndNeitherIsRead() throws Exception {
        JsonNode response = resolved(citations("{\"citations\": \"crm://signals/42\"}"));
        assertEquals("ambiguous", code(response, "crm://signals/42"));
    }

    @Test
    void contentsAreCheckedForTextAndLength() throws Exception {
        api().delete("/v1/workspaces/" + ws + "/connectors/legacy").then().statusCode(204);
        JsonNode response = resolved(citations("{\"citations\": [\"crm://signals/42\", \"crm://deals/long\", \"crm://deals/exact\"]}"));
        assertEquals("not_text", code(response, "crm://signals/42"), "a blob item among text");
        assertEquals("too_large", code(response, "crm://deals/long"), "101 characters");
        assertEquals("ok", code(response, "crm://deals/exact"), "exactly maxChars is accepted");
        assertEquals(100, response.get("trace").get(2).get("bytes").asInt());
        assertEquals(0, response.get("trace").get(0).get("bytes").asInt());

        // From another calling server: its own bucket, since this one has spent 3 of its 5 tokens.
        JsonNode more = resolved(citations("{\"citations\": [\"crm://deals/accents\", \"crm://deals/emoji\", \"crm://deals/split\"]}")
                .replace("\"outbound\"", "\"garbles\""));
        assertEquals("ok", code(more, "crm://deals/accents"));
        assertEquals(200, more.get("trace").get(0).get("bytes").asInt(), "UTF-8 bytes, not characters");
        assertEquals("\u00e9".repeat(100), entry(more, "crm://deals/accents").get("contents").get(0).get("text").asText());
        assertEquals("ok", code(more, "crm://deals/emoji"), "50 emoji are 100 UTF-16 units");
        assertEquals(200, more.get("trace").get(1).get("bytes").asInt());
        assertEquals("too_large", code(more, "crm://deals/split"), "characters are counted across items");
    }

    @Test
    void missingEmptyAndFailedReadsAreNotFound() throws Exception {
        api().delete("/v1/workspaces/" + ws + "/connectors/modern").then().statusCode(204);
        JsonNode legacy = resolved(citations("{\"citations\": [\"crm://signals/abc\", \"crm://signals/7\"]}"));
        assertEquals("not_found", code(legacy, "crm://signals/abc"), "-32002 from a 2025-era connector");
        assertEquals("ok", code(legacy, "crm://signals/7"));
        register("modern", "{\"url\": \"" + modern.uri() + "\", \"kind\": \"workspace\"}");
        JsonNode response = resolved(citations("{\"citations\": [\"crm://deals/missing\", \"crm://deals/empty\","
                + " \"slow://1\"]}"));
        assertEquals("not_found", code(response, "crm://deals/missing"), "-32602 from a 2026-07-28 connector");
        assertEquals("not_found", code(response, "crm://deals/empty"), "no contents");
        assertEquals("not_found", code(response, "slow://1"), "a connector that hangs times out");
        assertEquals("hangs", response.get("trace").get(2).get("server").asText());
    }

    @Test
    void aBrokenConnectorAffectsOnlyItsOwnUris() throws Exception {
        JsonNode response = resolved(citations("{\"citations\": [\"junk://1\", \"crm://accounts/acme\", \"slow://2\"]}"));
        assertEquals("not_found", code(response, "junk://1"));
        assertEquals("ok", code(response, "crm://accounts/acme"));
        assertEquals("not_found", code(response, "slow://2"));
    }

    @Test
    void theRateBudgetIsPerCallingServerAndSpentInOrder() throws Exception {
        String three = "{\"citations\": [\"crm://accounts/1\", \"crm://accounts/2\", \"crm://accounts/3\"]}";
        JsonNode first = resolved(citations(three));
        assertEquals(List.of("ok", "ok", "ok"), codes(first));
        JsonNode second = resolved(citations(three));
        assertEquals(List.of("ok", "ok", "rate_limited"), codes(second), "a bucket of 5");
        assertEquals("legacy", second.get("trace").get(2).get("server").asText());
        JsonNode other = resolved(call("garbles", "{\"arguments\": {\"c\": {\"schemes\": [\"crm\"]}}}",
                "{\"c\": \"crm://accounts/1\"}", null, null));
        assertEquals("ok", code(other, "crm://accounts/1"), "another calling server has its own bucket");
    }

    @Test
    void anUnknownCallingServerIs404AndWorkspacesAreSeparate() {
        resolve(citations("{}").replace("\"outbound\"", "\"nobody\"")).statusCode(404)
                .contentType("application/problem+json");
        api().body(citations("{\"citations\": \"crm://accounts/acme\"}"))
                .post("/v1/workspaces/" + ws + "-elsewhere/resource-arguments/resolve").then().statusCode(404);
    }

    @Test
    void malformedBodiesAre400() {
        for (String body : List.of("[]", "{}", "{\"server\": \"outbound\"}",
                "{\"server\": \"outbound\", \"tool\": {}, \"params\": []}",
                "{\"server\": \"out bound\", \"tool\": {}, \"params\": {}}",
                "{\"server\": \"outbound\", \"tool\": {}, \"params\": {\"_meta\": 5}}",
                "{\"server\": \"outbound\", \"tool\": {}, \"params\": {}, \"allowedTools\": \"x\"}",
                "{\"server\": \"outbound\", \"tool\": {}, \"params\": {}, \"allowedTools\": [1]}", "{\"server\":")) {
            resolve(body).statusCode(400).contentType("application/problem+json");
        }
    }

    private static List<String> codes(JsonNode response) {
        List<String> codes = new java.util.ArrayList<>();
        response.get("trace").forEach(e -> codes.add(e.get("outcome").asText()));
        return codes;
    }

    private static List<String> fieldNames(JsonNode node) {
        List<String> names = new java.util.ArrayList<>();
        node.fieldNames().forEachRemaining(names::add);
        return names;
    }
}
