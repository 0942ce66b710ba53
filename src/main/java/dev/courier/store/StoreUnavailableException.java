package dev.courier.store;

/** The backing store did not answer; the caller should fail closed and ask the host to retry. */
public final class StoreUnavailableException extends RuntimeException {
    public StoreUnavailableException(String message, Throwable cause) {
        super(message, cause);
    }
}
