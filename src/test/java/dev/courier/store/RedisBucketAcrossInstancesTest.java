package dev.courier.store;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.courier.testing.RedisProfile;
import dev.courier.testing.RedisTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import jakarta.inject.Inject;
import io.quarkus.redis.runtime.datasource.BlockingRedisDataSourceImpl;
import io.vertx.mutiny.core.Vertx;
import io.vertx.mutiny.redis.client.Redis;
import io.vertx.mutiny.redis.client.RedisAPI;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;

/**
 * Two Courier instances on one Redis share one bucket exactly: the application's own store, and a second store
 * with its own Vert.x, Redis client and connections, as a second process would have, hammer the same bucket at
 * once. (Inside a Quarkus test, so Mutiny's context propagation is set up once, as in a real instance.)
 */
@QuarkusTest
@TestProfile(RedisProfile.class)
class RedisBucketAcrossInstancesTest {
    private static final List<Vertx> VERTICES = new ArrayList<>();

    @Inject
    WorkspaceStore store;

    @AfterAll
    static void stop() {
        VERTICES.forEach(Vertx::closeAndAwait);
    }

    private static WorkspaceStore secondInstance() {
        Vertx vertx = Vertx.vertx();
        VERTICES.add(vertx);
        Redis client = Redis.createClient(vertx, RedisTestResource.current.url());
        return new RedisWorkspaceStore(new BlockingRedisDataSourceImpl(vertx, client, RedisAPI.api(client),
                Duration.ofSeconds(5)));
    }

    @Test
    void twoInstancesAdmitExactlyBurstFromAFullBucketUnderConcurrentLoad() throws Exception {
        WorkspaceStore first = store;
        WorkspaceStore second = secondInstance();
        BucketPolicy policy = new BucketPolicy(0.001, 250);
        ExecutorService pool = Executors.newFixedThreadPool(16);
        try {
            List<Callable<Integer>> calls = new ArrayList<>();
            for (int i = 0; i < 200; i++) {
                WorkspaceStore store = i % 2 == 0 ? first : second;
                // Mixed shapes of take, as resolve (partial, several tokens) and host resources (one) make them.
                calls.add(i % 3 == 0
                        ? () -> store.takeUpTo("shared-ws", "outbound", policy, 3).granted()
                        : () -> store.take("shared-ws", "outbound", policy, 1).granted() ? 1 : 0);
            }
            int granted = 0;
            for (Future<Integer> result : pool.invokeAll(calls)) {
                granted += result.get();
            }
            assertEquals(250, granted, "asked for more than 250 tokens in all; exactly the burst is granted");
        } finally {
            pool.shutdownNow();
        }
    }
}
