package dev.courier.testing;

import io.quarkus.test.common.QuarkusTestResourceLifecycleManager;
import java.util.Map;

/** Starts a real Redis for a Quarkus test profile and points Courier's shared store at it. */
public class RedisTestResource implements QuarkusTestResourceLifecycleManager {
    /** The running server, for tests that inspect Redis directly. */
    public static volatile RedisServer current;

    private RedisServer server;

    @Override
    public Map<String, String> start() {
        server = RedisServer.start();
        current = server;
        return Map.of("quarkus.redis.hosts", server.url(),
                "courier.crypto.key", TestKeys.CRYPTO_KEY);
    }

    @Override
    public void stop() {
        if (server != null) {
            server.close();
        }
    }
}
