package dev.courier.connectors;

import dev.courier.mcp.McpClient;
import dev.courier.mcp.McpClientConfig;
import dev.courier.store.WorkspaceStore;
import io.smallrye.mutiny.infrastructure.Infrastructure;
import io.vertx.core.Vertx;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.inject.Disposes;
import jakarta.enterprise.inject.Produces;

/** One MCP client per process, on Quarkus's Vert.x, remembering eras in the shared store. */
@ApplicationScoped
public class McpClientProducer {
    private static final int BREAKER_CONNECTORS = 10_000;

    @Produces
    @ApplicationScoped
    McpClient mcpClient(Vertx vertx, McpConfig config, WorkspaceStore store) {
        McpClientConfig clientConfig = new McpClientConfig(config.connectTimeout(), config.requestTimeout(),
                config.templatesMaxBytes().asLongValue(), config.templatesMaxPages(), config.breaker().failures(),
                config.breaker().openFor(), BREAKER_CONNECTORS, "0.1.0");
        return new McpClient(vertx, clientConfig, new StoreEraMemory(store, Infrastructure.getDefaultWorkerPool()));
    }

    void close(@Disposes McpClient client) {
        client.close();
    }
}
