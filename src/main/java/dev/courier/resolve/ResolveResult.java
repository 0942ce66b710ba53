package dev.courier.resolve;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

/** The params to forward with the {@code tools/call}, and one trace event per resolved string. */
public record ResolveResult(ObjectNode params, ArrayNode trace) {
    public ObjectNode toJson() {
        ObjectNode body = JsonNodeFactory.instance.objectNode();
        body.set("params", params);
        body.set("trace", trace);
        return body;
    }
}
