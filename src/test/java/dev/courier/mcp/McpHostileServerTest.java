package dev.courier.mcp;

import static dev.courier.mcp.TestHttpServer.discovered;
import static dev.courier.mcp.TestHttpServer.json;
import static dev.courier.mcp.TestHttpServer.result;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.vertx.core.Vertx;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.http.HttpServerRequest;
import io.vertx.core.http.HttpServerResponse;
import io.vertx.core.net.NetServer;
import java.net.URI;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.BiConsumer;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Servers that misbehave; each answers {@code server/discover} as a 2026-07-28 server and then misbehaves. */
class McpHostileServerTest {
    static Vertx vertx;
    TestHttpServer server;
    McpClient client;

    @BeforeAll
    static void vertx() {
        vertx = Vertx.vertx();
    }

    @AfterAll
    static void closeVertx() {
        vertx.close().toCompletionStage().toCompletableFuture().join();
    }

    @AfterEach
    void stop() throws Exception {
        if (client != null) {
            client.close();
        }
        if (server != null) {
            server.close();
        }
    }

    /** A modern server whose other methods are answered by {@code onCall}. */
    ConnectorEndpoint modern(BiConsumer<HttpServerRequest, JsonNode> onCall, McpClientConfig config) throws Exception {
        server = TestHttpServer.start(vertx, (req, body) -> {
            if (body != null && "server/discover".equals(body.path("method").asText())) {
                TestHttpServer.json(req, 200, discovered(body));
            } else {
                onCall.accept(req, body);
            }
        });
        client = new McpClient(vertx, config, new InMemoryEraMemory());
        return new ConnectorEndpoint("hostile", server.uri());
    }

    ConnectorEndpoint modern(BiConsumer<HttpServerRequest, JsonNode> onCall) throws Exception {
        return modern(onCall, McpClientConfig.defaults().withRequestTimeout(Duration.ofSeconds(2)));
    }

    @Test
    void hangingServerTimesOut() throws Exception {
        ConnectorEndpoint ep = modern((req, body) -> { /* never answers */ });
        ReadResult r = client.read(ep, "crm://signals/1", 10_000);
        assertInstanceOf(McpFailure.Timeout.class, r, r.toString());
    }

    @Test
    void aReadGivenABudgetEndsWithItAndLetsGoOfItsConnection() throws Exception {
        CountDownLatch closed = new CountDownLatch(1);
        ConnectorEndpoint ep = modern((req, body) -> req.connection().closeHandler(v -> closed.countDown()),
                McpClientConfig.defaults().withRequestTimeout(Duration.ofSeconds(60)));
        ReadResult r = client.readAsync(ep, "crm://signals/1", 10_000, Duration.ofMillis(300))
                .toCompletableFuture().get(30, TimeUnit.SECONDS);
        assertInstanceOf(McpFailure.OutOfTime.class, r, r.toString());
        assertTrue(closed.await(30, TimeUnit.SECONDS),
                "the connection is closed when the budget ends, not at the 60 s request timeout");
    }

    @Test
    void aHandshakeSlowerThanTheBudgetStillCompletesAndIsRemembered() throws Exception {
        InMemoryEraMemory memory = new InMemoryEraMemory();
        server = TestHttpServer.start(vertx, (req, body) -> {
            if ("server/discover".equals(body.path("method").asText())) {
                vertx.setTimer(600, t -> TestHttpServer.json(req, 200, discovered(body)));
            } // the read itself never answers
        });
        client = new McpClient(vertx, McpClientConfig.defaults().withRequestTimeout(Duration.ofSeconds(60)), memory);
        ConnectorEndpoint ep = new ConnectorEndpoint("slow-handshake", server.uri());
        ReadResult r = client.readAsync(ep, "crm://signals/1", 10_000, Duration.ofMillis(200))
                .toCompletableFuture().get(30, TimeUnit.SECONDS);
        assertInstanceOf(McpFailure.OutOfTime.class, r, r.toString());
        for (int polls = 0; polls < 300 && memory.get("slow-handshake").isEmpty(); polls++) {
            Thread.sleep(20);
        }
        assertEquals(Era.MODERN, memory.get("slow-handshake").orElseThrow().era(),
                "the handshake ran past the read's budget and its era is kept for the next read");
    }

