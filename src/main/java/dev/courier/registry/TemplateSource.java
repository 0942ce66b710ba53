package dev.courier.registry;

import com.fasterxml.jackson.databind.node.ArrayNode;
import java.util.Map;

/** Where templates come from when a registration does not carry them: the connector itself, over MCP. */
public interface TemplateSource {
    record Fetched(String protocolVersion, ArrayNode templates) {
        public Fetched {
            templates = templates.deepCopy();
        }
    }

    /** Thrown when the connector cannot be reached or answers with something other than templates. */
    final class UnreachableException extends Exception {
        public UnreachableException(String message) {
            super(message, null, false, false);
        }
    }

    Fetched fetch(String connectorId, String url, Map<String, String> headers) throws UnreachableException;
}
