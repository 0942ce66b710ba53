package dev.courier.mcp;

import com.fasterxml.jackson.databind.node.ArrayNode;

/** The outcome of {@code resources/read}: {@link Contents} or an {@link McpFailure}. */
public sealed interface ReadResult permits ReadResult.Contents, McpFailure {

    /** The {@code contents} array exactly as the connector sent it (a private copy on every access). */
    record Contents(ArrayNode contents, String protocolVersion) implements ReadResult {
        public Contents {
            contents = contents.deepCopy();
        }

        @Override
        public ArrayNode contents() {
            return contents.deepCopy();
        }
    }
}
