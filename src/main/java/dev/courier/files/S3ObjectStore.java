package dev.courier.files;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;
import software.amazon.awssdk.core.ResponseInputStream;
import software.amazon.awssdk.core.exception.SdkException;
import software.amazon.awssdk.core.sync.RequestBody;
import software.amazon.awssdk.services.s3.S3Client;
import software.amazon.awssdk.services.s3.model.GetObjectResponse;
import software.amazon.awssdk.services.s3.model.ListObjectsV2Request;
import software.amazon.awssdk.services.s3.model.ListObjectsV2Response;
import software.amazon.awssdk.services.s3.model.NoSuchKeyException;
import software.amazon.awssdk.services.s3.model.S3Object;

/** Object storage in one S3 bucket; client settings (endpoint, path style, credentials) are {@code quarkus.s3.*}. */
public final class S3ObjectStore implements ObjectStore {
    /** Tries per operation when the transport drops the connection; the SDK retries everything else itself. */
    private static final int TRANSPORT_ATTEMPTS = 3;
    /** The longest array the JVM reliably allocates. */
    private static final long MAX_ARRAY_LENGTH = Integer.MAX_VALUE - 8;

    private final S3Client s3;
    private final String bucket;

    public S3ObjectStore(S3Client s3, String bucket) {
        this.s3 = s3;
        this.bucket = bucket;
    }

    @Override
    public void put(String key, Path source, String contentType) {
        // From the file: the SDK streams it and knows the length up front, so the body is never held in memory.
        call("write", () -> s3.putObject(b -> b.bucket(bucket).key(key).contentType(contentType),
                RequestBody.fromFile(source)));
    }

    @Override
    public void put(String key, byte[] bytes, String contentType) {
        call("write", () -> s3.putObject(b -> b.bucket(bucket).key(key).contentType(contentType),
                RequestBody.fromBytes(bytes)));
    }

    @Override
    public Optional<byte[]> get(String key) {
        return call("read", () -> {
            try (ResponseInputStream<GetObjectResponse> object = s3.getObject(b -> b.bucket(bucket).key(key))) {
                return Optional.of(readAll(object, object.response().contentLength()));
            } catch (NoSuchKeyException e) {
                return Optional.empty();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        });
    }

    /**
     * Into one array of the announced length. The SDK's byte-array response grows a buffer and copies it, about
     * five times the object's size in allocation; this is the object's size once.
     */
    private static byte[] readAll(InputStream in, Long contentLength) throws IOException {
        if (contentLength == null || contentLength < 0 || contentLength > MAX_ARRAY_LENGTH) {
            return in.readAllBytes();
        }
        byte[] bytes = new byte[(int) (long) contentLength];
        int read = in.readNBytes(bytes, 0, bytes.length);
        if (read != bytes.length || in.read() != -1) {
            // A body shorter or longer than announced is a broken transfer, not a different object.
            throw new IOException("the object's body did not match its Content-Length " + contentLength);
        }
        return bytes;
    }

    @Override
    public void delete(String key) {
        call("delete", () -> s3.deleteObject(b -> b.bucket(bucket).key(key)));
    }

    @Override
    public List<String> list(String prefix) {
        return call("list", () -> {
            List<String> keys = new ArrayList<>();
            String token = null;
            do {
                ListObjectsV2Request.Builder request = ListObjectsV2Request.builder().bucket(bucket).prefix(prefix);
                if (token != null) {
                    request.continuationToken(token);
                }
                ListObjectsV2Response page = s3.listObjectsV2(request.build());
                for (S3Object object : page.contents()) {
                    keys.add(object.key());
                }
                token = Boolean.TRUE.equals(page.isTruncated()) ? page.nextContinuationToken() : null;
            } while (token != null);
            return keys;
        });
    }

    @Override
    public void check() {
        call("reach the bucket", () -> s3.headBucket(b -> b.bucket(bucket)));
    }

    @Override
    public String describe() {
        return "S3 bucket " + bucket;
    }

    private <T> T call(String action, Supplier<T> operation) {
        for (int attempt = 1; ; attempt++) {
            try {
                return operation.get();
            } catch (UncheckedIOException e) {
                // The URL-connection client reports a connection dropped mid-request (a kept-alive connection the
                // server closed, the Expect: 100-continue path of a PUT) as an UncheckedIOException, outside
                // SdkException, so the SDK's own retries never see it. Every operation here is idempotent and its
                // body replayable, so a fresh connection is tried; a drop that persists is an outage (503).
                if (attempt == TRANSPORT_ATTEMPTS) {
                    throw unavailable(action, e);
                }
            } catch (SdkException e) {
                // The SDK has already retried what it considers retryable.
                throw unavailable(action, e);
            }
        }
    }

    private ObjectStoreUnavailableException unavailable(String action, RuntimeException e) {
        // The SDK's message names the bucket and status, never object contents.
        return new ObjectStoreUnavailableException("S3 could not " + action + ": " + e.getClass().getSimpleName()
                + (e.getMessage() == null ? "" : " (" + firstLine(e.getMessage()) + ")"), e);
    }

    private static String firstLine(String message) {
        int newline = message.indexOf('\n');
        String line = newline < 0 ? message : message.substring(0, newline);
        return line.length() > 300 ? line.substring(0, 300) : line;
    }
}
