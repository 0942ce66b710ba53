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
        refill(policy, nowMicros);
        if (tokens >= requested) {
            tokens -= requested;
            return BucketDecision.grant();
        }
        return BucketDecision.refuse(millisUntil(policy, requested));
    }

    BucketGrant takeUpTo(BucketPolicy policy, int max, long nowMicros) {
        refill(policy, nowMicros);
        int granted = (int) Math.min(max, Math.floor(tokens));
        tokens -= granted;
        return new BucketGrant(granted, granted < max ? millisUntil(policy, 1) : 0);
    }

    private void refill(BucketPolicy policy, long nowMicros) {
        long elapsed = Math.max(0, nowMicros - updatedMicros);
        tokens = Math.min(policy.burst(), tokens + elapsed * policy.perSecond() / 1_000_000.0);
        updatedMicros = Math.max(updatedMicros, nowMicros);
    }

    private long millisUntil(BucketPolicy policy, int wanted) {
        return Math.max(1, (long) Math.ceil((wanted - tokens) * 1000.0 / policy.perSecond()));
    }
}
