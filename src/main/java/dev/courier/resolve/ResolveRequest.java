package dev.courier.resolve;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import java.util.Optional;

/**
 * A resolve call: the connector that will receive the {@code tools/call}, its tool entry from
 * {@code tools/list}, the call's params as the agent made them, and the task run's allowed tools if restricted.
 */
public record ResolveRequest(String server, ObjectNode tool, ObjectNode params, Optional<List<String>> allowedTools) {
    public ResolveRequest {
        tool = tool.deepCopy();
        params = params.deepCopy();
        allowedTools = allowedTools.map(List::copyOf);
    }

    @Override
    public ObjectNode params() {
        return params.deepCopy();
    }

    @Override
    public ObjectNode tool() {
        return tool.deepCopy();
    }
}
