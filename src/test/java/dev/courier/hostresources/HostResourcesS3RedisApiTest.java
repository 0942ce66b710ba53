package dev.courier.hostresources;

import dev.courier.testing.FilesProfiles;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;

/** The same host-resources tests with the bytes in S3 (S3Proxy), the index and rate buckets in Redis. */
@QuarkusTest
@TestProfile(FilesProfiles.S3Redis.class)
class HostResourcesS3RedisApiTest extends HostResourcesApiTest {
}
