package dev.courier.hostresources;

import dev.courier.testing.FilesProfiles;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;

/** The same budget held in Redis, shared by every instance. */
@QuarkusTest
@TestProfile(FilesProfiles.SmallBurstRedis.class)
class HostResourcesRateRedisTest extends HostResourcesRateTest {
}
