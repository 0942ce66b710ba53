package dev.courier.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.courier.testing.RedisProfile;
import dev.courier.testing.RedisTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import jakarta.inject.Inject;
import org.junit.jupiter.api.Test;

@QuarkusTest
@TestProfile(RedisProfile.class)
class RedisWorkspaceStoreTest extends WorkspaceStoreContract {
    @Inject
    WorkspaceStore store;

    @Override
    protected WorkspaceStore store() {
        return store;
    }

    @Test
    void theRedisStoreIsChosenWhenRedisHostsAreSet() {
        assertInstanceOf(RedisWorkspaceStore.class, io.quarkus.arc.ClientProxy.unwrap(store));
    }

    @Test
    void aLostGenerationRestartsAboveEveryEarlierOneNotFromZero() {
        store.put("lost-gen", "things", "a", "1");
        long before = store.put("lost-gen", "things", "b", "2");
        RedisTestResource.current.command("DEL courier:{lost-gen}:things:gen"); // a flush or an eviction
        assertEquals(0, store.generation("lost-gen", "things"));
        long after = store.put("lost-gen", "things", "c", "3");
        assertTrue(after > before, "restarted from the clock, got " + after + " after " + before);
        assertEquals(after, store.generation("lost-gen", "things"));
        assertTrue(store.remove("lost-gen", "things", "c"));
        assertEquals(after + 1, store.generation("lost-gen", "things"));
    }

    @Test
    void allKeysOfAWorkspaceShareOneHashTag() {
        store.put("tagged-ws", "connectors", "a", "x");
        store.take("tagged-ws", "srv", new BucketPolicy(1, 1), 1);
        String keys = RedisTestResource.current.command("KEYS *tagged-ws*");
        // Three keys: the collection, its generation and the bucket; each with the workspace as its hash tag.
        assertTrue(keys.startsWith("*3"), keys);
        for (String line : keys.split("\r\n")) {
            if (line.startsWith("courier:")) {
                assertTrue(line.startsWith("courier:{tagged-ws}:"), line);
            }
        }
        assertEquals(3, keys.lines().filter(l -> l.startsWith("courier:{tagged-ws}:")).count());
    }
}
