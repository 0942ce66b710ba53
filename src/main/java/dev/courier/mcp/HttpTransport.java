package dev.courier.mcp;

import com.fasterxml.jackson.databind.JsonNode;
import io.vertx.core.MultiMap;
import io.vertx.core.Vertx;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.http.HttpClient;
import io.vertx.core.http.HttpClientOptions;
import io.vertx.core.http.HttpClientRequest;
import io.vertx.core.http.HttpClientResponse;
import io.vertx.core.http.HttpMethod;
import io.vertx.core.http.RequestOptions;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.net.URI;
import java.time.Duration;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicReference;

/**
 * Streamable HTTP framing over the Vert.x core HTTP client: one POST per JSON-RPC message, the reply read
 * as {@code application/json} or {@code text/event-stream}. The byte cap and the request timeout are
 * enforced while the body streams in: past either, the request is reset (the connection closed) and
 * nothing more is buffered.
 */
final class HttpTransport implements AutoCloseable {
    private static final long IGNORED_BODY_KEEP = 16 * 1024;

    private final Vertx vertx;
    private final HttpClient client;
    private final long timeoutMillis;

    HttpTransport(Vertx vertx, Duration connectTimeout, Duration requestTimeout) {
        this.vertx = vertx;
        this.timeoutMillis = Math.max(1, requestTimeout.toMillis());
        HttpClientOptions options = new HttpClientOptions()
                .setConnectTimeout((int) Math.min(Integer.MAX_VALUE, Math.max(1, connectTimeout.toMillis())))
                .setKeepAlive(true)
                .setMaxPoolSize(64)
                .setDecompressionSupported(false) // the cap counts wire bytes: no inflating a small body into a big one
                .setTryUseCompression(false);
        this.client = vertx.createHttpClient(options);
    }

    /** {@link #post(URI, Map, Map, JsonNode, Long, long, Deadline)} bounded by the request timeout alone. */
    CompletableFuture<HttpReply> post(URI url, Map<String, String> connectorHeaders, Map<String, String> protocolHeaders,
            JsonNode body, Long expectId, long capBytes) {
        return post(url, connectorHeaders, protocolHeaders, body, expectId, capBytes, Deadline.NONE);
    }

    /**
     * POSTs {@code body}. {@code expectId} is the request id to take from the reply, or null for a notification.
     * {@code connectorHeaders} go first; protocol headers are set after them so a connector's configuration
     * cannot override them. The exchange ends at the request timeout or at {@code deadline}, whichever is
     * first. Fails only with {@link McpException} (Transport, Timeout, TooLarge).
     */
    CompletableFuture<HttpReply> post(URI url, Map<String, String> connectorHeaders, Map<String, String> protocolHeaders,
            JsonNode body, Long expectId, long capBytes, Deadline deadline) {
        CompletableFuture<HttpReply> out = new CompletableFuture<>();
        long exchangeMillis = deadline.exchangeMillis(timeoutMillis);
        if (exchangeMillis == 0) {
            out.completeExceptionally(new McpException(new McpFailure.OutOfTime(0)));
            return out;
        }
        // Past the request timeout the connector was too slow; before it, the caller's budget ran out.
        McpFailure expired = exchangeMillis < timeoutMillis
                ? new McpFailure.OutOfTime(exchangeMillis)
                : new McpFailure.Timeout(exchangeMillis);
        AtomicReference<HttpClientRequest> current = new AtomicReference<>();
        long timer = vertx.setTimer(exchangeMillis, t -> {
            if (out.completeExceptionally(new McpException(expired))) {
                abort(current.get());
            }
        });
        out.whenComplete((r, e) -> vertx.cancelTimer(timer));

        MultiMap headers = MultiMap.caseInsensitiveMultiMap();
        connectorHeaders.forEach((name, value) -> {
            if (!ConnectorEndpoint.isReservedHeader(name)) {
                headers.set(name, value);
            }
        });
        protocolHeaders.forEach(headers::set);
        headers.set("Content-Type", "application/json");
        headers.set("Accept", "application/json, text/event-stream");
        RequestOptions options = new RequestOptions()
                .setMethod(HttpMethod.POST)
                .setAbsoluteURI(url.toString())
                .setFollowRedirects(false)
                .setHeaders(headers);
        byte[] payload = Json.write(body);

        client.request(options).onComplete(ar -> {
            if (ar.failed()) {
                out.completeExceptionally(transport("connection failed", ar.cause()));
                return;
            }
            HttpClientRequest req = ar.result();
            current.set(req);
            if (out.isDone()) {
                abort(req);
                return;
            }
            req.exceptionHandler(e -> out.completeExceptionally(transport("request failed", e)));
            req.send(Buffer.buffer(payload)).onComplete(rar -> {
                if (rar.failed()) {
                    out.completeExceptionally(transport("no response", rar.cause()));
                } else {
                    read(rar.result(), req, expectId, capBytes, out);
                }
            });
        });
        return out;
    }

