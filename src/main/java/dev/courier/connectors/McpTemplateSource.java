package dev.courier.connectors;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import dev.courier.mcp.ConnectorEndpoint;
import dev.courier.mcp.McpClient;
import dev.courier.mcp.McpFailure;
import dev.courier.mcp.TemplatesResult;
import dev.courier.registry.TemplateSource;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.Map;

/** Fetches a connector's templates over MCP, whichever protocol era it speaks. */
@ApplicationScoped
public class McpTemplateSource implements TemplateSource {
    private final McpClient client;

    public McpTemplateSource(McpClient client) {
        this.client = client;
    }

    @Override
    public Fetched fetch(String connectorId, String url, Map<String, String> headers) throws UnreachableException {
        ConnectorEndpoint endpoint = ConnectorEndpoints.of(connectorId, url, headers);
        TemplatesResult result = client.listTemplates(endpoint);
        if (result instanceof TemplatesResult.Templates templates) {
            ArrayNode list = JsonNodeFactory.instance.arrayNode();
            templates.templates().forEach(list::add);
            return new Fetched(templates.protocolVersion(), list);
        }
        throw new UnreachableException(Failures.describe((McpFailure) result));
    }
}
