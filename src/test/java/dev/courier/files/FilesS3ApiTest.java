package dev.courier.files;

import dev.courier.testing.FilesProfiles;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;

/** The same Files API tests with the bytes in S3 (S3Proxy). */
@QuarkusTest
@TestProfile(FilesProfiles.S3.class)
class FilesS3ApiTest extends FilesApiTest {
}
