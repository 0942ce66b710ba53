package dev.courier.store;

/**
 * The outcome of taking tokens: whether they were granted, and if not, how long until enough have refilled.
 */
public record BucketDecision(boolean granted, long retryAfterMillis) {
    public static BucketDecision grant() {
        return new BucketDecision(true, 0);
    }

    public static BucketDecision refuse(long retryAfterMillis) {
        return new BucketDecision(false, Math.max(1, retryAfterMillis));
    }
}
