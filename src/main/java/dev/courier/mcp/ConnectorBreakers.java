package dev.courier.mcp;

import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.LongSupplier;

/**
 * A small circuit breaker per connector id, kept in a bounded LRU map.
 *
 * <p>Chosen over SmallRye Fault Tolerance's programmatic {@code Guard}: a guard is built per breaker and
 * its state lives inside it, so a per-connector breaker would still need this bounded map around it, and
 * outside CDI (the plain tests) the programmatic API needs its standalone bootstrap. The logic needed is
 * ten lines: after {@code failures} consecutive failures (transport, protocol, timeout) the breaker opens
 * and calls fail fast with {@link McpFailure.CircuitOpen} for {@code openFor}; then one trial call is let
 * through (half-open): success closes it, failure opens it again. Answers from a live server (results,
 * JSON-RPC errors, not-found, input-required, too-large) count as success.
 */
final class ConnectorBreakers {
    private static final class State {
        int consecutiveFailures;
        long openUntil; // nanoTime; 0 = closed
        boolean trialInFlight;
    }

    private final int failures;
    private final long openForNanos;
    private final LongSupplier clock;
    private final Map<String, State> states;

    ConnectorBreakers(int failures, Duration openFor, int maxConnectors, LongSupplier clock) {
        this.failures = failures;
        this.openForNanos = openFor.toNanos();
        this.clock = clock;
        this.states = new LinkedHashMap<>(16, 0.75f, true) {
            @Override
            protected boolean removeEldestEntry(Map.Entry<String, State> eldest) {
                return size() > maxConnectors;
            }
        };
    }

    /** Whether a call to the connector may go out now. */
    synchronized boolean allow(String connectorId) {
        State s = states.get(connectorId);
        if (s == null || s.openUntil == 0) {
            return true;
        }
        if (clock.getAsLong() - s.openUntil < 0 || s.trialInFlight) {
            return false;
        }
        s.trialInFlight = true; // half-open: exactly one trial
        return true;
    }

    synchronized void record(String connectorId, McpFailure failure) {
        boolean counts = failure instanceof McpFailure.Transport || failure instanceof McpFailure.Timeout
                || failure instanceof McpFailure.Protocol;
        State s = states.computeIfAbsent(connectorId, k -> new State());
        s.trialInFlight = false;
        if (failure instanceof McpFailure.OutOfTime) {
            return; // the caller gave up first: no evidence either way
        }
        if (!counts) {
            s.consecutiveFailures = 0;
            s.openUntil = 0;
            return;
        }
        s.consecutiveFailures++;
        if (s.consecutiveFailures >= failures) {
            s.openUntil = clock.getAsLong() + openForNanos;
            if (s.openUntil == 0) {
                s.openUntil = 1;
            }
        }
    }
}
