package dev.courier.bench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.courier.mcp.ConnectorEndpoint;
import dev.courier.mcp.InMemoryEraMemory;
import dev.courier.mcp.McpClient;
import dev.courier.mcp.McpClientConfig;
import dev.courier.mcp.ReadResult;
import io.vertx.core.MultiMap;
import io.vertx.core.Vertx;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.http.HttpClient;
import io.vertx.core.http.HttpClientOptions;
import io.vertx.core.http.HttpClientResponse;
import io.vertx.core.http.HttpMethod;
import io.vertx.core.http.RequestOptions;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;

/**
 * {@code resources/read} through {@link McpClient} against the same request done by hand: one POST
 * of the same JSON-RPC body and protocol headers with the same Vert.x HTTP client options, the reply
 * parsed with Jackson and its {@code result.contents} taken. Both talk to the same in-process server
 * ({@link McpBenchServer}) on the same Vert.x instance, one request at a time, so the difference is
 * what the client adds (request building, era lookup, breaker, timer, reply checks, copies).
 * The era has been negotiated before measurement starts, as in steady state.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class McpReadBenchmark {

    @Param({"2025-11-25", "2026-07-28"})
    public String era;

    private Vertx vertx;
    private McpBenchServer server;
    private McpClient client;
    private ConnectorEndpoint endpoint;
    private HttpClient raw;
    private RequestOptions rawOptions;
    private Buffer rawBody;

    @Setup
    public void setup() throws Exception {
        boolean modern = era.equals("2026-07-28");
        vertx = Vertx.vertx();
        server = new McpBenchServer(vertx, modern);
        endpoint = new ConnectorEndpoint("crm", server.uri());
        client = new McpClient(vertx, McpClientConfig.defaults(), new InMemoryEraMemory());
        ReadResult first = client.read(endpoint, McpBenchServer.SIGNAL_URI, 1 << 20);
        if (!(first instanceof ReadResult.Contents c) || !c.protocolVersion().equals(era)) {
            throw new IllegalStateException("client read failed: " + first);
        }

        // the same options HttpTransport uses
        raw = vertx.createHttpClient(new HttpClientOptions().setConnectTimeout(5000).setKeepAlive(true)
                .setMaxPoolSize(64).setDecompressionSupported(false).setTryUseCompression(false));
        MultiMap headers = MultiMap.caseInsensitiveMultiMap()
                .set("Content-Type", "application/json")
                .set("Accept", "application/json, text/event-stream")
                .set("MCP-Protocol-Version", era);
        ObjectNode params = McpBenchServer.MAPPER.createObjectNode().put("uri", McpBenchServer.SIGNAL_URI);
        if (modern) {
            ObjectNode meta = params.putObject("_meta");
            meta.put("io.modelcontextprotocol/protocolVersion", era);
            meta.putObject("io.modelcontextprotocol/clientCapabilities");
            meta.putObject("io.modelcontextprotocol/clientInfo").put("name", "courier").put("version", "0.1.0");
            headers.set("Mcp-Method", "resources/read").set("Mcp-Name", McpBenchServer.SIGNAL_URI);
        } else {
            headers.set("Mcp-Session-Id", rawHandshake());
        }
        rawOptions = new RequestOptions().setMethod(HttpMethod.POST).setAbsoluteURI(server.uri().toString())
                .setFollowRedirects(false).setHeaders(headers);
        rawBody = Buffer.buffer(rpc(1, "resources/read", params).toString());
        if (rawRead() == null) {
            throw new IllegalStateException("raw read failed");
        }
    }

    private static ObjectNode rpc(long id, String method, ObjectNode params) {
        ObjectNode req = McpBenchServer.MAPPER.createObjectNode().put("jsonrpc", "2.0");
        if (id > 0) {
            req.put("id", id);
        }
        req.put("method", method);
        if (params != null) {
            req.set("params", params);
        }
        return req;
    }

    /** The 2025-era handshake done by hand once; returns the session id. */
    private String rawHandshake() throws Exception {
        ObjectNode init = McpBenchServer.MAPPER.createObjectNode().put("protocolVersion", era);
        init.putObject("capabilities");
        init.putObject("clientInfo").put("name", "raw").put("version", "1");
        HttpClientResponse resp = raw.request(new RequestOptions().setMethod(HttpMethod.POST)
                        .setAbsoluteURI(server.uri().toString())
                        .putHeader("Content-Type", "application/json")
                        .putHeader("Accept", "application/json, text/event-stream"))
                .compose(req -> req.send(rpc(1, "initialize", init).toString()))
                .toCompletionStage().toCompletableFuture().get(10, TimeUnit.SECONDS);
        resp.body().toCompletionStage().toCompletableFuture().get(10, TimeUnit.SECONDS);
        String sid = resp.getHeader("Mcp-Session-Id");
        HttpClientResponse ack = raw.request(new RequestOptions().setMethod(HttpMethod.POST)
                        .setAbsoluteURI(server.uri().toString())
                        .putHeader("Content-Type", "application/json")
                        .putHeader("Accept", "application/json, text/event-stream")
                        .putHeader("MCP-Protocol-Version", era)
                        .putHeader("Mcp-Session-Id", sid))
                .compose(req -> req.send(rpc(0, "notifications/initialized", null).toString()))
                .toCompletionStage().toCompletableFuture().get(10, TimeUnit.SECONDS);
        ack.body().toCompletionStage().toCompletableFuture().get(10, TimeUnit.SECONDS);
        if (sid == null || ack.statusCode() != 202) {
            throw new IllegalStateException("raw handshake failed");
        }
        return sid;
    }

    @TearDown
    public void tearDown() throws Exception {
        client.close();
        raw.close().toCompletionStage().toCompletableFuture().get(10, TimeUnit.SECONDS);
        server.close();
        vertx.close().toCompletionStage().toCompletableFuture().get(10, TimeUnit.SECONDS);
    }

    @Benchmark
    public ReadResult client() {
        return client.read(endpoint, McpBenchServer.SIGNAL_URI, 1 << 20);
    }

    @Benchmark
    public JsonNode raw() throws Exception {
        return rawRead();
    }

    private JsonNode rawRead() throws Exception {
        Buffer body = raw.request(rawOptions)
                .compose(req -> req.send(rawBody).compose(HttpClientResponse::body))
                .toCompletionStage().toCompletableFuture().get(10, TimeUnit.SECONDS);
        JsonNode contents = McpBenchServer.MAPPER.readTree(body.getBytes()).path("result").get("contents");
        return contents != null && contents.isArray() ? contents : null;
    }
}
