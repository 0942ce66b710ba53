package dev.courier.testing;

import io.quarkus.test.junit.QuarkusTestProfile;
import java.util.List;

/** Runs a Quarkus test against a real Redis instead of the embedded store. */
public class RedisProfile implements QuarkusTestProfile {
    @Override
    public List<TestResourceEntry> testResources() {
        return List.of(new TestResourceEntry(RedisTestResource.class));
    }
}
