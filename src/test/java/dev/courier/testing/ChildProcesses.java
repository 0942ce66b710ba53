package dev.courier.testing;

import java.util.concurrent.TimeUnit;

/** Plumbing shared by the real servers the tests run as child processes (Redis, S3Proxy). */
final class ChildProcesses {
    private ChildProcesses() {
    }

    /** Asks the process to stop, and kills it if it has not within {@code graceSeconds}. */
    static void stop(Process process, int graceSeconds) {
        process.destroy();
        try {
            if (!process.waitFor(graceSeconds, TimeUnit.SECONDS)) {
                process.destroyForcibly();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** Waits between polls of a starting server. */
    static void pause(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
