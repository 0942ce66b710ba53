package dev.courier.store;

/**
 * The token bucket arithmetic shared by the embedded store; the Redis store runs the same steps in Lua.
 * State is (tokens, last refill time in microseconds); a bucket seen for the first time is full.
 */
final class TokenBucket {
    private double tokens;
    private long updatedMicros;

    TokenBucket(BucketPolicy policy, long nowMicros) {
        this.tokens = policy.burst();
        this.updatedMicros = nowMicros;
    }

    BucketDecision take(BucketPolicy policy, int requested, long nowMicros) {
        long elapsed = Math.max(0, nowMicros - updatedMicros);
        tokens = Math.min(policy.burst(), tokens + elapsed * policy.perSecond() / 1_000_000.0);
        updatedMicros = Math.max(updatedMicros, nowMicros);
        if (tokens >= requested) {
            tokens -= requested;
            return BucketDecision.grant();
        }
        double missing = requested - tokens;
        return BucketDecision.refuse((long) Math.ceil(missing * 1000.0 / policy.perSecond()));
    }
}