    private void read(HttpClientResponse resp, HttpClientRequest req, Long expectId, long cap,
            CompletableFuture<HttpReply> out) {
        int status = resp.statusCode();
        String sessionId = resp.getHeader("Mcp-Session-Id");
        String type = mediaType(resp.getHeader("Content-Type"));
        boolean sse = "text/event-stream".equals(type);
        boolean json = "application/json".equals(type) || (type != null && type.endsWith("+json"));
        boolean success = status >= 200 && status < 300;

        ByteArrayOutputStream whole = new ByteArrayOutputStream();
        long[] received = {0};
        SseMatcher matcher = sse ? new SseMatcher(expectId) : null;

        resp.exceptionHandler(e -> out.completeExceptionally(transport("connection closed before the response", e)));
        resp.handler(buf -> {
            if (out.isDone()) {
                return;
            }
            received[0] += buf.length();
            if (received[0] > cap) {
                if (out.completeExceptionally(new McpException(new McpFailure.TooLarge(cap)))) {
                    abort(req);
                }
                return;
            }
            if (matcher != null) {
                matcher.feed(buf.getBytes());
                if (matcher.found != null) {
                    // the server may keep the stream open: we have what we came for
                    if (out.complete(new HttpReply(status, sessionId, matcher.found, null, true))) {
                        abort(req);
                    }
                }
            } else if (json || whole.size() < IGNORED_BODY_KEEP) {
                whole.writeBytes(buf.getBytes());
            }
        });
        resp.endHandler(v -> {
            if (out.isDone()) {
                return;
            }
            if (matcher != null) {
                matcher.end();
                out.complete(new HttpReply(status, sessionId, matcher.found,
                        matcher.found == null ? matcher.describeMiss() : null, true));
                return;
            }
            if (whole.size() == 0 || expectId == null && !json) {
                out.complete(new HttpReply(status, sessionId, null, null, false));
                return;
            }
            if (!json) {
                out.complete(new HttpReply(status, sessionId, null,
                        success ? "unexpected content type " + (type == null ? "(none)" : type) : null, false));
                return;
            }
            try {
                JsonNode parsed = Json.parse(whole.toByteArray());
                JsonNode message = JsonRpc.pick(parsed, expectId);
                out.complete(new HttpReply(status, sessionId, message,
                        message == null ? "no JSON-RPC response with the request's id in the body" : null, false));
            } catch (IOException e) {
                out.complete(new HttpReply(status, sessionId, null, "response body is not valid JSON", false));
            }
        });
    }

    private static String mediaType(String contentType) {
        if (contentType == null) {
            return null;
        }
        int semi = contentType.indexOf(';');
        return (semi < 0 ? contentType : contentType.substring(0, semi)).trim().toLowerCase(Locale.ROOT);
    }

    private static McpException transport(String what, Throwable cause) {
        return new McpException(new McpFailure.Transport(what + ": " + McpException.describe(cause)));
    }

    private static void abort(HttpClientRequest req) {
        if (req != null) {
            try {
                req.reset();
            } catch (RuntimeException ignored) {
                // already gone
            }
        }
    }

    @Override
    public void close() {
        client.close();
    }

    /** Takes the JSON-RPC response with the expected id out of an event stream, skipping everything else. */
    private static final class SseMatcher {
        private final Long expectId;
        private final SseParser parser;
        JsonNode found;
        int unparseable;

        SseMatcher(Long expectId) {
            this.expectId = expectId;
            this.parser = new SseParser(this::onEvent);
        }

        void feed(byte[] bytes) {
            parser.feed(bytes);
        }

        void end() {
            parser.end();
        }

        private void onEvent(SseParser.Event event) {
            if (found != null || !"message".equals(event.type())) {
                return;
            }
            try {
                JsonNode message = JsonRpc.pick(Json.parse(event.data().getBytes(java.nio.charset.StandardCharsets.UTF_8)),
                        expectId);
                if (message != null) {
                    found = message;
                }
            } catch (IOException e) {
                unparseable++;
            }
        }

        String describeMiss() {
            return unparseable > 0 ? "event stream ended without the response (" + unparseable + " unparseable events)"
                    : "event stream ended before the response";
        }
    }
}
