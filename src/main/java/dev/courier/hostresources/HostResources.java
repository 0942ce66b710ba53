package dev.courier.hostresources;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.courier.capabilities.ProtocolRevision;
import dev.courier.rate.RateBudget;
import dev.courier.store.BucketDecision;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.Optional;

/**
 * Answers one JSON-RPC message a connector sent to the host. The order is the contract's: the rate token is
 * taken first, for every message, valid or not; then framing (-32700, -32600); notifications get no answer;
 * a 2026-07-28 connection has no host methods (-32601); then the method.
 */
@ApplicationScoped
public class HostResources {
    public static final String READ = "ai.nimblebrain/resources/read";
    public static final String LIST = "ai.nimblebrain/resources/list";

    private final RateBudget budget;
    private final ReadMethod read;
    private final ListMethod list;

    public HostResources(RateBudget budget, ReadMethod read, ListMethod list) {
        this.budget = budget;
        this.read = read;
        this.list = list;
    }

    /** The response to send, or empty for a notification (no response is due). */
    public Optional<ObjectNode> handle(Caller caller, ProtocolRevision revision, byte[] body) {
        BucketDecision charge = budget.charge(caller.workspace(), caller.server());
        JsonNode message = RpcMessages.parse(body);
        JsonNode id = RpcMessages.idOf(message);
        boolean wellFormed = RpcMessages.isWellFormed(message);
        if (wellFormed && RpcMessages.isNotification(message)) {
            // JSON-RPC forbids answering a notification, even a refused one; none of ours has an effect anyway.
            return Optional.empty();
        }
        if (!charge.granted()) {
            ObjectNode data = RpcMessages.object();
            data.put("retryAfterMs", charge.retryAfterMillis());
            return Optional.of(RpcMessages.error(id, RpcError.RATE_LIMITED,
                    "Rate limited: this server's request budget in the workspace is spent.", data));
        }
        if (message == null) {
            return Optional.of(RpcMessages.error(id, RpcError.PARSE_ERROR, "Parse error: the body is not JSON.", null));
        }
        if (!wellFormed) {
            String why = message.isArray() ? "Invalid request: batches are not supported."
                    : "Invalid request: not a JSON-RPC 2.0 request.";
            return Optional.of(RpcMessages.error(id, RpcError.INVALID_REQUEST, why, null));
        }
        String method = message.get("method").asText();
        if (revision.isModern()) {
            return Optional.of(RpcMessages.error(id, RpcError.METHOD_NOT_FOUND, "Method not found: host resources "
                    + "are not served on 2026-07-28 connections.", null));
        }
        try {
            switch (method) {
                case READ:
                    return Optional.of(RpcMessages.result(id, read.read(caller, params(message))));
                case LIST:
                    return Optional.of(RpcMessages.result(id, list.list(caller, params(message))));
                default:
                    return Optional.of(RpcMessages.error(id, RpcError.METHOD_NOT_FOUND, "Method not found.", null));
            }
        } catch (RpcError e) {
            return Optional.of(RpcMessages.error(id, e));
        }
    }

    /** The params object; absent params count as empty, and array params are not what these methods take. */
    private static ObjectNode params(JsonNode message) {
        JsonNode params = message.get("params");
        if (params == null) {
            return RpcMessages.object();
        }
        if (!params.isObject()) {
            throw new RpcError(RpcError.INVALID_PARAMS, "Invalid params: params must be an object.", null);
        }
        return (ObjectNode) params;
    }
}
