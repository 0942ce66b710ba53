package dev.courier.mcp;

import java.time.Duration;

/**
 * The instant by which a caller stops waiting for one operation. Each exchange it bounds (the read itself; era
 * negotiation runs to the request timeout, see {@code ConnectorCalls}) gets what is left, capped by the
 * per-exchange request timeout, and is reset when that runs out, so a caller that has given up holds no
 * connection for it.
 */
record Deadline(long nanoTime, boolean bounded) {
    /** Only the per-exchange request timeout applies. */
    static final Deadline NONE = new Deadline(0, false);

    /** A day is longer than any exchange may last (the request timeout caps each one) and keeps the sum in range. */
    private static final Duration LONGEST = Duration.ofDays(1);

    static Deadline in(Duration duration) {
        Duration budget = duration.isNegative() ? Duration.ZERO : duration.compareTo(LONGEST) > 0 ? LONGEST : duration;
        return new Deadline(System.nanoTime() + budget.toNanos(), true);
    }

    /** Milliseconds an exchange starting now may take (at most {@code capMillis}); 0 when none are left. */
    long exchangeMillis(long capMillis) {
        if (!bounded) {
            return capMillis;
        }
        long leftNanos = nanoTime - System.nanoTime();
        // Rounded up, so a sub-millisecond remainder still gets a timer rather than an instant failure.
        return leftNanos <= 0 ? 0 : Math.min(capMillis, (leftNanos + 999_999) / 1_000_000);
    }
}
