package dev.courier.files;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.startsWith;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.courier.testing.FilesProfiles;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import jakarta.inject.Inject;
import org.junit.jupiter.api.Test;

/** With a bucket configured, S3 is chosen and readiness checks the bucket itself. */
@QuarkusTest
@TestProfile(FilesProfiles.S3.class)
class S3ReadinessTest {
    @Inject
    ObjectStore objects;

    @Test
    void theBucketIsUsedAndChecked() {
        assertTrue(objects.describe().startsWith("S3 bucket"), objects.describe());
        given().get("/q/health/ready").then().statusCode(200)
                .body("checks.find { it.name == 'courier-file-storage' }.status", equalTo("UP"))
                .body("checks.find { it.name == 'courier-file-storage' }.data.storage", startsWith("S3 bucket"));
    }
}
