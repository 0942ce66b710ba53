import java.util.Arrays;

/**
 * How much slower this machine runs memory-touching code right after a thread has slept, as a resolve call's
 * code runs right after its connector's answer arrives. The same random reads over a working set of 16 KiB to
 * 16 MiB are timed back to back (after Thread.yield) and after a 20 ms sleep. Run: java bench/IdlePenalty.java
 */
public final class IdlePenalty {
    private static final int[] MEMORY = new int[4 << 20];
    private static long sink;

    public static void main(String[] args) throws Exception {
        System.out.println("| working set | back to back, p50 ms | after a 20 ms sleep, p50 ms | ratio |");
        System.out.println("|---:|---:|---:|---:|");
        for (int words : new int[] {1 << 12, 1 << 16, 1 << 20, 4 << 20}) {
            for (int i = 0; i < 200; i++) {
                sink += touch(words);
            }
            double warm = p50(words, 0);
            double afterSleep = p50(words, 20);
            System.out.printf("| %,d KiB | %.3f | %.3f | %.1f |%n", words * 4 / 1024, warm, afterSleep,
                    afterSleep / warm);
        }
        if (sink == 42) {
            System.out.println();
        }
    }

    private static double p50(int words, int sleepMillis) throws InterruptedException {
        long[] nanos = new long[101];
        for (int i = 0; i < nanos.length; i++) {
            if (sleepMillis > 0) {
                Thread.sleep(sleepMillis);
            } else {
                Thread.yield();
            }
            long start = System.nanoTime();
            sink += touch(words);
            nanos[i] = System.nanoTime() - start;
        }
        Arrays.sort(nanos);
        return nanos[50] / 1e6;
    }

    /** 20,000 reads at pseudo-random places in the first {@code words} ints. */
    private static long touch(int words) {
        long sum = 0;
        int x = 12345;
        for (int i = 0; i < 20_000; i++) {
            x = x * 1103515245 + 12345;
            sum += MEMORY[(x >>> 1) % words];
        }
        return sum;
    }
}
