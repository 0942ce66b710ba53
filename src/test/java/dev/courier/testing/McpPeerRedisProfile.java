package dev.courier.testing;

import java.util.List;

/** The sample connector profile on the shared Redis store instead of the embedded one. */
public class McpPeerRedisProfile extends McpPeerProfile {
    @Override
    public List<TestResourceEntry> testResources() {
        return List.of(new TestResourceEntry(RedisTestResource.class));
    }
}
