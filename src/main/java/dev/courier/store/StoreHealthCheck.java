package dev.courier.store;

import jakarta.enterprise.context.ApplicationScoped;
import org.eclipse.microprofile.health.HealthCheck;
import org.eclipse.microprofile.health.HealthCheckResponse;
import org.eclipse.microprofile.health.Readiness;

/** Ready only while the shared store answers: without it no call can be answered correctly. */
@Readiness
@ApplicationScoped
public class StoreHealthCheck implements HealthCheck {
    private final WorkspaceStore store;

    public StoreHealthCheck(WorkspaceStore store) {
        this.store = store;
    }

    @Override
    public HealthCheckResponse call() {
        String kind = io.quarkus.arc.ClientProxy.unwrap(store) instanceof RedisWorkspaceStore ? "redis" : "embedded";
        try {
            store.ping();
            return HealthCheckResponse.named("workspace-store").withData("kind", kind).up().build();
        } catch (StoreUnavailableException e) {
            return HealthCheckResponse.named("workspace-store").withData("kind", kind).down().build();
        }
    }
}
