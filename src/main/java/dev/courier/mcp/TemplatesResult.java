package dev.courier.mcp;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;

/** The outcome of paging through {@code resources/templates/list}: {@link Templates} or an {@link McpFailure}. */
public sealed interface TemplatesResult permits TemplatesResult.Templates, McpFailure {

    /** Every template object exactly as sent, in order across pages (private copies on every access). */
    record Templates(List<ObjectNode> templates, Era era, String protocolVersion) implements TemplatesResult {
        public Templates {
            templates = templates.stream().map(ObjectNode::deepCopy).toList();
        }

        @Override
        public List<ObjectNode> templates() {
            return templates.stream().map(ObjectNode::deepCopy).toList();
        }
    }
}
