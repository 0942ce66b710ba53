package dev.courier.hostresources;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.JsonNodeType;
import com.fasterxml.jackson.databind.node.NullNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.courier.json.StrictJson;
import java.io.IOException;

/** JSON-RPC 2.0 framing for the host-resources endpoint: parsing, request shape, responses. */
final class RpcMessages {
    static final ObjectMapper MAPPER = StrictJson.MAPPER;

    private RpcMessages() {
    }

    /** The parsed body, or null when it is not one JSON document. */
    static JsonNode parse(byte[] body) {
        if (body.length == 0) {
            return null;
        }
        try {
            JsonNode node = MAPPER.readTree(body);
            return node == null || node.isMissingNode() ? null : node;
        } catch (IOException e) {
            return null;
        }
    }

    /** The request id when the message has a usable one (string or number), else JSON null for error replies. */
    static JsonNode idOf(JsonNode message) {
        if (message != null && message.isObject()) {
            JsonNode id = message.get("id");
            if (id != null && (id.isTextual() || id.isNumber())) {
                return id;
            }
        }
        return NullNode.getInstance();
    }

    /** A request or notification: {@code jsonrpc "2.0"}, a string {@code method}, params an object if present. */
    static boolean isWellFormed(JsonNode message) {
        if (message == null || !message.isObject()) {
            return false;
        }
        JsonNode version = message.get("jsonrpc");
        JsonNode method = message.get("method");
        if (version == null || !"2.0".equals(version.asText(null)) || !version.isTextual()
                || method == null || !method.isTextual()) {
            return false;
        }
        if (message.has("result") || message.has("error")) {
            return false;
        }
        JsonNode params = message.get("params");
        if (params != null && !params.isObject() && !params.isArray()) {
            return false;
        }
        // MCP forbids a null id; any other non-string, non-number id is malformed too.
        JsonNode id = message.get("id");
        return id == null || id.isTextual() || id.isNumber();
    }

    static boolean isNotification(JsonNode message) {
        return !message.has("id");
    }

    static ObjectNode result(JsonNode id, JsonNode result) {
        ObjectNode response = envelope(id);
        response.set("result", result);
        return response;
    }

    static ObjectNode error(JsonNode id, int code, String message, ObjectNode data) {
        ObjectNode response = envelope(id);
        ObjectNode error = response.putObject("error");
        error.put("code", code);
        error.put("message", message);
        if (data != null) {
            error.set("data", data);
        }
        return response;
    }

    static ObjectNode error(JsonNode id, RpcError e) {
        return error(id, e.code(), e.getMessage(), e.data());
    }

    /** The JSON type name of a value, as JSON itself names it. */
    static String typeName(JsonNode node) {
        JsonNodeType type = node.getNodeType();
        switch (type) {
            case ARRAY:
                return "array";
            case OBJECT:
            case POJO:
                return "object";
            case STRING:
            case BINARY:
                return "string";
            case NUMBER:
                return "number";
            case BOOLEAN:
                return "boolean";
            case NULL:
            case MISSING:
            default:
                return "null";
        }
    }

    static ObjectNode object() {
        return MAPPER.createObjectNode();
    }

    private static ObjectNode envelope(JsonNode id) {
        ObjectNode response = MAPPER.createObjectNode();
        response.put("jsonrpc", "2.0");
        response.set("id", id);
        return response;
    }
}
