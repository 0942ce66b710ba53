package dev.courier.files;

import jakarta.enterprise.context.ApplicationScoped;
import org.eclipse.microprofile.health.HealthCheck;
import org.eclipse.microprofile.health.HealthCheckResponse;
import org.eclipse.microprofile.health.Readiness;

/**
 * Ready only while file storage answers: for S3 a HEAD of the bucket (so a wrong bucket, endpoint or
 * credential shows up before traffic does), for the local directory that it is a writable folder.
 */
@Readiness
@ApplicationScoped
public class ObjectStoreReadiness implements HealthCheck {
    private final ObjectStore objects;

    public ObjectStoreReadiness(ObjectStore objects) {
        this.objects = objects;
    }

    @Override
    public HealthCheckResponse call() {
        var response = HealthCheckResponse.named("courier-file-storage").withData("storage", objects.describe());
        try {
            objects.check();
            return response.up().build();
        } catch (ObjectStoreUnavailableException e) {
            return response.down().withData("reason", e.getMessage()).build();
        }
    }
}
