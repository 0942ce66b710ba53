package dev.courier.resolve;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import java.util.Optional;

/**
 * A resolve call: the connector that will receive the {@code tools/call}, its tool entry from
 * {@code tools/list}, the call's params as the agent made them, and the task run's allowed tools if restricted.
 *
 * <p>The record takes over the trees it is given (the caller has just parsed them and keeps no reference), and
 * hands out a private copy on every access: one copy per use, not one on the way in and another on the way out.
 */
public record ResolveRequest(String server, ObjectNode tool, ObjectNode params, Optional<List<String>> allowedTools) {
    public ResolveRequest {
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
