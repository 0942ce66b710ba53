package dev.courier.files;

import static dev.courier.files.FileCalls.freshWorkspace;
import static dev.courier.files.FileCalls.read;
import static dev.courier.files.FileCalls.uploaded;
import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import org.junit.jupiter.api.Test;

/**
 * The default test profile has the S3 extension on the classpath but no bucket: Courier must start, pick the
 * local directory, serve files and report ready, without any S3 region or credentials.
 */
@QuarkusTest
class DefaultStorageTest {
    @Inject
    ObjectStore objects;

    @Test
    void withoutABucketTheLocalDirectoryIsUsed() {
        assertTrue(objects.describe().startsWith("local directory"), objects.describe());
        String ws = freshWorkspace();
        String id = uploaded(ws, "alice", "a.txt", "text/plain", "hello".getBytes());
        read(ws, "alice", "files://" + id).then().body("result.contents[0].text", equalTo("hello"));
    }

    @Test
    void readinessCoversFileStorage() {
        given().get("/q/health/ready").then().statusCode(200)
                .body("checks.name", hasItem("courier-file-storage"));
    }
}
