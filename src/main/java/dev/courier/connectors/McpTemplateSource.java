package dev.courier.connectors;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import dev.courier.mcp.ConnectorEndpoint;
import dev.courier.mcp.McpClient;
import dev.courier.mcp.McpFailure;
import dev.courier.mcp.TemplatesResult;
import dev.courier.registry.TemplateSource;
import jakarta.enterprise.context.ApplicationScoped;
import java.net.URI;
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
        ConnectorEndpoint endpoint = Endpoints.of(connectorId, url, headers);
        TemplatesResult result = client.listTemplates(endpoint);
        if (result instanceof TemplatesResult.Templates templates) {
            ArrayNode list = JsonNodeFactory.instance.arrayNode();
            templates.templates().forEach(list::add);
            return new Fetched(templates.protocolVersion(), list);
        }
        throw new UnreachableException(Failures.describe((McpFailure) result));
    }

    /** Builds endpoints whose id changes with the URL, so a connector that moves is negotiated afresh. */
    static final class Endpoints {
        private Endpoints() {
        }

        static ConnectorEndpoint of(String connectorId, String url, Map<String, String> headers) {
            return new ConnectorEndpoint(connectorId + "@" + Integer.toHexString(url.hashCode()), URI.create(url),
                    headers);
        }
    }
}