    @Test
    void streamThatOpensAndThenSaysNothingTimesOut() throws Exception {
        ConnectorEndpoint ep = modern((req, body) -> TestHttpServer.sseHead(req).write("id: 1\ndata:\n\n"));
        ReadResult r = client.read(ep, "crm://signals/1", 10_000);
        assertInstanceOf(McpFailure.Timeout.class, r, r.toString());
    }

    @Test
    void connectionClosedMidStreamIsTransport() throws Exception {
        ConnectorEndpoint ep = modern((req, body) -> {
            TestHttpServer.sseHead(req).write("data: {\"jsonrpc\":\"2.0\",\"id\":2,\"res");
            vertx.setTimer(50, t -> req.connection().close());
        });
        ReadResult r = client.read(ep, "crm://signals/1", 10_000);
        assertInstanceOf(McpFailure.Transport.class, r, r.toString());
    }

    @Test
    void connectionClosedMidJsonBodyIsTransport() throws Exception {
        ConnectorEndpoint ep = modern((req, body) -> {
            req.response().putHeader("Content-Type", "application/json").putHeader("Content-Length", "1000")
                    .write("{\"jsonrpc\":\"2.0\",");
            vertx.setTimer(50, t -> req.connection().close());
        });
        ReadResult r = client.read(ep, "crm://signals/1", 10_000);
        assertInstanceOf(McpFailure.Transport.class, r, r.toString());
    }

    @Test
    void garbageJsonIsAProtocolError() throws Exception {
        ConnectorEndpoint ep = modern((req, body) -> req.response().putHeader("Content-Type", "application/json")
                .end("<html>certainly not json</html>"));
        ReadResult r = client.read(ep, "crm://signals/1", 10_000);
        McpFailure.Protocol p = assertInstanceOf(McpFailure.Protocol.class, r, r.toString());
        assertTrue(p.reason().contains("not valid JSON"), p.reason());
    }

    @Test
    void wrongContentTypeIsAProtocolError() throws Exception {
        ConnectorEndpoint ep = modern((req, body) -> req.response().putHeader("Content-Type", "text/html")
                .end("<html>hello</html>"));
        ReadResult r = client.read(ep, "crm://signals/1", 10_000);
        assertInstanceOf(McpFailure.Protocol.class, r, r.toString());
    }

    @Test
    void jsonThatIsNotJsonRpcIsAProtocolError() throws Exception {
        ConnectorEndpoint ep = modern((req, body) -> TestHttpServer.json(req, 200, json("{\"hello\":\"world\"}")));
        ReadResult r = client.read(ep, "crm://signals/1", 10_000);
        assertInstanceOf(McpFailure.Protocol.class, r, r.toString());
    }

    @Test
    void notHttpAtAllIsTransport() throws Exception {
        NetServer tcp = vertx.createNetServer().connectHandler(socket -> {
            socket.write("SSH-2.0-OpenSSH garbage\r\n\u0000\u0001\u0002\r\n\r\n");
            socket.close();
        });
        tcp.listen(0, "127.0.0.1").toCompletionStage().toCompletableFuture().get(10, TimeUnit.SECONDS);
        try (McpClient c = new McpClient(vertx, McpClientConfig.defaults(), new InMemoryEraMemory())) {
            URI uri = URI.create("http://127.0.0.1:" + tcp.actualPort() + "/mcp");
            TemplatesResult r = c.listTemplates(new ConnectorEndpoint("tcp", uri));
            assertInstanceOf(McpFailure.Transport.class, r, r.toString());
        } finally {
            tcp.close();
        }
    }

    /** Streams {@code total} bytes with back-pressure; {@code completed} tells whether the peer took them all. */
    static void stream(HttpServerResponse out, String head, long total, AtomicLong written, AtomicBoolean completed) {
        Buffer chunk = Buffer.buffer("a".repeat(64 * 1024));
        out.write(head);
        Runnable[] pump = new Runnable[1];
        pump[0] = () -> {
            while (!out.writeQueueFull() && written.get() < total && !out.closed()) {
                out.write(chunk);
                written.addAndGet(chunk.length());
            }
            if (written.get() >= total) {
                out.end().onSuccess(v -> completed.set(true));
            } else if (!out.closed()) {
                out.drainHandler(v -> pump[0].run());
            }
        };
        pump[0].run();
    }

