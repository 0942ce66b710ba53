package dev.courier.registry;

import dev.courier.testing.RedisProfile;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;

/** The same registry behaviour with the shared Redis store. */
@QuarkusTest
@TestProfile(RedisProfile.class)
class ConnectorRegistryRedisApiTest extends ConnectorRegistryApiTest {
}
