package dev.courier.testing;

import io.quarkus.test.junit.QuarkusTestProfile;
import java.util.List;
import java.util.Map;

/**
 * The file and host-resources suites run once per storage combination: local directory + embedded store, S3 +
 * embedded store, S3 + Redis. Each uses small limits so tests can sit exactly on and just past them.
 */
public final class FilesProfiles {
    public static final long MAX_SIZE = 1024;
    public static final long MAX_UPLOAD = 64 * 1024;

    private FilesProfiles() {
    }

    static Map<String, String> limits() {
        return Map.of(
                "courier.host-resources.max-size", Long.toString(MAX_SIZE),
                "courier.files.max-upload-size", Long.toString(MAX_UPLOAD),
                "courier.files.dir", "target/courier-files-" + System.nanoTime());
    }

    /** Local directory, embedded store. */
    public static class Local implements QuarkusTestProfile {
        @Override
        public Map<String, String> getConfigOverrides() {
            return limits();
        }
    }

    /** S3 (S3Proxy), embedded store. */
    public static class S3 implements QuarkusTestProfile {
        @Override
        public Map<String, String> getConfigOverrides() {
            return limits();
        }

        @Override
        public List<TestResourceEntry> testResources() {
            return List.of(new TestResourceEntry(S3TestResource.class));
        }
    }

    /** S3 (S3Proxy) for bytes, Redis for the index and rate buckets. */
    public static class S3Redis implements QuarkusTestProfile {
        @Override
        public Map<String, String> getConfigOverrides() {
            return limits();
        }

        @Override
        public List<TestResourceEntry> testResources() {
            return List.of(new TestResourceEntry(S3TestResource.class), new TestResourceEntry(RedisTestResource.class));
        }
    }

    /** A tiny rate budget: 3 requests, then one more every 100 s (so a slow test machine cannot refill it). */
    public static class SmallBurst implements QuarkusTestProfile {
        @Override
        public Map<String, String> getConfigOverrides() {
            return Map.of("courier.rate.burst", "3", "courier.rate.per-second", "0.01");
        }
    }

    /** The same tiny rate budget on Redis. */
    public static class SmallBurstRedis extends SmallBurst {
        @Override
        public List<TestResourceEntry> testResources() {
            return List.of(new TestResourceEntry(RedisTestResource.class));
        }
    }
}
