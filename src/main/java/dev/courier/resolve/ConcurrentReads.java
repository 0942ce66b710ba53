package dev.courier.resolve;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;

/**
 * Runs reads at most {@code parallelism} at a time. Each is given the read timeout or what is left of the call's
 * deadline, whichever is shorter, and is not waited for past it. Reads are non-blocking, so the bound limits the
 * load one call puts on connectors, not threads. Once the call gives up ({@link #stop()}), reads not yet started
 * are never started.
 */
final class ConcurrentReads {
    private final List<Function<Duration, CompletionStage<ReadOutcome>>> reads;
    private final List<CompletableFuture<ReadOutcome>> results;
    private final AtomicInteger next = new AtomicInteger();
    private final AtomicBoolean stopped = new AtomicBoolean();
    private final Duration readTimeout;
    private final long deadlineNanoTime;

    /** @param reads each starts one read that is over within the duration it is given */
    ConcurrentReads(List<Function<Duration, CompletionStage<ReadOutcome>>> reads, Duration readTimeout,
            long deadlineNanoTime) {
        this.reads = List.copyOf(reads);
        this.readTimeout = readTimeout;
        this.deadlineNanoTime = deadlineNanoTime;
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
        Duration within = Duration.ofNanos(Math.max(0,
                Math.min(readTimeout.toNanos(), deadlineNanoTime - System.nanoTime())));
        CompletableFuture<ReadOutcome> read;
        try {
            // No time left: the connector is not asked (and not blamed for a timeout it never had the chance to avoid).
            read = within.isZero() ? CompletableFuture.completedFuture(ReadOutcome.failed(Outcome.NOT_FOUND))
                    : reads.get(i).apply(within).toCompletableFuture();
        } catch (RuntimeException e) {
            read = CompletableFuture.completedFuture(ReadOutcome.failed(Outcome.NOT_FOUND));
        }
        // The reader lets go at the same moment; this only guards the wait against one that does not.
        read.completeOnTimeout(ReadOutcome.failed(Outcome.NOT_FOUND), within.toNanos(), TimeUnit.NANOSECONDS)
                .whenComplete((outcome, failure) -> {
                    results.get(i).complete(failure == null ? outcome : ReadOutcome.failed(Outcome.NOT_FOUND));
                    launchNext();
                });
    }
}
