package dev.courier.connectors;

import dev.courier.mcp.ConnectorEndpoint;
import java.net.URI;
import java.util.Map;

/**
 * Builds client endpoints. The id joins the registry's connector id with a hash of the URL, so a connector
 * that moves is negotiated afresh and gets its own circuit breaker.
 */
final class ConnectorEndpoints {
    private ConnectorEndpoints() {
    }

    static ConnectorEndpoint of(String connectorId, String url, Map<String, String> headers) {
        return new ConnectorEndpoint(connectorId + "@" + Integer.toHexString(url.hashCode()), URI.create(url),
                headers);
    }
}
