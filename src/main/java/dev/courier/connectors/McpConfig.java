package dev.courier.connectors;

import io.quarkus.runtime.configuration.MemorySize;
import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;
import java.time.Duration;

/** How Courier talks to connectors as an MCP client. */
@ConfigMapping(prefix = "courier.mcp")
public interface McpConfig {
    @WithDefault("5s")
    Duration connectTimeout();

    /** One HTTP exchange with a connector (a template page, a read). */
    @WithDefault("15s")
    Duration requestTimeout();

    /** Cap on one {@code resources/templates/list} response. */
    @WithDefault("4M")
    MemorySize templatesMaxBytes();

    @WithDefault("100")
    int templatesMaxPages();

    Breaker breaker();

    interface Breaker {
        /** Consecutive transport failures that open a connector's breaker. */
        @WithDefault("5")
        int failures();

        /** How long an open breaker fails fast before letting one trial call through. */
        @WithDefault("30s")
        Duration openFor();
    }
}
