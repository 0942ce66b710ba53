package dev.courier.testing;

import io.quarkus.test.common.QuarkusTestResourceLifecycleManager;
import java.util.Map;

/** Starts S3Proxy for a Quarkus test profile and points Courier's file storage at a fresh bucket in it. */
public class S3TestResource implements QuarkusTestResourceLifecycleManager {
    public static final String BUCKET = "courier-test-files";

    private S3ProxyServer server;

    @Override
    public Map<String, String> start() {
        server = S3ProxyServer.start();
        server.createBucket(BUCKET);
        return Map.of(
                "courier.files.bucket", BUCKET,
                "quarkus.s3.endpoint-override", server.endpoint(),
                "quarkus.s3.path-style-access", "true",
                "quarkus.s3.aws.region", "us-east-1",
                "quarkus.s3.aws.credentials.type", "static",
                "quarkus.s3.aws.credentials.static-provider.access-key-id", "local-identity",
                "quarkus.s3.aws.credentials.static-provider.secret-access-key", "local-credential");
    }

    @Override
    public void stop() {
        if (server != null) {
            server.close();
        }
    }
}
