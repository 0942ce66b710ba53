package dev.courier.mcp;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.vertx.core.Vertx;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.function.Function;

/**
 * A lean MCP client over Streamable HTTP that speaks both eras (2026-07-28 and 2024-11-05 … 2025-11-25) and
 * hands every JSON value back as a Jackson tree, unchanged.
 *
 * <p>The async methods complete on a Vert.x event loop and never complete exceptionally: every failure is
 * an {@link McpFailure} value. The blocking methods wait for them and must not be called on an event loop.
 */
public final class McpClient implements AutoCloseable {
    private final McpClientConfig config;
    private final HttpTransport transport;
    private final ConnectorCalls calls;
    private final ConnectorBreakers breakers;

    /** @param vertx the application's Vert.x (in Quarkus, inject {@code io.vertx.core.Vertx}) */
    public McpClient(Vertx vertx, McpClientConfig config, EraMemory memory) {
        this.config = Objects.requireNonNull(config, "config");
        this.transport = new HttpTransport(vertx, config.connectTimeout(), config.requestTimeout());
        RequestFactory requests = new RequestFactory(config.clientVersion());
        this.calls = new ConnectorCalls(transport, requests, new EraNegotiator(transport, requests),
                Objects.requireNonNull(memory, "memory"));
        this.breakers = new ConnectorBreakers(config.breakerFailures(), config.breakerOpenFor(),
                config.breakerMaxConnectors(), System::nanoTime);
    }

    /** Pages through {@code resources/templates/list}; each template object comes back exactly as sent. */
    public CompletionStage<TemplatesResult> listTemplatesAsync(ConnectorEndpoint endpoint) {
        return guarded(endpoint, () -> page(endpoint, null, new ArrayList<>(), 1), answer -> answer,
                TemplatesResult.class);
    }

    /**
     * {@code resources/read} of {@code uri}; the {@code contents} array comes back exactly as sent. A body
     * larger than {@code maxBytes} is {@link McpFailure.TooLarge}. Each HTTP exchange is bounded by the request
     * timeout.
     */
    public CompletionStage<ReadResult> readAsync(ConnectorEndpoint endpoint, String uri, long maxBytes) {
        return readBefore(endpoint, uri, maxBytes, Deadline.NONE);
    }

    /**
     * {@link #readAsync(ConnectorEndpoint, String, long)} that answers within {@code within}: past it the read's
     * request is reset and the result is {@link McpFailure.OutOfTime}, which the connector's breaker does not
     * count. Era negotiation, when the connector's era is not known yet, runs to the request timeout regardless,
     * so that a slow handshake is still remembered for the next read.
     */
    public CompletionStage<ReadResult> readAsync(ConnectorEndpoint endpoint, String uri, long maxBytes,
            Duration within) {
        return readBefore(endpoint, uri, maxBytes, Deadline.in(within));
    }

    private CompletionStage<ReadResult> readBefore(ConnectorEndpoint endpoint, String uri, long maxBytes,
            Deadline deadline) {
        Objects.requireNonNull(uri, "uri");
        ObjectNode params = Json.MAPPER.createObjectNode().put("uri", uri);
        return guarded(endpoint, () -> calls.call(endpoint, "resources/read", params, maxBytes, deadline),
                McpClient::readResultOf, ReadResult.class);
    }

    private static ReadResult readResultOf(ConnectorCalls.Answer answer) {
        JsonNode contents = answer.result().get("contents");
        if (contents == null || !contents.isArray()) {
            return new McpFailure.Protocol("resources/read result has no contents array");
        }
        return new ReadResult.Contents((ArrayNode) contents, answer.era().protocolVersion());
    }

    /** Blocking {@link #listTemplatesAsync}; not on an event loop. */
    public TemplatesResult listTemplates(ConnectorEndpoint endpoint) {
        refuseEventLoop();
        return listTemplatesAsync(endpoint).toCompletableFuture().join();
    }

    /** Blocking {@link #readAsync}; not on an event loop. */
    public ReadResult read(ConnectorEndpoint endpoint, String uri, long maxBytes) {
        refuseEventLoop();
        return readAsync(endpoint, uri, maxBytes).toCompletableFuture().join();
    }

    private static void refuseEventLoop() {
        if (io.vertx.core.Context.isOnEventLoopThread()) {
            throw new IllegalStateException("blocking MCP call on an event loop: use the async methods");
        }
    }

    private CompletableFuture<TemplatesResult> page(ConnectorEndpoint endpoint, String cursor,
            List<ObjectNode> acc, int pageNo) {
        ObjectNode params = Json.MAPPER.createObjectNode();
        if (cursor != null) {
            params.put("cursor", cursor);
        }
        return calls.call(endpoint, "resources/templates/list", params, config.templatesByteCap(), Deadline.NONE)
                .thenCompose(answer -> {
                    JsonNode items = answer.result().get("resourceTemplates");
                    if (items == null || !items.isArray()) {
                        throw new McpException(new McpFailure.Protocol("result has no resourceTemplates array"));
                    }
                    for (JsonNode item : items) {
                        if (!item.isObject()) {
                            throw new McpException(new McpFailure.Protocol("a resourceTemplates item is not an object"));
                        }
                        acc.add((ObjectNode) item);
                    }
                    String next = nextCursor(answer.result().get("nextCursor"), answer.era().era());
                    if (next == null) {
                        return CompletableFuture.completedFuture(
                                new TemplatesResult.Templates(acc, answer.era().era(), answer.era().protocolVersion()));
                    }
                    if (pageNo >= config.maxTemplatePages()) {
                        throw new McpException(new McpFailure.Protocol(
                                "more than " + config.maxTemplatePages() + " pages of resource templates"));
                    }
                    return page(endpoint, next, acc, pageNo + 1);
                });
    }

    /**
     * The cursor to follow, or null at the end. In 2026-07-28 only an absent or null {@code nextCursor} ends
     * the list (an empty string is a valid cursor); 2025-era servers commonly send {@code ""} for "no more".
     */
    static String nextCursor(JsonNode next, Era era) {
        if (next == null || next.isNull()) {
            return null;
        }
        if (!next.isTextual()) {
            throw new McpException(new McpFailure.Protocol("nextCursor is not a string"));
        }
        String value = next.asText();
        return era == Era.LEGACY && value.isEmpty() ? null : value;
    }

    private <A, R> CompletionStage<R> guarded(ConnectorEndpoint endpoint,
            java.util.function.Supplier<CompletableFuture<A>> call, Function<A, ? extends R> onSuccess,
            Class<R> resultType) {
        Objects.requireNonNull(endpoint, "endpoint");
        if (!breakers.allow(endpoint.id())) {
            return CompletableFuture.completedFuture(resultType.cast(new McpFailure.CircuitOpen()));
        }
        CompletableFuture<A> started;
        try {
            started = call.get();
        } catch (RuntimeException e) {
            started = CompletableFuture.failedFuture(e);
        }
        return started.handle((answer, error) -> {
            R result;
            if (error != null) {
                result = resultType.cast(McpException.failureOf(error));
            } else {
                try {
                    result = onSuccess.apply(answer);
                } catch (RuntimeException e) {
                    result = resultType.cast(McpException.failureOf(e));
                }
            }
            breakers.record(endpoint.id(), result instanceof McpFailure f ? f : null);
            return result;
        });
    }

    @Override
    public void close() {
        transport.close();
    }
}
