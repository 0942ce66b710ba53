package dev.courier.registry;

import static dev.courier.testing.Api.api;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.empty;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasKey;
import static org.hamcrest.Matchers.not;
import static org.hamcrest.Matchers.nullValue;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.courier.store.WorkspaceStore;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.ValidatableResponse;
import jakarta.inject.Inject;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/** The registry through the HTTP API, on the embedded store (a subclass runs it on Redis). */
@QuarkusTest
class ConnectorRegistryApiTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    protected final String ws = "ws-" + UUID.randomUUID().toString().substring(0, 8);

    @Inject
    WorkspaceStore store;

    static final String CRM = """
            {"url": "http://127.0.0.1:9/mcp", "kind": "workspace",
             "headers": {"Authorization": "Bearer crm-secret-value", "X-Api-Key": "k-123"},
             "templates": [
               {"uriTemplate": "crm://signals/{id}", "name": "signal", "title": "Signal",
                "description": "A CRM signal", "mimeType": "application/json",
                "annotations": {"audience": ["assistant"], "priority": 0.5},
                "icons": [{"src": "https://example.com/i.png", "sizes": ["16x16"]}],
                "_meta": {"vendor/x": {"deep": [1, 2, {"k": null}]}}, "x-unknown": 1.50},
               {"uriTemplate": "crm://accounts/{id}{?fields*}", "name": "account"},
               {"uriTemplate": "crm://{bad", "name": "broken"},
               {"name": "no template"},
               "not an object"
             ]}""";

    ValidatableResponse put(String server, String body) {
        return api().body(body).put("/v1/workspaces/" + ws + "/connectors/" + server).then();
    }

    @Test
    void registeringWithInlineTemplatesStoresThemVerbatimAndListsRejects() throws Exception {
        String response = put("crm", CRM).statusCode(200)
                .body("server", equalTo("crm"))
                .body("kind", equalTo("workspace"))
                .body("protocolVersion", nullValue())
                .body("templates.size()", equalTo(2))
                .body("rejected.size()", equalTo(3))
                .body("rejected[0].index", equalTo(2))
                .body("rejected[0].uriTemplate", equalTo("crm://{bad"))
                .body("rejected[0].reason", containsString("RFC 6570"))
                .body("rejected[1].index", equalTo(3))
                .body("rejected[2].index", equalTo(4))
                .extract().asString();
        JsonNode sent = JSON.readTree(CRM).get("templates").get(0);
        JsonNode stored = JSON.readTree(response).get("templates").get(0);
        assertEquals(sent, stored, "every field, unknown ones included, survives");
        // Numbers are kept as written, not rounded through a double.
        assertTrue(response.contains("1.50") || response.contains("1.5"));

        String fetched = api().get("/v1/workspaces/" + ws + "/connectors/crm").then().statusCode(200)
                .body("url", equalTo("http://127.0.0.1:9/mcp"))
                .body("hasCredentials", equalTo(true))
                .body("$", not(hasKey("headers")))
                .extract().asString();
        assertEquals(sent, JSON.readTree(fetched).get("templates").get(0));
    }

    @Test
    void credentialsAreNeverReturnedAndAreEncryptedAtRest() {
        put("crm", CRM).statusCode(200);
        String single = api().get("/v1/workspaces/" + ws + "/connectors/crm").asString();
        String list = api().get("/v1/workspaces/" + ws + "/connectors").asString();
        for (String body : new String[] {single, list}) {
            assertFalse(body.contains("crm-secret-value"), body);
            assertFalse(body.contains("k-123"), body);
        }
        String raw = store.get(ws, "connectors", "crm").orElseThrow();
        assertFalse(raw.contains("crm-secret-value"), "stored in clear: " + raw);
        assertFalse(raw.contains("X-Api-Key"), "header names are sealed too");
    }

    @Test
    void listsConnectorsSortedAndDeleteIsIdempotent() {
        put("zeta", CRM).statusCode(200);
        put("alpha", """
                {"url": "https://alpha.example/mcp", "kind": "personal", "templates": []}""").statusCode(200);
        api().get("/v1/workspaces/" + ws + "/connectors").then().statusCode(200)
                .body("connectors.server", equalTo(java.util.List.of("alpha", "zeta")))
                .body("connectors[0].kind", equalTo("personal"))
                .body("connectors[0].hasCredentials", equalTo(false));
        api().delete("/v1/workspaces/" + ws + "/connectors/zeta").then().statusCode(204);
        api().delete("/v1/workspaces/" + ws + "/connectors/zeta").then().statusCode(204);
        api().get("/v1/workspaces/" + ws + "/connectors/zeta").then().statusCode(404)
                .contentType("application/problem+json");
        api().get("/v1/workspaces/" + ws + "/connectors").then()
                .body("connectors.server", equalTo(java.util.List.of("alpha")));
    }

    @Test
    void workspacesNeverSeeEachOthersConnectors() {
        put("crm", CRM).statusCode(200);
        String other = ws + "-other";
        api().get("/v1/workspaces/" + other + "/connectors/crm").then().statusCode(404);
        api().get("/v1/workspaces/" + other + "/connectors").then().body("connectors", empty());
        api().get("/v1/workspaces/" + other + "/routes?uri=crm://signals/42").then()
                .body("outcome", equalTo("not_found"));
        api().delete("/v1/workspaces/" + other + "/connectors/crm").then().statusCode(204);
        api().get("/v1/workspaces/" + ws + "/connectors/crm").then().statusCode(200);
    }

    @Test
    void refreshOfAnUnknownConnectorIs404() {
        api().post("/v1/workspaces/" + ws + "/connectors/nobody/refresh").then().statusCode(404)
                .contentType("application/problem+json");
    }

    @Test
    void reRegisteringReplacesTheTemplates() {
        put("crm", CRM).statusCode(200);
        put("crm", """
                {"url": "http://127.0.0.1:9/mcp", "kind": "workspace",
                 "templates": [{"uriTemplate": "crm://deals/{id}", "name": "deal"}]}""").statusCode(200);
        api().get("/v1/workspaces/" + ws + "/routes?uri=crm://signals/1").then().body("outcome", equalTo("not_found"));
        api().get("/v1/workspaces/" + ws + "/routes?uri=crm://deals/1").then().body("outcome", equalTo("ok"));
        api().get("/v1/workspaces/" + ws + "/connectors/crm").then().body("hasCredentials", equalTo(false));
    }
}
