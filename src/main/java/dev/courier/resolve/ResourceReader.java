package dev.courier.resolve;

import dev.courier.registry.ConnectorRecord;
import java.util.concurrent.CompletionStage;

/** Reads one URI from the connector that serves it. Never completes exceptionally. */
public interface ResourceReader {
    CompletionStage<ReadOutcome> read(String workspace, ConnectorRecord serving, String uri);
}
