package dev.courier.api;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.courier.resolve.ResolveRequest;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** Reads a resolve body; the agent's params pass through untouched apart from their shape checks. */
final class ResolveRequests {
    private ResolveRequests() {
    }

    static ResolveRequest parse(JsonNode body) {
        if (!body.isObject()) {
            throw ApiProblem.badRequest("The body must be a JSON object.");
        }
        JsonNode server = body.get("server");
        if (server == null || !server.isTextual()) {
            throw ApiProblem.badRequest("server is required: the id of the connector that receives the call.");
        }
        Ids.require("server", server.asText());
        if (!(body.get("tool") instanceof ObjectNode tool)) {
            throw ApiProblem.badRequest("tool is required and must be the tool's object from tools/list.");
        }
        if (!(body.get("params") instanceof ObjectNode params)) {
            throw ApiProblem.badRequest("params is required and must be the tools/call params object.");
        }
        JsonNode meta = params.get("_meta");
        if (meta != null && !meta.isObject()) {
            throw ApiProblem.badRequest("params._meta must be an object when present.");
        }
        return new ResolveRequest(server.asText(), tool, params, allowedTools(body.get("allowedTools")));
    }

    private static Optional<List<String>> allowedTools(JsonNode node) {
        if (node == null || node.isNull()) {
            return Optional.empty();
        }
        if (!node.isArray()) {
            throw ApiProblem.badRequest("allowedTools must be an array of tool names when present.");
        }
        List<String> names = new ArrayList<>();
        for (JsonNode name : node) {
            if (!name.isTextual()) {
                throw ApiProblem.badRequest("allowedTools must hold only strings.");
            }
            names.add(name.asText());
        }
        return Optional.of(names);
    }
}
