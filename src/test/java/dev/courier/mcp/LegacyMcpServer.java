package dev.courier.mcp;

import static dev.courier.mcp.TestHttpServer.error;
import static dev.courier.mcp.TestHttpServer.json;
import static dev.courier.mcp.TestHttpServer.result;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.vertx.core.Vertx;
import io.vertx.core.http.HttpServerRequest;
import io.vertx.core.http.HttpServerResponse;
import java.net.URI;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A 2025-era MCP server over Streamable HTTP written with plain Vert.x: {@code initialize} handshake,
 * {@code Mcp-Session-Id} sessions (that can be expired), JSON or SSE responses, the crm sample templates.
 */
final class LegacyMcpServer implements AutoCloseable {
    static final String SIGNAL_TEMPLATE = """
            {"uriTemplate":"crm://signals/{id}","name":"signal","title":"CRM signal","description":"One buying signal",
             "mimeType":"text/plain","annotations":{"audience":["assistant"],"priority":0.25},
             "icons":[{"src":"data:image/png;base64,AAAA","mimeType":"image/png"}],
             "_meta":{"vendor.example/x":{"deep":[true,1.50,"s"]}},"futureField":[1,2,3]}""";
    static final List<String> PAGE_1 = List.of(SIGNAL_TEMPLATE,
            "{\"uriTemplate\":\"crm://accounts/{id}\",\"name\":\"account\"}");
    static final List<String> PAGE_2 = List.of("{\"uriTemplate\":\"crm://notes/{+path}\",\"name\":\"notes\"}");
    static final String SIGNAL_7 = """
            [{"uri":"crm://signals/7","mimeType":"text/plain","text":"Globex asked for a demo",
              "_meta":{"vendor.example/score":12345678901234567890},"annotations":{"priority":1.0}},
             {"uri":"crm://signals/7/raw","blob":"SGVsbG8="}]""";

    volatile boolean sse;
    volatile boolean sessions = true;
    volatile String answerVersion; // null: echo the offered version
    volatile int discoverStatus = 400;
    final AtomicInteger initializes = new AtomicInteger();
    private final Set<String> live = ConcurrentHashMap.newKeySet();
    private final AtomicInteger nextSession = new AtomicInteger();
    final TestHttpServer http;

    LegacyMcpServer(Vertx vertx) throws Exception {
        http = TestHttpServer.start(vertx, this::handle);
    }

    URI uri() {
        return http.uri();
    }

    void expireSessions() {
        live.clear();
    }

    private void handle(HttpServerRequest req, JsonNode body) {
        if (body == null || !body.isObject()) {
            TestHttpServer.json(req, 400, error(null, -32700, "Parse error", null));
            return;
        }
        String method = body.path("method").asText("");
        if (method.equals("initialize")) {
            initializes.incrementAndGet();
            String offered = body.path("params").path("protocolVersion").asText();
            ObjectNode res = (ObjectNode) json("{\"capabilities\":{\"resources\":{}},\"serverInfo\":{\"name\":\"legacy\",\"version\":\"1\"}}");
            res.put("protocolVersion", answerVersion != null ? answerVersion : offered);
            if (sessions) {
                String sid = "session-" + nextSession.incrementAndGet();
                live.add(sid);
                req.response().putHeader("Mcp-Session-Id", sid);
            }
            answer(req, result(body, res));
            return;
        }
        String sid = req.getHeader("Mcp-Session-Id");
        if (sessions && sid == null) {
            // what the TypeScript SDK 1.x answers a sessionless non-initialize request (server/discover included)
            if (discoverStatus == 200) {
                answer(req, error(body, -32601, "Method not found", null));
            } else {
                req.response().setStatusCode(discoverStatus);
                TestHttpServer.json(req, discoverStatus, error(null, -32000, "Bad Request: No valid session ID provided", null));
            }
            return;
        }
        if (sessions && !live.contains(sid)) {
            TestHttpServer.json(req, 404, error(null, -32001, "Session not found", null));
            return;
        }
        switch (method) {
            case "notifications/initialized" -> req.response().setStatusCode(202).end();
            case "server/discover" -> answer(req, error(body, -32601, "Method not found", null));
            case "resources/templates/list" -> {
                String cursor = body.path("params").path("cursor").asText(null);
                ObjectNode res = TestHttpServer.MAPPER.createObjectNode();
                List<String> page = cursor == null ? PAGE_1 : PAGE_2;
                page.forEach(t -> res.withArray("resourceTemplates").add(json(t)));
                res.put("nextCursor", cursor == null ? "c1" : ""); // "" ends the list in the 2025 era
                answer(req, result(body, res));
            }
            case "resources/read" -> {
                String uri = body.path("params").path("uri").asText();
                if (uri.equals("crm://signals/7")) {
                    ObjectNode res = TestHttpServer.MAPPER.createObjectNode();
                    res.set("contents", json(SIGNAL_7));
                    answer(req, result(body, res));
                } else if (uri.equals("crm://boom")) {
                    answer(req, error(body, -32603, "backend down", json("{\"retryAfter\":3,\"detail\":[\"x\"]}")));
                } else {
                    answer(req, error(body, -32002, "Resource not found", json("{\"uri\":\"" + uri + "\"}")));
                }
            }
            default -> answer(req, error(body, -32601, "Method not found", null));
        }
    }

    /** Answers as JSON, or as an event stream with a priming event, a notification and a server request first. */
    private void answer(HttpServerRequest req, JsonNode response) {
        if (!sse) {
            TestHttpServer.json(req, 200, response);
            return;
        }
        HttpServerResponse out = TestHttpServer.sseHead(req);
        out.write("id: prime-1\ndata:\n\n");
        out.write(": keep-alive comment\n\n");
        out.write("event: message\r\ndata: {\"jsonrpc\":\"2.0\",\"method\":\"notifications/message\",\r\n"
                + "data: \"params\":{\"level\":\"info\",\"data\":\"working\"}}\r\n\r\n");
        out.write("data: {\"jsonrpc\":\"2.0\",\"id\":\"srv-1\",\"method\":\"ping\"}\n\n");
        String pretty = response.toPrettyString();
        StringBuilder event = new StringBuilder("id: 2\n");
        for (String line : pretty.split("\n")) {
            event.append("data: ").append(line).append('\n');
        }
        event.append('\n');
        // split the event across writes to exercise incremental parsing
        String e = event.toString();
        int half = e.length() / 2;
        out.write(e.substring(0, half));
        out.write(e.substring(half));
        // the stream is left open: the client must stop at the matching response
    }

    @Override
    public void close() throws Exception {
        http.close();
    }
}
