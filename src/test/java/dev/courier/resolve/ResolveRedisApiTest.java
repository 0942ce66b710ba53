package dev.courier.resolve;

import dev.courier.testing.ResolveRedisProfile;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;

/** Every resolve rule again with the shared Redis store: registry, era memory and the rate budget in Redis. */
@QuarkusTest
@TestProfile(ResolveRedisProfile.class)
class ResolveRedisApiTest extends ResolveApiTest {
}