    @Test
    void fiftyMegabyteBodyIsTooLargeAndNotReadToTheEnd() throws Exception {
        AtomicLong written = new AtomicLong();
        AtomicBoolean completed = new AtomicBoolean();
        ConnectorEndpoint ep = modern((req, body) -> stream(req.response().setChunked(true)
                .putHeader("Content-Type", "application/json"),
                "{\"jsonrpc\":\"2.0\",\"id\":2,\"result\":{\"contents\":[{\"uri\":\"x\",\"text\":\"",
                50L * 1024 * 1024, written, completed), McpClientConfig.defaults().withRequestTimeout(Duration.ofSeconds(60)));
        ReadResult r = client.read(ep, "crm://signals/1", 64 * 1024);
        assertEquals(64 * 1024, assertInstanceOf(McpFailure.TooLarge.class, r, r.toString()).capBytes());
        assertFalse(completed.get(), "the client must stop reading at the cap");
    }

    @Test
    void endlessEventStreamIsTooLarge() throws Exception {
        AtomicLong written = new AtomicLong();
        AtomicBoolean completed = new AtomicBoolean();
        ConnectorEndpoint ep = modern((req, body) -> stream(TestHttpServer.sseHead(req),
                "data: {\"jsonrpc\":\"2.0\",\"method\":\"notifications/message\",\"params\":{\"data\":\"",
                Long.MAX_VALUE, written, completed), McpClientConfig.defaults().withRequestTimeout(Duration.ofSeconds(60)));
        TemplatesResult r = client.listTemplates(ep);
        assertInstanceOf(McpFailure.TooLarge.class, r, r.toString());
    }

    @Test
    void blobAndSeveralItemsWithMetaAndAnnotationsComeBackIntact() throws Exception {
        String contents = """
                [{"uri":"crm://files/1","mimeType":"image/png","blob":"iVBORw0KGgo=","_meta":{"a.example/k":[{}]},
                  "annotations":{"audience":["user"],"priority":0.0,"lastModified":"2025-01-01T00:00:00Z"}},
                 {"uri":"crm://files/1#caption","text":"","_meta":{}},
                 {"uri":"crm://files/1#meta","mimeType":"application/json","text":"{\\"x\\":1}","unknownField":null,
                  "size":123}]""";
        ConnectorEndpoint ep = modern((req, body) -> {
            ObjectNode res = TestHttpServer.MAPPER.createObjectNode();
            res.set("contents", json(contents));
            res.put("resultType", "complete").put("ttlMs", 0).put("cacheScope", "private");
            TestHttpServer.json(req, 200, result(body, res));
        });
        ReadResult r = client.read(ep, "crm://files/1", 100_000);
        ReadResult.Contents c = assertInstanceOf(ReadResult.Contents.class, r, r.toString());
        assertEquals(json(contents), TestHttpServer.MAPPER.readTree(c.contents().toString()));
    }

    @Test
    void inputRequiredIsAFailure() throws Exception {
        ConnectorEndpoint ep = modern((req, body) -> TestHttpServer.json(req, 200, result(body,
                json("{\"resultType\":\"input_required\",\"inputRequests\":{\"a\":{\"method\":\"elicitation/create\"}}}"))));
        ReadResult r = client.read(ep, "crm://signals/1", 10_000);
        assertInstanceOf(McpFailure.InputRequired.class, r, r.toString());
    }

