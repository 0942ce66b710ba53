package dev.courier.mcp;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * What one HTTP exchange produced.
 *
 * @param status      HTTP status
 * @param sessionId   the {@code Mcp-Session-Id} response header, or null
 * @param message     the JSON-RPC response whose id matched (or an error with a null id), or null
 * @param problem     why no message could be taken from a body that had one, or null
 * @param eventStream whether the body was {@code text/event-stream}
 */
record HttpReply(int status, String sessionId, JsonNode message, String problem, boolean eventStream) {
    boolean ok() {
        return status >= 200 && status < 300;
    }
}
