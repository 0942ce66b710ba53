package dev.courier.mcp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.vertx.core.Vertx;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Against a 2025-era server (own Vert.x implementation of the 2025-11-25 Streamable HTTP transport). */
class McpLegacyPeerTest {
    static Vertx vertx;
    LegacyMcpServer server;
    InMemoryEraMemory memory;
    McpClient client;

    @BeforeAll
    static void vertx() {
        vertx = Vertx.vertx();
    }

    @AfterAll
    static void closeVertx() {
        vertx.close().toCompletionStage().toCompletableFuture().join();
    }

    @BeforeEach
    void start() throws Exception {
        server = new LegacyMcpServer(vertx);
        memory = new InMemoryEraMemory();
        client = new McpClient(vertx, McpClientConfig.defaults(), memory);
    }

    @AfterEach
    void stop() throws Exception {
        client.close();
        server.close();
    }

    ConnectorEndpoint endpoint() {
        return new ConnectorEndpoint("crm", server.uri(), Map.of("Authorization", "Bearer legacy-token"));
    }

    static JsonNode tree(Object node) throws Exception {
        return TestHttpServer.MAPPER.readTree(node.toString());
    }

    @Test
    void fallsBackToInitializeAndPagesUntilAnEmptyCursor() throws Exception {
        TemplatesResult r = client.listTemplates(endpoint());
        TemplatesResult.Templates t = assertInstanceOf(TemplatesResult.Templates.class, r, r.toString());
        assertEquals(Era.LEGACY, t.era());
        assertEquals("2025-11-25", t.protocolVersion());
        assertEquals(3, t.templates().size());
        assertEquals(TestHttpServer.json(LegacyMcpServer.SIGNAL_TEMPLATE), tree(t.templates().get(0)));

        EraRecord remembered = memory.get("crm").orElseThrow();
        assertEquals(new EraRecord(Era.LEGACY, "2025-11-25", "session-1"), remembered);

        List<TestHttpServer.Received> lists = server.http.received("resources/templates/list");
        assertEquals(2, lists.size());
        for (TestHttpServer.Received list : lists) {
            assertEquals("session-1", list.headers().get("Mcp-Session-Id"));
            assertEquals("2025-11-25", list.headers().get("MCP-Protocol-Version"));
            assertEquals("Bearer legacy-token", list.headers().get("Authorization"));
        }
        assertEquals(1, server.http.received("notifications/initialized").size());
        TestHttpServer.Received init = server.http.received("initialize").get(0);
        assertEquals("2025-11-25", init.body().path("params").path("protocolVersion").asText());
        assertEquals("courier", init.body().path("params").path("clientInfo").path("name").asText());
    }

    @Test
    void readsOverJsonAndOverAnEventStreamIdentically() throws Exception {
        ReadResult json = client.read(endpoint(), "crm://signals/7", 100_000);
        server.sse = true;
        ReadResult sse = client.read(endpoint(), "crm://signals/7", 100_000);
        JsonNode expected = TestHttpServer.json(LegacyMcpServer.SIGNAL_7);
        assertEquals(expected, tree(assertInstanceOf(ReadResult.Contents.class, json, json.toString()).contents()));
        assertEquals(expected, tree(assertInstanceOf(ReadResult.Contents.class, sse, sse.toString()).contents()));
        // the large integer and 1.0 are kept exactly as sent
        String text = ((ReadResult.Contents) sse).contents().toString();
        assertTrue(text.contains("12345678901234567890") && text.contains("\"priority\":1.0"), text);
    }

    @Test
    void templatesOverAnEventStream() {
        server.sse = true;
        TemplatesResult r = client.listTemplates(endpoint());
        assertEquals(3, assertInstanceOf(TemplatesResult.Templates.class, r, r.toString()).templates().size());
    }

    @Test
    void minus32002IsNotFoundAndOtherErrorsKeepCodeMessageAndData() {
        ReadResult missing = client.read(endpoint(), "crm://signals/404", 100_000);
        assertEquals(-32002, assertInstanceOf(McpFailure.NotFound.class, missing, missing.toString()).code());
        ReadResult boom = client.read(endpoint(), "crm://boom", 100_000);
        McpFailure.RpcError e = assertInstanceOf(McpFailure.RpcError.class, boom, boom.toString());
        assertEquals(-32603, e.code());
        assertEquals("backend down", e.message());
        assertEquals(TestHttpServer.json("{\"retryAfter\":3,\"detail\":[\"x\"]}"), e.data());
    }

    @Test
    void expiredSessionIsReinitialisedOnce() {
        assertInstanceOf(ReadResult.Contents.class, client.read(endpoint(), "crm://signals/7", 100_000));
        server.expireSessions();
        ReadResult again = client.read(endpoint(), "crm://signals/7", 100_000);
        assertInstanceOf(ReadResult.Contents.class, again, again.toString());
        assertEquals(2, server.initializes.get());
        assertEquals("session-2", memory.get("crm").orElseThrow().sessionId());
    }

    @Test
    void coldClientWithRememberedSessionSkipsTheHandshake() {
        assertInstanceOf(ReadResult.Contents.class, client.read(endpoint(), "crm://signals/7", 100_000));
        try (McpClient cold = new McpClient(vertx, McpClientConfig.defaults(), memory)) {
            assertInstanceOf(ReadResult.Contents.class, cold.read(endpoint(), "crm://signals/7", 100_000));
        }
        assertEquals(1, server.initializes.get());
        assertEquals(1, server.http.received("server/discover").size());
    }

    @ParameterizedTest
    @ValueSource(ints = {400, 404, 405, 200})
    void discoverAnsweredLikeA2025ServerFallsBack(int status) {
        server.discoverStatus = status;
        ReadResult r = client.read(endpoint(), "crm://signals/7", 100_000);
        assertInstanceOf(ReadResult.Contents.class, r, r.toString());
        assertEquals(Era.LEGACY, memory.get("crm").orElseThrow().era());
    }

    @Test
    void olderRevisionsAreAcceptedAndTheVersionHeaderFollowsTheRevision() {
        server.answerVersion = "2024-11-05";
        server.sessions = false;
        ReadResult r = client.read(endpoint(), "crm://signals/7", 100_000);
        assertEquals("2024-11-05", assertInstanceOf(ReadResult.Contents.class, r, r.toString()).protocolVersion());
        TestHttpServer.Received read = server.http.received("resources/read").get(0);
        assertNull(read.headers().get("MCP-Protocol-Version"));
        assertNull(read.headers().get("Mcp-Session-Id"));
        assertFalse(read.body().path("params").has("_meta"));
    }

    @Test
    void anUnknownRevisionIsAFailure() {
        server.answerVersion = "2099-01-01";
        ReadResult r = client.read(endpoint(), "crm://signals/7", 100_000);
        assertInstanceOf(McpFailure.Protocol.class, r, r.toString());
        assertTrue(memory.get("crm").isEmpty());
    }
}
