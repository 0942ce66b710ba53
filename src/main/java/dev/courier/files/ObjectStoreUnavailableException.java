package dev.courier.files;

/** Object storage did not answer or refused; the caller should retry later. Never the caller's mistake. */
public final class ObjectStoreUnavailableException extends RuntimeException {
    public ObjectStoreUnavailableException(String message, Throwable cause) {
        super(message, cause);
    }
}
