package dev.courier.uritemplate;

/**
 * Matcher steps that several matches may share (one step: one live VM thread advanced over one character). A
 * match is linear in its input, but a router that tries many templates against one long URI multiplies that
 * cost; a budget bounds the total. Not thread-safe: one budget per routing.
 */
public final class MatchBudget {
    private long remaining;

    private MatchBudget(long steps) {
        this.remaining = steps;
    }

    public static MatchBudget of(long steps) {
        if (steps < 0) {
            throw new IllegalArgumentException("steps must not be negative");
        }
        return new MatchBudget(steps);
    }

    public static MatchBudget unlimited() {
        return new MatchBudget(Long.MAX_VALUE);
    }

    public long remaining() {
        return remaining;
    }

    /**
     * Takes {@code steps} (a router charges its own work on a candidate, such as a scan of the URI, here too).
     *
     * @throws Exhausted when fewer were left
     */
    public void spend(long steps) {
        remaining -= steps;
        if (remaining < 0) {
            throw new Exhausted();
        }
    }

    /** The budget ran out during a match: the match has no answer, neither a match nor a miss. */
    public static final class Exhausted extends RuntimeException {
        Exhausted() {
            // Raised on a hot path and always caught by the router: no stack trace to fill.
            super("the match step budget is spent", null, false, false);
        }
    }
}
