package dev.courier.registry;

import com.fasterxml.jackson.databind.node.ArrayNode;
import dev.courier.capabilities.ConnectionKind;
import java.util.Map;
import java.util.Optional;

/** What the host registers: the connector's address, its kind, its credential, and optionally its templates. */
public record ConnectorRegistration(String url, ConnectionKind kind, Map<String, String> headers,
        Optional<ArrayNode> templates) {
    public ConnectorRegistration {
        headers = Map.copyOf(headers);
        templates = templates.map(ArrayNode::deepCopy);
    }

    @Override
    public String toString() {
        // The headers are a credential: never part of any printed form.
        return "ConnectorRegistration[url=" + url + ", kind=" + kind + ", headers=<" + headers.size() + " hidden>]";
    }
}
