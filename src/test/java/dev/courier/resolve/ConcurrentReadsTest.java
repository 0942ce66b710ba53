package dev.courier.resolve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

class ConcurrentReadsTest {
    private final List<CompletableFuture<ReadOutcome>> pending = new ArrayList<>();
    private final AtomicInteger started = new AtomicInteger();

    private List<Supplier<CompletionStage<ReadOutcome>>> reads(int count) {
        List<Supplier<CompletionStage<ReadOutcome>>> reads = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            reads.add(() -> {
                started.incrementAndGet();
                CompletableFuture<ReadOutcome> read = new CompletableFuture<>();
                pending.add(read);
                return read;
            });
        }
        return reads;
    }

    @Test
    void atMostParallelismReadsRunAndEachFinishedReadStartsTheNext() {
        ConcurrentReads reads = new ConcurrentReads(reads(5), 60_000);
        List<CompletableFuture<ReadOutcome>> results = reads.start(2);
        assertEquals(2, started.get());
        pending.get(0).complete(ReadOutcome.failed(Outcome.NOT_TEXT));
        assertEquals(3, started.get());
        assertEquals(Outcome.NOT_TEXT, results.get(0).join().failure());
        assertFalse(results.get(1).isDone());
    }

    @Test
    void afterStopNoFurtherReadStarts() {
        ConcurrentReads reads = new ConcurrentReads(reads(4), 60_000);
        reads.start(1);
        reads.stop();
        pending.get(0).complete(ReadOutcome.failed(Outcome.NOT_FOUND));
        assertEquals(1, started.get());
    }

    @Test
    void aReadPastItsTimeoutIsNotFound() {
        ConcurrentReads reads = new ConcurrentReads(reads(1), 1);
        ReadOutcome outcome = reads.start(1).get(0).join();
        assertEquals(Outcome.NOT_FOUND, outcome.failure());
    }

    @Test
    void aReadThatThrowsIsNotFoundAndDoesNotStopTheOthers() {
        List<Supplier<CompletionStage<ReadOutcome>>> list = new ArrayList<>();
        list.add(() -> {
            throw new IllegalStateException("boom");
        });
        list.addAll(reads(1));
        List<CompletableFuture<ReadOutcome>> results = new ConcurrentReads(list, 60_000).start(1);
        assertEquals(Outcome.NOT_FOUND, results.get(0).join().failure());
        assertTrue(started.get() == 1, "the next read started");
    }
}
