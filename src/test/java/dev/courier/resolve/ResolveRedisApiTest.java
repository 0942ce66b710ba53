package dev.courier.resolve;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.courier.testing.RedisTestResource;
import dev.courier.testing.ResolveRedisProfile;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import org.junit.jupiter.api.Test;

/** Every resolve rule again with the shared Redis store: registry, era memory and the rate budget in Redis. */
@QuarkusTest
@TestProfile(ResolveRedisProfile.class)
class ResolveRedisApiTest extends ResolveApiTest {

    @Test
    void storeRoundTripsPerCallDoNotGrowWithTheNumberOfUris() throws Exception {
        String one = citations("{\"citations\": [\"crm://accounts/1\"]}").replace("\"outbound\"", "\"modern\"");
        String three = citations("{\"citations\": [\"crm://accounts/1\", \"crm://accounts/2\", \"crm://deals/exact\"]}")
                .replace("\"outbound\"", "\"modern\"");
        resolved(three); // warm: route index and negotiated eras cached in this instance
        awaitQuietStore(); // the negotiated eras are written in the background: let them land before counting
        long before = redisCommands();
        resolved(one);
        long forOne = redisCommands() - before;
        before = redisCommands();
        resolved(three);
        long forThree = redisCommands() - before;
        assertEquals(forOne, forThree, "the same store round trips for one URI as for three");
        assertEquals(2, forOne, "the registry generation and one bucket call");
    }

    /** Until no counted command arrives for 100 ms; a fixed pause could lose the race on a busy CI machine. */
    private static void awaitQuietStore() throws InterruptedException {
        long seen = redisCommands();
        for (int polls = 0; polls < 100; polls++) {
            Thread.sleep(100);
            long now = redisCommands();
            if (now == seen) {
                return;
            }
            seen = now;
        }
        throw new AssertionError("the store never went quiet: " + seen + " commands and counting");
    }

    /**
     * Commands Courier sends as round trips: EVAL (every script), GET (the generation) and HGET (a document).
     * Redis also counts the commands a script runs inside it; none of Courier's scripts on this path uses these
     * three, so they count round trips only.
     */
    private static long redisCommands() {
        String stats = RedisTestResource.current.command("INFO commandstats");
        long total = 0;
        for (String line : stats.split("\r\n")) {
            if (line.startsWith("cmdstat_eval:") || line.startsWith("cmdstat_get:") || line.startsWith("cmdstat_hget:")) {
                String calls = line.substring(line.indexOf("calls=") + 6);
                total += Long.parseLong(calls.substring(0, calls.indexOf(',')));
            }
        }
        return total;
    }
}
