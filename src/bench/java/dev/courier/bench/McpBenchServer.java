package dev.courier.bench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.vertx.core.Vertx;
import io.vertx.core.http.HttpServer;
import io.vertx.core.http.HttpServerRequest;
import java.net.URI;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * An in-process MCP server over Streamable HTTP in plain Vert.x, adapted from the tests'
 * {@code LegacyMcpServer}/{@code TestHttpServer} (JSON answers only, no SSE). In the 2025 era it
 * answers the {@code initialize} handshake with an {@code Mcp-Session-Id} and requires that session
 * afterwards; in the 2026-07-28 era it answers {@code server/discover} with
 * {@code supportedVersions: ["2026-07-28"]} and requires the protocol headers on every request, as
 * {@code EraNegotiator} and {@code RequestFactory} expect. Both answer {@code resources/read} of
 * {@link #SIGNAL_URI} with the same two-item contents.
 */
final class McpBenchServer implements AutoCloseable {
    static final String SIGNAL_URI = "crm://signals/7";
    static final ObjectMapper MAPPER = new ObjectMapper();
    private static final String SIGNAL_7 = """
            [{"uri":"crm://signals/7","mimeType":"text/plain","text":"Globex asked for a demo",
              "_meta":{"vendor.example/score":12345678901234567890},"annotations":{"priority":1.0}},
             {"uri":"crm://signals/7/raw","blob":"SGVsbG8="}]""";

    private final boolean modern;
    private final HttpServer server;
    private final Set<String> live = ConcurrentHashMap.newKeySet();
    private final AtomicInteger nextSession = new AtomicInteger();
    private final JsonNode contents = json(SIGNAL_7);

    McpBenchServer(Vertx vertx, boolean modern) throws Exception {
        this.modern = modern;
        this.server = vertx.createHttpServer().requestHandler(req -> req.body().onSuccess(buf -> {
            JsonNode body;
            try {
                body = MAPPER.readTree(buf.getBytes());
            } catch (Exception e) {
                body = null;
            }
            handle(req, body);
        }));
        server.listen(0, "127.0.0.1").toCompletionStage().toCompletableFuture().get(10, TimeUnit.SECONDS);
    }

    URI uri() {
        return URI.create("http://127.0.0.1:" + server.actualPort() + "/mcp");
    }

    private void handle(HttpServerRequest req, JsonNode body) {
        if (body == null || !body.isObject()) {
            answer(req, 400, error(null, -32700, "Parse error"));
            return;
        }
        String method = body.path("method").asText("");
        if (modern) {
            handleModern(req, body, method);
        } else {
            handleLegacy(req, body, method);
        }
    }

    private void handleModern(HttpServerRequest req, JsonNode body, String method) {
        if (!"2026-07-28".equals(req.getHeader("MCP-Protocol-Version")) || !method.equals(req.getHeader("Mcp-Method"))) {
            answer(req, 400, error(body, -32020, "Header mismatch"));
            return;
        }
        switch (method) {
            case "server/discover" -> answer(req, 200, result(body,
                    json("{\"supportedVersions\":[\"2026-07-28\"],\"capabilities\":{\"resources\":{}},"
                            + "\"resultType\":\"complete\"}")));
            case "resources/read" -> read(req, body, true);
            default -> answer(req, 200, error(body, -32601, "Method not found"));
        }
    }

    private void handleLegacy(HttpServerRequest req, JsonNode body, String method) {
        if (method.equals("initialize")) {
            ObjectNode res = (ObjectNode) json(
                    "{\"capabilities\":{\"resources\":{}},\"serverInfo\":{\"name\":\"legacy\",\"version\":\"1\"}}");
            res.put("protocolVersion", body.path("params").path("protocolVersion").asText());
            String sid = "session-" + nextSession.incrementAndGet();
            live.add(sid);
            req.response().putHeader("Mcp-Session-Id", sid);
            answer(req, 200, result(body, res));
            return;
        }
        String sid = req.getHeader("Mcp-Session-Id");
        if (sid == null) {
            answer(req, 400, error(null, -32000, "Bad Request: No valid session ID provided"));
            return;
        }
        if (!live.contains(sid)) {
            answer(req, 404, error(null, -32001, "Session not found"));
            return;
        }
        switch (method) {
            case "notifications/initialized" -> req.response().setStatusCode(202).end();
            case "resources/read" -> read(req, body, false);
            default -> answer(req, 200, error(body, -32601, "Method not found"));
        }
    }

    private void read(HttpServerRequest req, JsonNode body, boolean complete) {
        String uri = body.path("params").path("uri").asText();
        if (!uri.equals(SIGNAL_URI)) {
            answer(req, 200, error(body, -32002, "Resource not found"));
            return;
        }
        ObjectNode res = MAPPER.createObjectNode();
        res.set("contents", contents);
        if (complete) {
            res.put("resultType", "complete");
        }
        answer(req, 200, result(body, res));
    }

    private static ObjectNode result(JsonNode request, JsonNode result) {
        ObjectNode r = MAPPER.createObjectNode().put("jsonrpc", "2.0");
        r.set("id", request.get("id"));
        r.set("result", result);
        return r;
    }

    private static ObjectNode error(JsonNode request, int code, String message) {
        ObjectNode r = MAPPER.createObjectNode().put("jsonrpc", "2.0");
        r.set("id", request == null ? null : request.get("id"));
        r.putObject("error").put("code", code).put("message", message);
        return r;
    }

    private static void answer(HttpServerRequest req, int status, JsonNode body) {
        req.response().setStatusCode(status).putHeader("Content-Type", "application/json").end(body.toString());
    }

    static JsonNode json(String text) {
        try {
            return MAPPER.readTree(text);
        } catch (Exception e) {
            throw new IllegalArgumentException(e);
        }
    }

    @Override
    public void close() throws Exception {
        server.close().toCompletionStage().toCompletableFuture().get(10, TimeUnit.SECONDS);
    }
}
