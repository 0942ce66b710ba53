package dev.courier.connectors;

import static dev.courier.testing.Api.api;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.courier.store.WorkspaceStore;
import dev.courier.testing.McpPeerProfile;
import dev.courier.testing.MisbehavingServer;
import dev.courier.testing.NodePeer;
import dev.courier.testing.RedisServer;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import io.restassured.response.ValidatableResponse;
import jakarta.inject.Inject;
import java.net.URL;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/**
 * Registration and refresh through the HTTP API against real connectors of both eras: the sample {@code crm}
 * connector on quarkus-mcp-server-http (2025-11-25) and the official TypeScript SDK (2026-07-28), plus
 * servers that fail.
 */
@QuarkusTest
@TestProfile(McpPeerProfile.class)
class ConnectorFetchApiTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private final String ws = "ws-" + UUID.randomUUID().toString().substring(0, 8);

    @TestHTTPResource("/mcp")
    URL sampleCrm;

    @Inject
    WorkspaceStore store;

    private ValidatableResponse register(String server, String body) {
        return api().body(body).put("/v1/workspaces/" + ws + "/connectors/" + server).then();
    }

    private static String connector(String url) {
        return "{\"url\": \"" + url + "\", \"kind\": \"workspace\"}";
    }

    @Test
    void aLegacyConnectorIsRegisteredByFetchingItsTemplates() throws InterruptedException {
        register("crm", connector(sampleCrm.toString())).statusCode(200)
                .body("protocolVersion", equalTo("2025-11-25"))
                .body("templates.size()", equalTo(3))
                .body("templates.uriTemplate", hasItem("crm://signals/{id}"))
                .body("templates.find { it.name == 'signal' }.title", equalTo("CRM signal"))
                .body("templates.find { it.name == 'signal' }.annotations.priority", equalTo(0.5f))
                .body("rejected.size()", equalTo(0));
        api().queryParam("uri", "crm://signals/42").get("/v1/workspaces/" + ws + "/routes").then()
                .body("outcome", equalTo("ok")).body("servers[0].server", equalTo("crm"));
        // Written to the store in the background (the client calls back on an event loop): wait for it.
        boolean remembered = false;
        for (int attempt = 0; attempt < 100 && !remembered; attempt++) {
            remembered = store.snapshot(ws, "connector-eras").documents().values().stream()
                    .anyMatch(era -> era.contains("LEGACY") && era.contains("2025-11-25"));
            if (!remembered) {
                Thread.sleep(50);
            }
        }
        assertTrue(remembered, "the negotiated era is remembered for the next cold instance");
    }

    @Test
    void aModernConnectorIsRegisteredWithEveryTemplateFieldKept() throws Exception {
        try (NodePeer peer = NodePeer.start()) {
            String body = register("crm", connector(peer.uri().toString())).statusCode(200)
                    .body("protocolVersion", equalTo("2026-07-28"))
                    .body("templates.uriTemplate", equalTo(List.of("crm://signals/{id}",
                            "crm://accounts/{account}/contacts{?page,limit}", "crm://notes/{+path}",
                            "crm://deals/{id}")))
                    .extract().asString();
            JsonNode first = JSON.readTree(body).get("templates").get(0);
            JsonNode expected = JSON.readTree("""
                    {"uriTemplate": "crm://signals/{id}", "name": "signal", "title": "CRM signal",
                     "description": "One buying signal by id", "mimeType": "text/plain",
                     "icons": [{"src": "https://example.test/signal.png", "mimeType": "image/png", "sizes": ["48x48"]}],
                     "annotations": {"audience": ["assistant"], "priority": 0.7, "lastModified": "2026-01-02T03:04:05Z"},
                     "_meta": {"example.test/owner": "sales", "nested": {"a": [1, 2, {"b": null}]}},
                     "x-unknown-field": {"kept": true}}""");
            assertEquals(expected, first);
            api().post("/v1/workspaces/" + ws + "/connectors/crm/refresh").then().statusCode(200)
                    .body("protocolVersion", equalTo("2026-07-28"))
                    .body("templates.size()", equalTo(4));
        }
    }

    @Test
    void theConnectorsCredentialIsSentToIt() throws Exception {
        try (NodePeer peer = NodePeer.start("--require-header", "X-Workspace-Token=s3cret-value")) {
            register("guarded", connector(peer.uri().toString())).statusCode(502)
                    .contentType("application/problem+json");
            register("guarded", "{\"url\": \"" + peer.uri() + "\", \"kind\": \"workspace\", "
                    + "\"headers\": {\"X-Workspace-Token\": \"s3cret-value\"}}").statusCode(200)
                    .body("templates.size()", equalTo(4));
            // Refresh decrypts the stored credential and sends it again.
            api().post("/v1/workspaces/" + ws + "/connectors/guarded/refresh").then().statusCode(200);
        }
    }

    @Test
    void anUnreachableConnectorIs502AndNothingIsStored() {
        int closed = RedisServer.freePort();
        register("gone", connector("http://127.0.0.1:" + closed + "/mcp")).statusCode(502)
                .contentType("application/problem+json")
                .body("detail", containsString("Nothing was stored"));
        api().get("/v1/workspaces/" + ws + "/connectors/gone").then().statusCode(404);
    }

    @Test
    void aFailedRefreshKeepsWhatWasStored() throws Exception {
        NodePeer peer = NodePeer.start();
        register("crm", connector(peer.uri().toString())).statusCode(200);
        peer.close();
        api().post("/v1/workspaces/" + ws + "/connectors/crm/refresh").then().statusCode(502);
        api().get("/v1/workspaces/" + ws + "/connectors/crm").then().statusCode(200)
                .body("templates.size()", equalTo(4));
    }

    @Test
    void garbageAndSilenceAre502() throws Exception {
        try (MisbehavingServer server = MisbehavingServer.start()) {
            register("garbage", connector(server.garbageUrl())).statusCode(502)
                    .body("detail", containsString("not MCP"));
            register("hang", connector(server.hangingUrl())).statusCode(502)
                    .body("detail", containsString("no answer within"));
            api().get("/v1/workspaces/" + ws + "/connectors").then().body("connectors.size()", equalTo(0));
        }
    }
}
