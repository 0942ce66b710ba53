package dev.courier.registry;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

/** A template that was not stored, with its position in what the connector sent and why. */
public record RejectedTemplate(int index, JsonNode uriTemplate, String reason) {
    public ObjectNode toJson() {
        ObjectNode node = JsonNodeFactory.instance.objectNode();
        node.put("index", index);
        node.set("uriTemplate", uriTemplate == null ? JsonNodeFactory.instance.nullNode() : uriTemplate.deepCopy());
        node.put("reason", reason);
        return node;
    }
}
