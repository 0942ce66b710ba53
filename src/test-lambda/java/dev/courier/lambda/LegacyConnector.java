package dev.courier.lambda;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.Executors;

/**
 * The smallest 2025-era MCP connector Courier can read from: no sessions, {@code server/discover} unknown (404),
 * {@code initialize}, and {@code resources/read} of {@code notes://{id}} answering one text item.
 */
final class LegacyConnector implements AutoCloseable {
    private final HttpServer server;

    LegacyConnector() throws IOException {
        server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        server.createContext("/mcp", this::handle);
        server.setExecutor(Executors.newFixedThreadPool(4));
        server.start();
    }

    String url() {
        return "http://127.0.0.1:" + server.getAddress().getPort() + "/mcp";
    }

    private void handle(HttpExchange exchange) throws IOException {
        JsonNode request = ApiGatewayEvents.JSON.readTree(exchange.getRequestBody().readAllBytes());
        String method = request.path("method").asText();
        ObjectNode reply = ApiGatewayEvents.JSON.createObjectNode().put("jsonrpc", "2.0");
        reply.set("id", request.get("id"));
        switch (method) {
            case "initialize" -> {
                ObjectNode result = reply.putObject("result");
                result.put("protocolVersion", request.path("params").path("protocolVersion").asText());
                result.putObject("capabilities").putObject("resources");
                result.putObject("serverInfo").put("name", "notes").put("version", "1");
            }
            case "notifications/initialized" -> {
                exchange.sendResponseHeaders(202, -1);
                exchange.close();
                return;
            }
            case "resources/read" -> {
                String uri = request.path("params").path("uri").asText();
                ObjectNode item = reply.putObject("result").putArray("contents").addObject();
                item.put("uri", uri).put("mimeType", "text/plain").put("text", "Grüße from " + uri);
            }
            default -> {
                exchange.sendResponseHeaders(404, -1);
                exchange.close();
                return;
            }
        }
        byte[] body = reply.toString().getBytes(StandardCharsets.UTF_8);
        exchange.getResponseHeaders().add("Content-Type", "application/json");
        exchange.sendResponseHeaders(200, body.length);
        exchange.getResponseBody().write(body);
        exchange.close();
    }

    @Override
    public void close() {
        server.stop(0);
    }
}
