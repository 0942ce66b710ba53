package dev.courier.mcp;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.vertx.core.MultiMap;
import io.vertx.core.Vertx;
import io.vertx.core.http.HttpServer;
import io.vertx.core.http.HttpServerRequest;
import io.vertx.core.http.HttpServerResponse;
import java.net.URI;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;

/** A real HTTP server (plain Vert.x) whose answers a test scripts; it records what it received. */
final class TestHttpServer implements AutoCloseable {
    static final ObjectMapper MAPPER = new ObjectMapper();

    record Received(MultiMap headers, JsonNode body) {
        String method() {
            return body == null ? null : body.path("method").asText(null);
        }
    }

    interface Behaviour {
        void handle(HttpServerRequest req, JsonNode body);
    }

    private final HttpServer server;
    final List<Received> received = new CopyOnWriteArrayList<>();

    private TestHttpServer(HttpServer server) {
        this.server = server;
    }

    static TestHttpServer start(Vertx vertx, Behaviour behaviour) throws Exception {
        TestHttpServer[] self = new TestHttpServer[1];
        HttpServer server = vertx.createHttpServer().requestHandler(req -> req.body().onSuccess(buf -> {
            JsonNode body;
            try {
                body = MAPPER.readTree(buf.getBytes());
            } catch (Exception e) {
                body = null;
            }
            self[0].received.add(new Received(MultiMap.caseInsensitiveMultiMap().addAll(req.headers()), body));
            behaviour.handle(req, body);
        }));
        self[0] = new TestHttpServer(server);
        server.listen(0, "127.0.0.1").toCompletionStage().toCompletableFuture().get(10, TimeUnit.SECONDS);
        return self[0];
    }

    URI uri() {
        return URI.create("http://127.0.0.1:" + server.actualPort() + "/mcp");
    }

    List<Received> received(String method) {
        return received.stream().filter(r -> method.equals(r.method())).toList();
    }

    @Override
    public void close() throws Exception {
        server.close().toCompletionStage().toCompletableFuture().get(10, TimeUnit.SECONDS);
    }

    // ---- answer helpers

    static ObjectNode result(JsonNode request, JsonNode result) {
        ObjectNode r = MAPPER.createObjectNode().put("jsonrpc", "2.0");
        r.set("id", request.get("id"));
        r.set("result", result);
        return r;
    }

    static ObjectNode error(JsonNode request, int code, String message, JsonNode data) {
        ObjectNode r = MAPPER.createObjectNode().put("jsonrpc", "2.0");
        r.set("id", request == null ? null : request.get("id"));
        ObjectNode e = r.putObject("error").put("code", code).put("message", message);
        if (data != null) {
            e.set("data", data);
        }
        return r;
    }

    static void json(HttpServerRequest req, int status, JsonNode body) {
        req.response().setStatusCode(status).putHeader("Content-Type", "application/json").end(body.toString());
    }

    /** The discover answer of a 2026-07-28 server. */
    static ObjectNode discovered(JsonNode request) {
        return result(request, json("{\"supportedVersions\":[\"2026-07-28\"],\"capabilities\":{\"resources\":{}},"
                + "\"resultType\":\"complete\"}"));
    }

    static JsonNode json(String text) {
        try {
            return MAPPER.readTree(text);
        } catch (Exception e) {
            throw new IllegalArgumentException(e);
        }
    }

    static HttpServerResponse sseHead(HttpServerRequest req) {
        return req.response().setStatusCode(200).setChunked(true).putHeader("Content-Type", "text/event-stream");
    }
}
