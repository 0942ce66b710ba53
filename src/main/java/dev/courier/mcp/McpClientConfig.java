package dev.courier.mcp;

import java.time.Duration;
import java.util.Objects;

/**
 * Limits of the client.
 *
 * @param connectTimeout       TCP/TLS connect timeout
 * @param requestTimeout       whole-exchange timeout of one HTTP request (connect, headers and body)
 * @param templatesByteCap     byte cap of one {@code resources/templates/list} response
 * @param maxTemplatePages     most pages followed through {@code nextCursor}; more is a failure
 * @param breakerFailures      consecutive failures (transport, protocol, timeout) that open a connector's breaker
 * @param breakerOpenFor       how long an open breaker fails fast before one trial call is let through
 * @param breakerMaxConnectors most connectors whose breaker state is kept (least recently used dropped)
 * @param clientVersion        {@code clientInfo.version} sent to connectors
 */
public record McpClientConfig(
        Duration connectTimeout,
        Duration requestTimeout,
        long templatesByteCap,
        int maxTemplatePages,
        int breakerFailures,
        Duration breakerOpenFor,
        int breakerMaxConnectors,
        String clientVersion) {

    public McpClientConfig {
        Objects.requireNonNull(connectTimeout);
        Objects.requireNonNull(requestTimeout);
        Objects.requireNonNull(breakerOpenFor);
        Objects.requireNonNull(clientVersion);
        if (templatesByteCap <= 0 || maxTemplatePages <= 0 || breakerFailures <= 0 || breakerMaxConnectors <= 0) {
            throw new IllegalArgumentException("limits must be positive");
        }
    }

    public static McpClientConfig defaults() {
        return new McpClientConfig(Duration.ofSeconds(5), Duration.ofSeconds(15), 4L * 1024 * 1024, 100,
                5, Duration.ofSeconds(30), 10_000, "0.1.0");
    }

    public McpClientConfig withRequestTimeout(Duration d) {
        return new McpClientConfig(connectTimeout, d, templatesByteCap, maxTemplatePages, breakerFailures,
                breakerOpenFor, breakerMaxConnectors, clientVersion);
    }

    public McpClientConfig withTemplatesByteCap(long cap) {
        return new McpClientConfig(connectTimeout, requestTimeout, cap, maxTemplatePages, breakerFailures,
                breakerOpenFor, breakerMaxConnectors, clientVersion);
    }

    public McpClientConfig withBreaker(int failures, Duration openFor) {
        return new McpClientConfig(connectTimeout, requestTimeout, templatesByteCap, maxTemplatePages, failures,
                openFor, breakerMaxConnectors, clientVersion);
    }

    public McpClientConfig withMaxTemplatePages(int pages) {
        return new McpClientConfig(connectTimeout, requestTimeout, templatesByteCap, pages, breakerFailures,
                breakerOpenFor, breakerMaxConnectors, clientVersion);
    }
}
