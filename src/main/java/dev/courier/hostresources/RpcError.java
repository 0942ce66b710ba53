package dev.courier.hostresources;

import com.fasterxml.jackson.databind.node.ObjectNode;

/** A JSON-RPC error a method answers with: code, message and the contract's {@code data}, if any. */
final class RpcError extends RuntimeException {
    static final int PARSE_ERROR = -32700;
    static final int INVALID_REQUEST = -32600;
    static final int METHOD_NOT_FOUND = -32601;
    static final int INVALID_PARAMS = -32602;
    static final int RESOURCE_NOT_FOUND = -32002;
    static final int RATE_LIMITED = -32004;
    static final int TOO_LARGE = -32005;

    private final int code;
    private final ObjectNode data;

    RpcError(int code, String message, ObjectNode data) {
        super(message, null, false, false);
        this.code = code;
        this.data = data;
    }

    int code() {
        return code;
    }

    ObjectNode data() {
        return data;
    }
}
