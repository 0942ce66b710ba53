package dev.courier.mcp;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Map;
import java.util.concurrent.CompletableFuture;

/**
 * Finds out which era a connector speaks: {@code server/discover} at 2026-07-28 first; when the answer is
 * what a 2025-era server gives (HTTP 400 without a modern error, 404, 405, or JSON-RPC method-not-found),
 * the {@code initialize} handshake offering 2025-11-25 followed by {@code notifications/initialized}.
 */
final class EraNegotiator {
    private static final long HANDSHAKE_CAP = 1024 * 1024;

    private final HttpTransport transport;
    private final RequestFactory requests;

    EraNegotiator(HttpTransport transport, RequestFactory requests) {
        this.transport = transport;
        this.requests = requests;
    }

    CompletableFuture<EraRecord> negotiate(ConnectorEndpoint endpoint) {
        RequestFactory.Prepared discover = requests.modern("server/discover", Json.MAPPER.createObjectNode());
        return transport.post(endpoint.url(), endpoint.headers(), discover.headers(), discover.body(), discover.id(),
                HANDSHAKE_CAP).thenCompose(reply -> {
                    if (speaksLegacy(reply)) {
                        return initialize(endpoint);
                    }
                    ObjectNode result = JsonRpc.resultOf(reply, false);
                    JsonNode supported = result.get("supportedVersions");
                    if (supported != null && supported.isArray()) {
                        for (JsonNode v : supported) {
                            if (Protocols.MODERN.equals(v.asText())) {
                                return CompletableFuture.completedFuture(
                                        new EraRecord(Era.MODERN, Protocols.MODERN, null));
                            }
                        }
                        return initialize(endpoint); // a discover-capable server without our modern revision
                    }
                    // answered server/discover at 2026-07-28 without listing versions: take it as modern
                    return CompletableFuture.completedFuture(new EraRecord(Era.MODERN, Protocols.MODERN, null));
                });
    }

    /** Whether a reply to a modern request is what a 2025-era server answers. */
    static boolean speaksLegacy(HttpReply reply) {
        int status = reply.status();
        if (status == 404 || status == 405) {
            return true;
        }
        JsonNode error = reply.message() == null ? null : reply.message().get("error");
        int code = error == null ? 0 : error.path("code").asInt(0);
        if (status == 400) {
            if (code == Protocols.UNSUPPORTED_PROTOCOL_VERSION) {
                return offersLegacy(error.path("data").path("supported"));
            }
            return code != Protocols.HEADER_MISMATCH && code != Protocols.MISSING_CLIENT_CAPABILITY
                    && code != JsonRpc.INVALID_PARAMS && code != JsonRpc.RESOURCE_NOT_FOUND_LEGACY;
        }
        return reply.ok() && code == JsonRpc.METHOD_NOT_FOUND;
    }

    private static boolean offersLegacy(JsonNode supported) {
        if (supported.isArray()) {
            for (JsonNode v : supported) {
                if (Protocols.LEGACY_ACCEPTED.contains(v.asText())) {
                    return true;
                }
            }
        }
        return false;
    }

    private CompletableFuture<EraRecord> initialize(ConnectorEndpoint endpoint) {
        RequestFactory.Prepared init = requests.initialize();
        return transport.post(endpoint.url(), endpoint.headers(), Map.of(), init.body(), init.id(), HANDSHAKE_CAP)
                .thenCompose(reply -> {
                    ObjectNode result = JsonRpc.resultOf(reply, false);
                    String version = result.path("protocolVersion").asText("");
                    if (!Protocols.LEGACY_ACCEPTED.contains(version)) {
                        throw new McpException(new McpFailure.Protocol(
                                "server chose an unsupported protocol version"));
                    }
                    EraRecord record = new EraRecord(Era.LEGACY, version, reply.sessionId());
                    RequestFactory.Prepared done = requests.legacyNotification("notifications/initialized", record);
                    return transport.post(endpoint.url(), endpoint.headers(), done.headers(), done.body(), null,
                            HANDSHAKE_CAP).thenApply(ack -> {
                                if (!ack.ok()) {
                                    throw new McpException(new McpFailure.Transport(
                                            "HTTP " + ack.status() + " on notifications/initialized"));
                                }
                                return record;
                            });
                });
    }
}
