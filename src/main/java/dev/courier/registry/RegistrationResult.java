package dev.courier.registry;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;

/** A stored connector and the templates that were left out of it. */
public record RegistrationResult(ConnectorRecord connector, List<RejectedTemplate> rejected) {
    public RegistrationResult {
        rejected = List.copyOf(rejected);
    }

    public ObjectNode toJson() {
        ObjectNode node = JsonNodeFactory.instance.objectNode();
        node.put("server", connector.server());
        node.put("kind", connector.kind().wireName());
        if (connector.protocolVersion().isPresent()) {
            node.put("protocolVersion", connector.protocolVersion().get());
        } else {
            node.putNull("protocolVersion");
        }
        node.set("templates", connector.templates());
        var list = node.putArray("rejected");
        rejected.forEach(r -> list.add(r.toJson()));
        return node;
    }
}
