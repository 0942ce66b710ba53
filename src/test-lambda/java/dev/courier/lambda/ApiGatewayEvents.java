package dev.courier.lambda;

import static io.restassured.RestAssured.given;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.Iterator;
import java.util.Map;

/**
 * Hand-made API Gateway HTTP API (payload format 2.0) events, posted raw to the mock Lambda event server's
 * {@code /_lambda_} endpoint, which hands them to the function exactly as Lambda would and returns the function's
 * response event unchanged. This shows what API Gateway sees, including {@code isBase64Encoded} on both sides.
 */
final class ApiGatewayEvents {
    static final ObjectMapper JSON = new ObjectMapper();
    static final String TOKEN = "test-token";

    private ApiGatewayEvents() {
    }

    /** A request event; {@code body} is sent as text, or base64 with {@code isBase64Encoded} when asked. */
    static ObjectNode event(String method, String path, String query, Map<String, String> headers, byte[] body,
            boolean base64) {
        ObjectNode event = JSON.createObjectNode();
        event.put("version", "2.0");
        event.put("routeKey", "$default");
        event.put("rawPath", path);
        event.put("rawQueryString", query == null ? "" : query);
        ObjectNode h = event.putObject("headers");
        headers.forEach(h::put);
        ObjectNode context = event.putObject("requestContext");
        context.put("stage", "$default");
        context.put("requestId", "test-" + System.nanoTime());
        ObjectNode http = context.putObject("http");
        http.put("method", method);
        http.put("path", path);
        http.put("protocol", "HTTP/1.1");
        http.put("sourceIp", "127.0.0.1");
        if (body != null) {
            event.put("body", base64 ? Base64.getEncoder().encodeToString(body)
                    : new String(body, StandardCharsets.UTF_8));
            event.put("isBase64Encoded", base64);
        } else {
            event.put("isBase64Encoded", false);
        }
        return event;
    }

    /** Invokes the function with the event; returns the API Gateway response event. */
    static Reply invoke(ObjectNode event) {
        String raw = given().contentType("application/json").body(event.toString())
                .post("/_lambda_").then().statusCode(200).extract().asString();
        try {
            return new Reply(JSON.readTree(raw));
        } catch (Exception e) {
            throw new AssertionError("The function's response is not an API Gateway response event: " + raw, e);
        }
    }

    /** The function's response event, as API Gateway receives it. */
    record Reply(JsonNode event) {
        int status() {
            return event.path("statusCode").asInt();
        }

        boolean base64() {
            return event.path("isBase64Encoded").asBoolean(false);
        }

        /** The body's bytes, decoded from base64 when the event says so. */
        byte[] bodyBytes() {
            JsonNode body = event.get("body");
            if (body == null || body.isNull()) {
                return new byte[0];
            }
            return base64() ? Base64.getDecoder().decode(body.asText())
                    : body.asText().getBytes(StandardCharsets.UTF_8);
        }

        JsonNode json() {
            try {
                return JSON.readTree(bodyBytes());
            } catch (Exception e) {
                throw new AssertionError("Not JSON: " + new String(bodyBytes(), StandardCharsets.UTF_8), e);
            }
        }

        /** A response header, looked up case-insensitively in both header maps. */
        String header(String name) {
            for (String field : new String[] {"headers", "multiValueHeaders"}) {
                JsonNode headers = event.path(field);
                for (Iterator<Map.Entry<String, JsonNode>> it = headers.fields(); it.hasNext();) {
                    Map.Entry<String, JsonNode> e = it.next();
                    if (e.getKey().equalsIgnoreCase(name)) {
                        JsonNode v = e.getValue();
                        return v.isArray() ? v.get(0).asText() : v.asText();
                    }
                }
            }
            return null;
        }
    }
}
