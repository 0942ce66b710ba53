package dev.courier.store;

/** How many tokens a partial take granted, and, when fewer than asked, how long until the next one. */
public record BucketGrant(int granted, long retryAfterMillis) {
}
