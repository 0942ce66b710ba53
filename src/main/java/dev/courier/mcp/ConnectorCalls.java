package dev.courier.mcp;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.concurrent.CompletableFuture;

/**
 * One JSON-RPC call to a connector in its era: takes the era from {@link EraMemory} (negotiating when there
 * is none) and, when the remembered era turns out stale (a modern connector now answering like a 2025-era
 * one, or a legacy session the server no longer knows: HTTP 404), negotiates again once and retries.
 */
final class ConnectorCalls {
    /** A result with the revision it was obtained under. */
    record Answer(ObjectNode result, EraRecord era) {}

    private final HttpTransport transport;
    private final RequestFactory requests;
    private final EraNegotiator negotiator;
    private final EraMemory memory;

    ConnectorCalls(HttpTransport transport, RequestFactory requests, EraNegotiator negotiator, EraMemory memory) {
        this.transport = transport;
        this.requests = requests;
        this.negotiator = negotiator;
        this.memory = memory;
    }

    CompletableFuture<Answer> call(ConnectorEndpoint endpoint, String method, ObjectNode params, long capBytes,
            Deadline deadline) {
        return era(endpoint).thenCompose(era -> attempt(endpoint, era, method, params, capBytes, deadline, true));
    }

    private CompletableFuture<EraRecord> era(ConnectorEndpoint endpoint) {
        return memory.get(endpoint.id()).map(CompletableFuture::completedFuture)
                .orElseGet(() -> negotiate(endpoint));
    }

    /** Only a remembered era found stale is forgotten: a memory that merely had none may hold a good one elsewhere. */
    private CompletableFuture<EraRecord> renegotiate(ConnectorEndpoint endpoint) {
        memory.forget(endpoint.id());
        return negotiate(endpoint);
    }

    /**
     * Negotiation runs under the request timeout only, never the caller's deadline: a handshake slower than one
     * read's budget still completes and is remembered, so the next read needs one exchange. (A caller that has
     * stopped waiting is not held by it.)
     */
    private CompletableFuture<EraRecord> negotiate(ConnectorEndpoint endpoint) {
        return negotiator.negotiate(endpoint).thenApply(record -> {
            memory.put(endpoint.id(), record);
            return record;
        });
    }

    private CompletableFuture<Answer> attempt(ConnectorEndpoint endpoint, EraRecord era, String method,
            ObjectNode params, long capBytes, Deadline deadline, boolean mayRetry) {
        RequestFactory.Prepared req = requests.forEra(era, method, params);
        return transport.post(endpoint.url(), endpoint.headers(), req.headers(), req.body(), req.id(), capBytes,
                        deadline)
                .thenCompose(reply -> {
                    if (mayRetry && stale(era, reply)) {
                        return renegotiate(endpoint).thenCompose(
                                fresh -> attempt(endpoint, fresh, method, params, capBytes, deadline, false));
                    }
                    boolean notFoundOnInvalidParams = era.era() == Era.MODERN && "resources/read".equals(method);
                    return CompletableFuture.completedFuture(
                            new Answer(JsonRpc.resultOf(reply, notFoundOnInvalidParams), era));
                });
    }

    private static boolean stale(EraRecord era, HttpReply reply) {
        if (era.era() == Era.LEGACY) {
            return reply.status() == 404 && era.sessionId() != null;
        }
        return EraNegotiator.speaksLegacy(reply);
    }
}
