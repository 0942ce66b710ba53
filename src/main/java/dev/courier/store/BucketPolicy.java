package dev.courier.store;

/** A token bucket's shape: {@code burst} tokens when full, refilled at {@code perSecond} (fractions allowed). */
public record BucketPolicy(double perSecond, long burst) {
    public BucketPolicy {
        if (!(perSecond > 0) || Double.isInfinite(perSecond)) {
            throw new IllegalArgumentException("perSecond must be a positive finite number");
        }
        if (burst < 1) {
            throw new IllegalArgumentException("burst must be at least 1");
        }
    }
}
