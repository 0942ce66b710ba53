package dev.courier.mcp;

import com.fasterxml.jackson.databind.node.ArrayNode;

/** The outcome of {@code resources/read}: {@link Contents} or an {@link McpFailure}. */
public sealed interface ReadResult permits ReadResult.Contents, McpFailure {

    /**
     * The {@code contents} array exactly as the connector sent it. The record takes over the array it is given
     * (the client has just parsed it) and hands out a private copy on every access: one copy per use.
     */
    record Contents(ArrayNode contents, String protocolVersion) implements ReadResult {
        @Override
        public ArrayNode contents() {
            return contents.deepCopy();
        }
    }
}
