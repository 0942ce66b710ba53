package dev.courier.mcp;

import java.net.URI;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;

/**
 * Where a connector lives and the credential headers sent (only) to it.
 *
 * <p>The headers are a credential: {@link #toString()} names only the connector id and the header
 * <em>names</em> are never printed either; no exception or log built by this package contains them.
 */
public record ConnectorEndpoint(String id, URI url, Map<String, String> headers) {

    public ConnectorEndpoint {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(url, "url");
        String scheme = url.getScheme();
        if (scheme == null || !(scheme.equalsIgnoreCase("http") || scheme.equalsIgnoreCase("https"))) {
            throw new IllegalArgumentException("connector url must be http or https");
        }
        headers = headers == null ? Map.of() : Map.copyOf(headers);
    }

    public ConnectorEndpoint(String id, URI url) {
        this(id, url, Map.of());
    }

    /**
     * Framing and protocol headers that Courier sets itself, so a connector's credential headers may not: the
     * registry refuses them and the transport never sends them.
     */
    public static boolean isReservedHeader(String name) {
        String n = name.toLowerCase(Locale.ROOT);
        return n.startsWith("mcp-") || n.equals("last-event-id") || n.equals("content-length")
                || n.equals("transfer-encoding") || n.equals("connection") || n.equals("host") || n.equals("upgrade")
                || n.equals("content-type") || n.equals("accept") || n.equals("te") || n.equals("trailer")
                || n.equals("keep-alive");
    }

    @Override
    public String toString() {
        return "ConnectorEndpoint[id=" + id + ", headers=" + (headers.isEmpty() ? "none" : "(redacted)") + "]";
    }
}
