package dev.courier.mcp;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

/** JSON-RPC 2.0 messages: building requests and turning a reply into a result or an {@link McpFailure}. */
final class JsonRpc {
    static final int RESOURCE_NOT_FOUND_LEGACY = -32002;
    static final int INVALID_PARAMS = -32602;
    static final int METHOD_NOT_FOUND = -32601;

    private JsonRpc() {}

    static ObjectNode request(long id, String method, ObjectNode params) {
        ObjectNode req = Json.MAPPER.createObjectNode();
        req.put("jsonrpc", "2.0");
        req.put("id", id);
        req.put("method", method);
        req.set("params", params);
        return req;
    }

    static ObjectNode notification(String method, ObjectNode params) {
        ObjectNode n = Json.MAPPER.createObjectNode();
        n.put("jsonrpc", "2.0");
        n.put("method", method);
        if (params != null) {
            n.set("params", params);
        }
        return n;
    }

    /**
     * The response to request {@code id} inside a parsed body (an object or a batch array); an error response
     * with a null id (the server could not read the request) counts too. Requests and notifications from the
     * server, and responses to other ids, are skipped.
     */
    static JsonNode pick(JsonNode body, Long id) {
        if (id == null) {
            return null;
        }
        if (body.isArray()) {
            for (JsonNode element : body) {
                JsonNode m = pick(element, id);
                if (m != null) {
                    return m;
                }
            }
            return null;
        }
        if (!body.isObject() || body.has("method")) {
            return null;
        }
        if (!body.has("result") && !body.has("error")) {
            return null;
        }
        JsonNode rid = body.get("id");
        if (rid == null || rid.isNull()) {
            return body.has("error") ? body : null;
        }
        if (rid.isIntegralNumber() && rid.canConvertToLong() && rid.asLong() == id) {
            return body;
        }
        return rid.isTextual() && rid.asText().equals(Long.toString(id)) ? body : null;
    }

    /** The error inside a response as a failure, or null when it is not an error response. */
    static McpFailure errorOf(JsonNode message, boolean notFoundOnInvalidParams) {
        JsonNode error = message == null ? null : message.get("error");
        if (error == null) {
            return null;
        }
        if (!error.isObject() || !error.path("code").isIntegralNumber()) {
            return new McpFailure.Protocol("malformed JSON-RPC error object");
        }
        int code = error.get("code").asInt();
        String text = error.path("message").isTextual() ? error.get("message").asText() : "";
        if (code == RESOURCE_NOT_FOUND_LEGACY || (notFoundOnInvalidParams && code == INVALID_PARAMS)) {
            return new McpFailure.NotFound(code, text);
        }
        return new McpFailure.RpcError(code, text, error.get("data"));
    }

    /**
     * The {@code result} object of a reply, or throws {@link McpException}: JSON-RPC errors keep code, message
     * and data; {@code resultType: "input_required"} is {@link McpFailure.InputRequired}; a reply without a
     * response is a Transport failure (HTTP error or stream cut) or a Protocol failure (a 2xx that is not MCP).
     */
    static ObjectNode resultOf(HttpReply reply, boolean notFoundOnInvalidParams) {
        JsonNode message = reply.message();
        if (message == null) {
            if (!reply.ok()) {
                throw new McpException(new McpFailure.Transport("HTTP " + reply.status()));
            }
            String problem = reply.problem() == null ? "no JSON-RPC response" : reply.problem();
            throw new McpException(reply.eventStream() && problem.startsWith("event stream ended")
                    ? new McpFailure.Transport(problem) : new McpFailure.Protocol(problem));
        }
        McpFailure error = errorOf(message, notFoundOnInvalidParams);
        if (error != null) {
            throw new McpException(error);
        }
        JsonNode result = message.get("result");
        if (result == null || !result.isObject()) {
            throw new McpException(new McpFailure.Protocol("JSON-RPC result is not an object"));
        }
        if ("input_required".equals(result.path("resultType").asText(null))) {
            throw new McpException(new McpFailure.InputRequired());
        }
        return (ObjectNode) result;
    }
}
