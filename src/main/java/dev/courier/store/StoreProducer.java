package dev.courier.store;

import io.quarkus.redis.datasource.RedisDataSource;
import io.quarkus.runtime.StartupEvent;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.enterprise.inject.Instance;
import jakarta.enterprise.inject.Produces;
import java.util.Optional;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.jboss.logging.Logger;

/** Chooses the store once: Redis when {@code quarkus.redis.hosts} is set, the embedded store otherwise. */
@ApplicationScoped
public class StoreProducer {
    private static final Logger LOG = Logger.getLogger(StoreProducer.class);

    @ConfigProperty(name = "quarkus.redis.hosts")
    Optional<String> redisHosts;

    @Produces
    @ApplicationScoped
    WorkspaceStore workspaceStore(Instance<RedisDataSource> redis) {
        return isShared(redisHosts) ? new RedisWorkspaceStore(redis.get()) : new EmbeddedWorkspaceStore();
    }

    /** Says at start which store is in use, without connecting to it: a cold start opens no connection. */
    void announce(@Observes StartupEvent event) {
        if (isShared(redisHosts)) {
            LOG.info("Store: Redis (shared by every instance)");
        } else {
            LOG.warn("Store: embedded single-instance store (quarkus.redis.hosts is not set). State lives in this "
                    + "process only: run one instance, and expect the registry and rate buckets to reset on "
                    + "restart.");
        }
    }

    /** Whether the shared store is in use; other parts (such as the key check) depend on it. */
    public static boolean isShared(Optional<String> redisHosts) {
        return redisHosts.isPresent() && !redisHosts.get().isBlank();
    }
}
