package dev.courier.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;

/** The behaviour every {@link WorkspaceStore} must have; run against the embedded store and a real Redis. */
abstract class WorkspaceStoreContract {

    protected abstract WorkspaceStore store();

    private final String ws = "ws-" + UUID.randomUUID();

    @Test
    void missingDocumentsAndCollectionsAreEmpty() {
        assertEquals(Optional.empty(), store().get(ws, "things", "a"));
        assertEquals(0, store().generation(ws, "things"));
        WorkspaceStore.Snapshot snapshot = store().snapshot(ws, "things");
        assertEquals(0, snapshot.generation());
        assertEquals(Map.of(), snapshot.documents());
    }

    @Test
    void putStoresAndEveryWriteAdvancesTheGeneration() {
        long first = store().put(ws, "things", "a", "{\"v\":1}");
        long second = store().put(ws, "things", "b", "{\"v\":2}");
        long third = store().put(ws, "things", "a", "{\"v\":3}");
        assertTrue(first < second && second < third);
        assertEquals(third, store().generation(ws, "things"));
        assertEquals(Optional.of("{\"v\":3}"), store().get(ws, "things", "a"));
        WorkspaceStore.Snapshot snapshot = store().snapshot(ws, "things");
        assertEquals(third, snapshot.generation());
        assertEquals(Map.of("a", "{\"v\":3}", "b", "{\"v\":2}"), snapshot.documents());
    }

    @Test
    void removeReportsWhetherTheDocumentExistedAndOnlyRealRemovalsAdvance() {
        store().put(ws, "things", "a", "x");
        long before = store().generation(ws, "things");
        assertTrue(store().remove(ws, "things", "a"));
        long after = store().generation(ws, "things");
        assertTrue(after > before);
        assertFalse(store().remove(ws, "things", "a"));
        assertEquals(after, store().generation(ws, "things"));
        assertEquals(Optional.empty(), store().get(ws, "things", "a"));
    }

    @Test
    void workspacesAndCollectionsNeverSeeEachOther() {
        String other = ws + "-other";
        store().put(ws, "things", "a", "mine");
        store().put(other, "things", "a", "theirs");
        store().put(ws, "others", "a", "another collection");
        assertEquals(Optional.of("mine"), store().get(ws, "things", "a"));
        assertEquals(Optional.of("theirs"), store().get(other, "things", "a"));
        assertEquals(Map.of("a", "mine"), store().snapshot(ws, "things").documents());
        store().remove(other, "things", "a");
        assertEquals(Optional.of("mine"), store().get(ws, "things", "a"));
    }

    @Test
    void documentsKeepEveryCharacter() {
        String document = "{\"t\":\"caf\u00e9 \u2603 \ud83d\ude00 \\u0000 \\\" line\\nbreak\"}";
        store().put(ws, "things", "k:with.dots-and_underscores", document);
        assertEquals(Optional.of(document), store().get(ws, "things", "k:with.dots-and_underscores"));
    }

    @Test
    void aFullBucketGrantsExactlyItsBurstThenRefusesWithAWait() {
        BucketPolicy policy = new BucketPolicy(0.5, 5);
        for (int i = 0; i < 5; i++) {
            assertTrue(store().take(ws, "srv", policy, 1).granted(), "token " + i);
        }
        BucketDecision refused = store().take(ws, "srv", policy, 1);
        assertFalse(refused.granted());
        // One token at 0.5/s takes up to 2 s to refill.
        assertTrue(refused.retryAfterMillis() > 0 && refused.retryAfterMillis() <= 2000, refused.toString());
        assertTrue(store().take(ws, "other-server", policy, 1).granted(), "buckets are per server");
        assertTrue(store().take(ws + "-x", "srv", policy, 1).granted(), "buckets are per workspace");
    }

    @Test
    void aPartialTakeGrantsWhatIsLeftAndSaysWhenMoreComes() {
        BucketPolicy policy = new BucketPolicy(0.5, 5);
        assertEquals(new BucketGrant(3, 0), store().takeUpTo(ws, "partial", policy, 3));
        BucketGrant rest = store().takeUpTo(ws, "partial", policy, 4);
        assertEquals(2, rest.granted());
        assertTrue(rest.retryAfterMillis() > 0 && rest.retryAfterMillis() <= 2000, rest.toString());
        assertEquals(0, store().takeUpTo(ws, "partial", policy, 1).granted());
        assertFalse(store().take(ws, "partial", policy, 1).granted(), "both kinds of take share one bucket");
    }

    @Test
    void anAllOrNothingTakeLeavesTheBucketAloneWhenItCannotBeMet() {
        BucketPolicy policy = new BucketPolicy(0.001, 3);
        assertFalse(store().take(ws, "whole", policy, 4).granted());
        assertEquals(3, store().takeUpTo(ws, "whole", policy, 10).granted());
    }

    @Test
    void aBucketRefillsWithTime() throws InterruptedException {
        BucketPolicy policy = new BucketPolicy(2, 1);
        assertTrue(store().take(ws, "fast", policy, 1).granted());
        assertFalse(store().take(ws, "fast", policy, 1).granted());
        Thread.sleep(700); // 2/s refills one token in 500 ms.
        assertTrue(store().take(ws, "fast", policy, 1).granted());
    }

    @Test
    void concurrentTakersShareOneBucketExactly() throws Exception {
        BucketPolicy policy = new BucketPolicy(0.001, 40);
        ExecutorService pool = Executors.newFixedThreadPool(8);
        try {
            List<Callable<Boolean>> takers = new ArrayList<>();
            for (int i = 0; i < 100; i++) {
                takers.add(() -> store().take(ws, "shared", policy, 1).granted());
            }
            int granted = 0;
            for (Future<Boolean> result : pool.invokeAll(takers)) {
                granted += result.get() ? 1 : 0;
            }
            assertEquals(40, granted);
        } finally {
            pool.shutdownNow();
        }
    }
}
