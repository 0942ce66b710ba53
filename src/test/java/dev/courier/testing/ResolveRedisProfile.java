package dev.courier.testing;

import java.util.List;

/** The resolve test profile on the shared Redis store instead of the embedded one. */
public class ResolveRedisProfile extends ResolveProfile {
    @Override
    public List<TestResourceEntry> testResources() {
        return List.of(new TestResourceEntry(RedisTestResource.class));
    }
}