    @Test
    void modernRequestsCarryTheEnvelopeAndStandardHeaders() throws Exception {
        ConnectorEndpoint ep = modern((req, body) -> TestHttpServer.json(req, 200,
                result(body, json("{\"contents\":[],\"resultType\":\"complete\"}"))));
        String uri = "crm://signals/grüße";
        assertInstanceOf(ReadResult.Contents.class, client.read(ep, uri, 10_000));
        assertInstanceOf(ReadResult.Contents.class, client.read(ep, "=?base64?abc?=", 10_000));
        assertInstanceOf(ReadResult.Contents.class, client.read(ep, "crm://plain/1", 10_000));

        TestHttpServer.Received discover = server.received("server/discover").get(0);
        assertEquals("2026-07-28", discover.headers().get("MCP-Protocol-Version"));
        assertEquals("server/discover", discover.headers().get("Mcp-Method"));
        assertEquals(null, discover.headers().get("Mcp-Name"));
        var reads = server.received("resources/read");
        assertEquals(3, reads.size());
        for (TestHttpServer.Received read : reads) {
            assertEquals("2026-07-28", read.headers().get("MCP-Protocol-Version"));
            assertEquals("resources/read", read.headers().get("Mcp-Method"));
            JsonNode meta = read.body().path("params").path("_meta");
            assertEquals("2026-07-28", meta.path("io.modelcontextprotocol/protocolVersion").asText());
            assertTrue(meta.path("io.modelcontextprotocol/clientCapabilities").isObject());
            assertEquals("courier", meta.path("io.modelcontextprotocol/clientInfo").path("name").asText());
        }
        String encoded = "=?base64?" + java.util.Base64.getEncoder()
                .encodeToString(uri.getBytes(java.nio.charset.StandardCharsets.UTF_8)) + "?=";
        assertEquals(encoded, reads.get(0).headers().get("Mcp-Name"));
        assertEquals("=?base64?PT9iYXNlNjQ/YWJjPz0=?=", reads.get(1).headers().get("Mcp-Name"));
        assertEquals("crm://plain/1", reads.get(2).headers().get("Mcp-Name"));
    }

    @Test
    void templatePagingIsCapped() throws Exception {
        ConnectorEndpoint ep = modern((req, body) -> TestHttpServer.json(req, 200, result(body,
                json("{\"resourceTemplates\":[{\"uriTemplate\":\"x://{a}\",\"name\":\"x\"}],\"nextCursor\":\"again\"}"))),
                McpClientConfig.defaults().withMaxTemplatePages(5));
        TemplatesResult r = client.listTemplates(ep);
        assertInstanceOf(McpFailure.Protocol.class, r, r.toString());
        assertEquals(5, server.received("resources/templates/list").size());
    }

    @Test
    void deadConnectorFailsFastOnceItsBreakerOpens() throws Exception {
        server = TestHttpServer.start(vertx, (req, body) -> req.response().setStatusCode(503).end("down"));
        client = new McpClient(vertx, McpClientConfig.defaults().withBreaker(3, Duration.ofHours(1)),
                new InMemoryEraMemory());
        ConnectorEndpoint dead = new ConnectorEndpoint("dead", server.uri());
        for (int i = 0; i < 3; i++) {
            ReadResult r = client.read(dead, "crm://signals/1", 10_000);
            assertInstanceOf(McpFailure.Transport.class, r, r.toString());
        }
        ReadResult fast = client.read(dead, "crm://signals/1", 10_000);
        assertInstanceOf(McpFailure.CircuitOpen.class, fast, fast.toString());
        assertEquals(3, server.received.size());
        // another connector is not affected
        ReadResult other = client.read(new ConnectorEndpoint("other", server.uri()), "crm://signals/1", 10_000);
        assertInstanceOf(McpFailure.Transport.class, other, other.toString());
        assertEquals(4, server.received.size());
    }

    @Test
    void eachConnectorGetsOnlyItsOwnHeaders() throws Exception {
        ConnectorEndpoint first = modern((req, body) -> TestHttpServer.json(req, 200,
                result(body, json("{\"contents\":[]}"))));
        try (TestHttpServer second = TestHttpServer.start(vertx, (req, body) -> TestHttpServer.json(req, 200,
                "server/discover".equals(body.path("method").asText()) ? discovered(body)
                        : result(body, json("{\"contents\":[]}"))))) {
            ConnectorEndpoint a = new ConnectorEndpoint("a", first.url(), Map.of("X-Api-Key", "key-for-a"));
            ConnectorEndpoint b = new ConnectorEndpoint("b", second.uri(), Map.of("X-Other", "key-for-b"));
            assertInstanceOf(ReadResult.Contents.class, client.read(a, "crm://1", 10_000));
            assertInstanceOf(ReadResult.Contents.class, client.read(b, "crm://1", 10_000));
            server.received.forEach(r -> {
                assertEquals("key-for-a", r.headers().get("X-Api-Key"));
                assertFalse(r.headers().contains("X-Other"));
            });
            second.received.forEach(r -> {
                assertEquals("key-for-b", r.headers().get("X-Other"));
                assertFalse(r.headers().contains("X-Api-Key"));
            });
            assertEquals(2, server.received.size());
            assertEquals(2, second.received.size());
        }
    }
}
