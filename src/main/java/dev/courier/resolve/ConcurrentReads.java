package dev.courier.resolve;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;

/**
 * Runs reads at most {@code parallelism} at a time, each bounded by its own timeout. Reads are non-blocking, so
 * the bound limits the load one call puts on connectors, not threads. Once the call gives up ({@link #stop()}),
 * reads not yet started are never started.
 */
final class ConcurrentReads {
    private final List<Supplier<CompletionStage<ReadOutcome>>> reads;
    private final List<CompletableFuture<ReadOutcome>> results;
    private final AtomicInteger next = new AtomicInteger();
    private final AtomicBoolean stopped = new AtomicBoolean();
    private final long readTimeoutMillis;

    ConcurrentReads(List<Supplier<CompletionStage<ReadOutcome>>> reads, long readTimeoutMillis) {
        this.reads = List.copyOf(reads);
        this.readTimeoutMillis = readTimeoutMillis;
        this.results = new ArrayList<>(reads.size());
        for (int i = 0; i < reads.size(); i++) {
            results.add(new CompletableFuture<>());
        }
    }

    List<CompletableFuture<ReadOutcome>> start(int parallelism) {
        for (int i = 0; i < Math.min(parallelism, reads.size()); i++) {
            launchNext();
        }
        return results;
    }

    void stop() {
        stopped.set(true);
    }

    private void launchNext() {
        if (stopped.get()) {
            return;
        }
        int i = next.getAndIncrement();
        if (i >= reads.size()) {
            return;
        }
        CompletableFuture<ReadOutcome> read;
        try {
            read = reads.get(i).get().toCompletableFuture();
        } catch (RuntimeException e) {
            read = CompletableFuture.completedFuture(ReadOutcome.failed(Outcome.NOT_FOUND));
        }
        read.completeOnTimeout(ReadOutcome.failed(Outcome.NOT_FOUND), readTimeoutMillis, TimeUnit.MILLISECONDS)
                .whenComplete((outcome, failure) -> {
                    results.get(i).complete(failure == null ? outcome : ReadOutcome.failed(Outcome.NOT_FOUND));
                    launchNext();
                });
    }
}
