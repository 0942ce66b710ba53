package dev.courier.registry;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import java.util.Map;

/** A connector whose template matched a URI, and the variable values recovered from it. */
public record RouteCandidate(String server, String uriTemplate, Map<String, Object> variables) {
    public RouteCandidate {
        variables = Map.copyOf(variables);
    }

    public ObjectNode toJson() {
        ObjectNode node = JsonNodeFactory.instance.objectNode();
        node.put("server", server);
        node.put("uriTemplate", uriTemplate);
        ObjectNode values = node.putObject("variables");
        variables.entrySet().stream().sorted(Map.Entry.comparingByKey())
                .forEach(e -> values.set(e.getKey(), toJson(e.getValue())));
        return node;
    }

    private static JsonNode toJson(Object value) {
        JsonNodeFactory json = JsonNodeFactory.instance;
        if (value instanceof List<?> list) {
            var array = json.arrayNode();
            list.forEach(item -> array.add(String.valueOf(item)));
            return array;
        }
        if (value instanceof Map<?, ?> map) {
            ObjectNode object = json.objectNode();
            map.forEach((k, v) -> object.put(String.valueOf(k), String.valueOf(v)));
            return object;
        }
        return json.textNode(String.valueOf(value));
    }
}
