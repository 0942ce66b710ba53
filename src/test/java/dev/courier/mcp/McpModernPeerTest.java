package dev.courier.mcp;

import dev.courier.testing.NodePeer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.vertx.core.Vertx;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Against a real 2026-07-28 server (official TypeScript SDK 2.4.0) over HTTP. */
class McpModernPeerTest {
    static Vertx vertx;
    static NodePeer peer;

    @BeforeAll
    static void start() throws Exception {
        vertx = Vertx.vertx();
        peer = NodePeer.start();
    }

    @AfterAll
    static void stop() throws Exception {
        if (peer != null) {
            peer.close();
        }
        vertx.close().toCompletionStage().toCompletableFuture().join();
    }

    static final String SIGNAL_TEMPLATE = """
            {"uriTemplate":"crm://signals/{id}","name":"signal","title":"CRM signal",
             "description":"One buying signal by id","mimeType":"text/plain",
             "icons":[{"src":"https://example.test/signal.png","mimeType":"image/png","sizes":["48x48"]}],
             "annotations":{"audience":["assistant"],"priority":0.7,"lastModified":"2026-01-02T03:04:05Z"},
             "_meta":{"example.test/owner":"sales","nested":{"a":[1,2,{"b":null}]}},
             "x-unknown-field":{"kept":true}}""";

    McpClient client(EraMemory memory) {
        return new McpClient(vertx, McpClientConfig.defaults(), memory);
    }

    @Test
    void discoversModernAndPagesThroughAnEmptyStringCursor() {
        InMemoryEraMemory memory = new InMemoryEraMemory();
        try (McpClient client = client(memory)) {
            TemplatesResult r = client.listTemplates(new ConnectorEndpoint("crm", peer.uri()));
            TemplatesResult.Templates t = assertInstanceOf(TemplatesResult.Templates.class, r, r.toString());
            assertEquals(Era.MODERN, t.era());
            assertEquals("2026-07-28", t.protocolVersion());
            List<ObjectNode> templates = t.templates();
            assertEquals(List.of("crm://signals/{id}", "crm://accounts/{account}/contacts{?page,limit}",
                    "crm://notes/{+path}", "crm://deals/{id}"),
                    templates.stream().map(n -> n.get("uriTemplate").asText()).toList());
            assertEquals(TestHttpServer.json(SIGNAL_TEMPLATE), TestHttpServer.MAPPER.readTree(templates.get(0).toString()));
            assertEquals(new EraRecord(Era.MODERN, "2026-07-28", null), memory.get("crm").orElseThrow());
        } catch (Exception e) {
            throw new AssertionError(e);
        }
    }

    @Test
    void readsSeveralItemsIncludingABlobIntact() throws Exception {
        try (McpClient client = client(new InMemoryEraMemory())) {
            ReadResult r = client.read(new ConnectorEndpoint("crm", peer.uri()), "crm://signals/42", 100_000);
            ReadResult.Contents c = assertInstanceOf(ReadResult.Contents.class, r, r.toString());
            JsonNode expected = TestHttpServer.json("""
                    [{"uri":"crm://signals/42","mimeType":"text/plain","text":"ACME opened the pricing page 3 times",
                      "_meta":{"example.test/score":0.93},"annotations":{"audience":["user","assistant"],"priority":0.5}},
                     {"uri":"crm://signals/42#raw","mimeType":"application/octet-stream","blob":"AAECAwQ="}]""");
            assertEquals(expected, TestHttpServer.MAPPER.readTree(c.contents().toString()));
            assertEquals("2026-07-28", c.protocolVersion());
        }
    }

    @Test
    void missingResourceIsNotFound() {
        try (McpClient client = client(new InMemoryEraMemory())) {
            ReadResult r = client.read(new ConnectorEndpoint("crm", peer.uri()), "crm://signals/404", 100_000);
            McpFailure.NotFound nf = assertInstanceOf(McpFailure.NotFound.class, r, r.toString());
            assertEquals(-32602, nf.code());
        }
    }

    @Test
    void nonAsciiUriTravelsInTheBase64McpNameForm() {
        // the SDK rejects a request whose Mcp-Name does not decode to params.uri, so success proves the encoding
        try (McpClient client = client(new InMemoryEraMemory())) {
            ReadResult r = client.read(new ConnectorEndpoint("crm", peer.uri()), "crm://signals/ünïcode", 100_000);
            ReadResult.Contents c = assertInstanceOf(ReadResult.Contents.class, r, r.toString());
            assertEquals("non-ascii uri", c.contents().get(0).get("text").asText());
        }
    }

    @Test
    void rememberedEraSkipsDiscoveryOnAColdClient() {
        InMemoryEraMemory memory = new InMemoryEraMemory();
        memory.put("crm", new EraRecord(Era.MODERN, "2026-07-28", null));
        try (McpClient client = client(memory)) {
            ReadResult r = client.read(new ConnectorEndpoint("crm", peer.uri()), "crm://notes/a/b", 100_000);
            assertInstanceOf(ReadResult.Contents.class, r, r.toString());
        }
    }

    @Test
    void readsAndListsOverTheSdkEventStream() throws Exception {
        try (NodePeer sse = NodePeer.start("--sse"); McpClient client = client(new InMemoryEraMemory())) {
            ConnectorEndpoint ep = new ConnectorEndpoint("crm-sse", sse.uri());
            TemplatesResult t = client.listTemplates(ep);
            assertEquals(4, assertInstanceOf(TemplatesResult.Templates.class, t, t.toString()).templates().size());
            ReadResult r = client.read(ep, "crm://signals/42", 100_000);
            assertEquals(2, assertInstanceOf(ReadResult.Contents.class, r, r.toString()).contents().size());
            ReadResult missing = client.read(ep, "crm://signals/404", 100_000);
            assertInstanceOf(McpFailure.NotFound.class, missing, missing.toString());
        }
    }

    @Test
    void configuredHeadersReachTheConnector() throws Exception {
        try (NodePeer guarded = NodePeer.start("--require-header", "X-Workspace-Token=s3cret-value");
                McpClient client = client(new InMemoryEraMemory())) {
            TemplatesResult without = client.listTemplates(new ConnectorEndpoint("g1", guarded.uri()));
            McpFailure.Transport denied = assertInstanceOf(McpFailure.Transport.class, without, without.toString());
            assertTrue(denied.reason().contains("401"), denied.reason());
            TemplatesResult with = client.listTemplates(new ConnectorEndpoint("g2", guarded.uri(),
                    Map.of("X-Workspace-Token", "s3cret-value")));
            assertInstanceOf(TemplatesResult.Templates.class, with, with.toString());
        }
    }
}
