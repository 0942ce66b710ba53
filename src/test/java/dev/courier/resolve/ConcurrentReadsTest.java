package dev.courier.resolve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

class ConcurrentReadsTest {
    private static final Duration MINUTE = Duration.ofMinutes(1);

    private final List<CompletableFuture<ReadOutcome>> pending = new ArrayList<>();
    private final List<Duration> given = new ArrayList<>();
    private final AtomicInteger started = new AtomicInteger();

    private List<Function<Duration, CompletionStage<ReadOutcome>>> reads(int count) {
        List<Function<Duration, CompletionStage<ReadOutcome>>> reads = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            reads.add(within -> {
                started.incrementAndGet();
                given.add(within);
                CompletableFuture<ReadOutcome> read = new CompletableFuture<>();
                pending.add(read);
                return read;
            });
        }
        return reads;
    }

    private static long in(Duration duration) {
        return System.nanoTime() + duration.toNanos();
    }

    @Test
    void atMostParallelismReadsRunAndEachFinishedReadStartsTheNext() {
        ConcurrentReads reads = new ConcurrentReads(reads(5), MINUTE, in(MINUTE));
        List<CompletableFuture<ReadOutcome>> results = reads.start(2);
        assertEquals(2, started.get());
        pending.get(0).complete(ReadOutcome.failed(Outcome.NOT_TEXT));
        assertEquals(3, started.get());
        assertEquals(Outcome.NOT_TEXT, results.get(0).join().failure());
        assertFalse(results.get(1).isDone());
    }

    @Test
    void afterStopNoFurtherReadStarts() {
        ConcurrentReads reads = new ConcurrentReads(reads(4), MINUTE, in(MINUTE));
        reads.start(1);
        reads.stop();
        pending.get(0).complete(ReadOutcome.failed(Outcome.NOT_FOUND));
        assertEquals(1, started.get());
    }

    @Test
    void aReadPastItsTimeoutIsNotFound() {
        ConcurrentReads reads = new ConcurrentReads(reads(1), Duration.ofMillis(1), in(MINUTE));
        ReadOutcome outcome = reads.start(1).get(0).join();
        assertEquals(Outcome.NOT_FOUND, outcome.failure());
    }

    @Test
    void eachReadIsGivenTheReadTimeoutOrWhatIsLeftOfTheDeadlineWhicheverIsShorter() {
        new ConcurrentReads(reads(1), Duration.ofSeconds(2), in(MINUTE)).start(1);
        assertEquals(Duration.ofSeconds(2), given.get(0));
        new ConcurrentReads(reads(1), MINUTE, in(Duration.ofSeconds(3))).start(1);
        assertTrue(given.get(1).compareTo(Duration.ZERO) > 0 && given.get(1).compareTo(Duration.ofSeconds(3)) <= 0,
                given.get(1).toString());
    }

    @Test
    void aReadWithNoTimeLeftIsNotStarted() {
        List<CompletableFuture<ReadOutcome>> results =
                new ConcurrentReads(reads(2), MINUTE, in(Duration.ofSeconds(-1))).start(2);
        assertEquals(0, started.get(), "the connector is not asked once the deadline has passed");
        assertEquals(Outcome.NOT_FOUND, results.get(0).join().failure());
        assertEquals(Outcome.NOT_FOUND, results.get(1).join().failure());
    }

    @Test
    void aReadThatThrowsIsNotFoundAndDoesNotStopTheOthers() {
        List<Function<Duration, CompletionStage<ReadOutcome>>> list = new ArrayList<>();
        list.add(within -> {
            throw new IllegalStateException("boom");
        });
        list.addAll(reads(1));
        List<CompletableFuture<ReadOutcome>> results = new ConcurrentReads(list, MINUTE, in(MINUTE)).start(1);
        assertEquals(Outcome.NOT_FOUND, results.get(0).join().failure());
        assertTrue(started.get() == 1, "the next read started");
    }
}
