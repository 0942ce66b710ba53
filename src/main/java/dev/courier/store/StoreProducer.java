package dev.courier.store;

import io.quarkus.redis.datasource.RedisDataSource;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.inject.Instance;
import jakarta.enterprise.inject.Produces;
import java.util.Optional;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.jboss.logging.Logger;

/** Chooses the store once: Redis when {@code quarkus.redis.hosts} is set, the embedded store otherwise. */
@ApplicationScoped
public class StoreProducer {
    private static final Logger LOG = Logger.getLogger(StoreProducer.class);

    @Produces
    @ApplicationScoped
    WorkspaceStore workspaceStore(@ConfigProperty(name = "quarkus.redis.hosts") Optional<String> redisHosts,
            Instance<RedisDataSource> redis) {
        if (redisHosts.isPresent() && !redisHosts.get().isBlank()) {
            LOG.info("Store: Redis (shared by every instance)");
            return new RedisWorkspaceStore(redis.get());
        }
        LOG.warn("Store: embedded single-instance store (quarkus.redis.hosts is not set). State lives in this "
                + "process only: run one instance, and expect the registry and rate buckets to reset on restart.");
        return new EmbeddedWorkspaceStore();
    }

    /** Whether the shared store is in use; other parts (such as the key check) depend on it. */
    public static boolean isShared(Optional<String> redisHosts) {
        return redisHosts.isPresent() && !redisHosts.get().isBlank();
    }
}
