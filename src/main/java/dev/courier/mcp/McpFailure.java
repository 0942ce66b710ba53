package dev.courier.mcp;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * Why a call to a connector failed. Every reason string is built by this package from status codes
 * and exception messages; none contains a connector's configured headers.
 */
public sealed interface McpFailure extends ReadResult, TemplatesResult {

    /** The resource does not exist ({@code -32002}, or {@code -32602} on a 2026-07-28 read). */
    record NotFound(int code, String message) implements McpFailure {}

    /** Any other JSON-RPC error, kept whole. {@code data} is null when the server sent none. */
    record RpcError(int code, String message, JsonNode data) implements McpFailure {
        public RpcError {
            data = data == null ? null : data.deepCopy();
        }

        @Override
        public JsonNode data() {
            return data == null ? null : data.deepCopy();
        }
    }

    /** The connection failed, was refused, or closed before the response; or an unexpected HTTP status. */
    record Transport(String reason) implements McpFailure {}

    /** The peer answered something that is not MCP over Streamable HTTP (bad JSON, wrong content type, …). */
    record Protocol(String reason) implements McpFailure {}

    /** No response within the configured request timeout. */
    record Timeout(long afterMillis) implements McpFailure {}

    /**
     * The caller's time for the operation ran out before the connector answered (a read given a budget shorter
     * than the request timeout). It says nothing about the connector, so its breaker does not count it.
     */
    record OutOfTime(long afterMillis) implements McpFailure {}

    /** The server asked for input ({@code resultType: "input_required"}), which this path cannot give. */
    record InputRequired() implements McpFailure {}

    /** The response body grew past the byte cap; reading stopped there and the connection was closed. */
    record TooLarge(long capBytes) implements McpFailure {}

    /** The connector's circuit breaker is open after repeated failures: the call was not made. */
    record CircuitOpen() implements McpFailure {}
}
