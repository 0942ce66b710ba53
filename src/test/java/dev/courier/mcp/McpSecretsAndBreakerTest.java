package dev.courier.mcp;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.vertx.core.Vertx;
import java.net.ServerSocket;
import java.net.URI;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

class McpSecretsAndBreakerTest {
    static final String SECRET = "sk-live-0123456789";

    @Test
    void endpointToStringNeverShowsHeaders() {
        ConnectorEndpoint ep = new ConnectorEndpoint("crm", URI.create("http://127.0.0.1:1/mcp"),
                Map.of("Authorization", "Bearer " + SECRET));
        assertFalse(ep.toString().contains(SECRET), ep.toString());
        assertFalse(ep.toString().contains("Authorization"), ep.toString());
        assertFalse(new EraRecord(Era.LEGACY, "2025-11-25", SECRET).toString().contains(SECRET));
    }

    @Test
    void failuresNeverCarryHeaderValues() throws Exception {
        int closedPort;
        try (ServerSocket s = new ServerSocket(0)) {
            closedPort = s.getLocalPort();
        }
        Vertx vertx = Vertx.vertx();
        try (McpClient client = new McpClient(vertx, McpClientConfig.defaults().withRequestTimeout(Duration.ofSeconds(2)),
                new InMemoryEraMemory());
                TestHttpServer echoing = TestHttpServer.start(vertx, (req, body) -> TestHttpServer.json(req, 401,
                        TestHttpServer.error(body, -32001, "denied", null)))) {
            for (URI uri : List.of(URI.create("http://127.0.0.1:" + closedPort + "/mcp"), echoing.uri())) {
                ConnectorEndpoint ep = new ConnectorEndpoint("c" + uri.getPort(), uri,
                        Map.of("Authorization", "Bearer " + SECRET, "X-Key", SECRET));
                ReadResult r = client.read(ep, "crm://x/1", 1000);
                TemplatesResult t = client.listTemplates(ep);
                assertInstanceOf(McpFailure.class, r);
                assertFalse(r.toString().contains(SECRET), r.toString());
                assertFalse(t.toString().contains(SECRET), t.toString());
                assertFalse(new McpException((McpFailure) r).getMessage().contains(SECRET));
            }
            // the header did reach the connector
            assertTrue(echoing.received.stream().allMatch(x -> x.headers().get("X-Key").equals(SECRET)));
        } finally {
            vertx.close().toCompletionStage().toCompletableFuture().join();
        }
    }

    @Test
    void breakerHalfOpensAfterTheDelayAndClosesOnSuccess() {
        AtomicLong now = new AtomicLong(1_000);
        ConnectorBreakers b = new ConnectorBreakers(2, Duration.ofNanos(100), 10, now::get);
        McpFailure down = new McpFailure.Transport("HTTP 503");
        assertTrue(b.allow("c"));
        b.record("c", down);
        assertTrue(b.allow("c"));
        b.record("c", down);
        assertFalse(b.allow("c"));
        now.addAndGet(100);
        assertTrue(b.allow("c"), "one trial after the delay");
        assertFalse(b.allow("c"), "only one trial at a time");
        b.record("c", null);
        assertTrue(b.allow("c"));
        assertTrue(b.allow("c"));
        // a live server's answers do not count against it
        b.record("c", new McpFailure.NotFound(-32002, "x"));
        b.record("c", new McpFailure.RpcError(-32603, "x", null));
        assertTrue(b.allow("c"));
    }

    @Test
    void aCallerRunningOutOfTimeIsNoEvidenceAgainstTheConnector() {
        ConnectorBreakers b = new ConnectorBreakers(1, Duration.ofHours(1), 10, System::nanoTime);
        for (int i = 0; i < 5; i++) {
            b.record("c", new McpFailure.OutOfTime(300));
        }
        assertTrue(b.allow("c"));
        b.record("c", new McpFailure.Timeout(15_000));
        assertFalse(b.allow("c"), "the connector's own timeout still counts");
    }

    @Test
    void breakerMapIsBounded() {
        ConnectorBreakers b = new ConnectorBreakers(1, Duration.ofHours(1), 2, System::nanoTime);
        McpFailure down = new McpFailure.Timeout(1);
        b.record("a", down);
        assertFalse(b.allow("a"));
        b.record("b", down);
        b.record("c", down); // evicts "a", the least recently used
        assertTrue(b.allow("a"));
    }
}
