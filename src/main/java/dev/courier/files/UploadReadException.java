package dev.courier.files;

/** The request body could not be read to its end (the caller went away or sent a broken body); nothing stored. */
public final class UploadReadException extends RuntimeException {
    public UploadReadException() {
        super("The request body could not be read.", null, false, false);
    }
}
