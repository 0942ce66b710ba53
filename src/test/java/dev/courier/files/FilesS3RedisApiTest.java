package dev.courier.files;

import dev.courier.testing.FilesProfiles;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;

/** The same Files API tests with the bytes in S3 (S3Proxy) and the index in Redis. */
@QuarkusTest
@TestProfile(FilesProfiles.S3Redis.class)
class FilesS3RedisApiTest extends FilesApiTest {
}
