package dev.courier.connectors;

import dev.courier.mcp.ConnectorEndpoint;
import dev.courier.mcp.McpClient;
import dev.courier.mcp.McpFailure;
import dev.courier.mcp.ReadResult;
import dev.courier.registry.ConnectorRecord;
import dev.courier.registry.ConnectorRegistry;
import dev.courier.resolve.Outcome;
import dev.courier.resolve.ReadOutcome;
import dev.courier.resolve.ResourceArgumentsConfig;
import dev.courier.resolve.ResourceReader;
import jakarta.enterprise.context.ApplicationScoped;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import org.jboss.logging.Logger;

/** Reads a resource with {@code resources/read} on the connector that serves it, with its workspace credential. */
@ApplicationScoped
public class McpResourceReader implements ResourceReader {
    private static final Logger LOG = Logger.getLogger(McpResourceReader.class);
    /** Room for the JSON-RPC envelope, item fields and SSE framing around the text. */
    public static final long ENVELOPE_BYTES = 64 * 1024;

    private final McpClient client;
    private final ConnectorRegistry registry;
    private final long maxBytes;

    public McpResourceReader(McpClient client, ConnectorRegistry registry, ResourceArgumentsConfig config) {
        this.client = client;
        this.registry = registry;
        // A JSON string escapes a character in up to 6 bytes (\\uXXXX, as ensure_ascii servers send every
        // non-ASCII one), so a body of maxChars × 6 plus an envelope holds every resource within maxChars.
        this.maxBytes = config.maxChars() * 6L + ENVELOPE_BYTES;
    }

    @Override
    public CompletionStage<ReadOutcome> read(String workspace, ConnectorRecord serving, String uri, Duration within) {
        ConnectorEndpoint endpoint;
        try {
            endpoint = ConnectorEndpoints.of(ConnectorRegistry.connectorId(workspace, serving.server()),
                    serving.url(), registry.credentials(workspace, serving));
        } catch (IllegalStateException e) {
            LOG.warnf("Connector %s in workspace %s: %s", serving.server(), workspace, e.getMessage());
            return CompletableFuture.completedFuture(ReadOutcome.failed(Outcome.NOT_FOUND));
        }
        // readAsync never completes exceptionally; ConcurrentReads turns anything unexpected into not_found.
        return client.readAsync(endpoint, uri, maxBytes, within).thenApply(McpResourceReader::outcome);
    }

    private static ReadOutcome outcome(ReadResult result) {
        if (result instanceof ReadResult.Contents contents) {
            return ReadOutcome.contents(contents.contents());
        }
        // A body past the cap holds more text than maxChars allows; every other failure reads as not found.
        return result instanceof McpFailure.TooLarge
                ? ReadOutcome.failed(Outcome.TOO_LARGE)
                : ReadOutcome.failed(Outcome.NOT_FOUND);
    }
}
