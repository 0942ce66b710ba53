package dev.courier.connectors;

import dev.courier.mcp.McpFailure;

/** Describes a failed connector call for an operator, without anything the connector's credential holds. */
public final class Failures {
    private Failures() {
    }

    public static String describe(McpFailure failure) {
        if (failure instanceof McpFailure.NotFound f) {
            return "the connector answered not found (" + f.code() + ").";
        } else if (failure instanceof McpFailure.RpcError f) {
            return "the connector answered JSON-RPC error " + f.code() + ".";
        } else if (failure instanceof McpFailure.Transport f) {
            return "transport failure: " + f.reason() + ".";
        } else if (failure instanceof McpFailure.Protocol f) {
            return "the answer is not MCP: " + f.reason() + ".";
        } else if (failure instanceof McpFailure.Timeout f) {
            return "no answer within " + f.afterMillis() + " ms.";
        } else if (failure instanceof McpFailure.OutOfTime f) {
            return "no answer before the call's time ran out (" + f.afterMillis() + " ms).";
        } else if (failure instanceof McpFailure.InputRequired) {
            return "the connector asked for input, which Courier cannot give.";
        } else if (failure instanceof McpFailure.TooLarge f) {
            return "the answer exceeded " + f.capBytes() + " bytes.";
        }
        return "the connector failed repeatedly; calls are paused briefly.";
    }
}
