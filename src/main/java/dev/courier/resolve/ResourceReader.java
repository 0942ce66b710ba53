package dev.courier.resolve;

import dev.courier.registry.ConnectorRecord;
import java.time.Duration;
import java.util.concurrent.CompletionStage;

/**
 * Reads one URI from the connector that serves it. Never completes exceptionally. The read is over within
 * {@code within}: past it the caller has stopped waiting, and the reader lets go of what it holds (the
 * connection to the connector).
 */
public interface ResourceReader {
    CompletionStage<ReadOutcome> read(String workspace, ConnectorRecord serving, String uri, Duration within);
}
