package dev.courier.files;

/** The upload went past {@code courier.files.max-upload-size}; nothing was stored. */
public final class UploadTooLargeException extends RuntimeException {
    private final long limit;

    public UploadTooLargeException(long limit) {
        super("The upload exceeds " + limit + " bytes.", null, false, false);
        this.limit = limit;
    }

    public long limit() {
        return limit;
    }
}
