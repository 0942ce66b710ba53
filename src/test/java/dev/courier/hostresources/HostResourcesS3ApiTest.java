package dev.courier.hostresources;

import dev.courier.testing.FilesProfiles;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;

/** The same host-resources tests with the bytes in S3 (S3Proxy). */
@QuarkusTest
@TestProfile(FilesProfiles.S3.class)
class HostResourcesS3ApiTest extends HostResourcesApiTest {
}
