package dev.courier.files;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.courier.testing.DroppingProxy;
import dev.courier.testing.S3ProxyServer;
import java.io.IOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.Random;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.http.urlconnection.UrlConnectionHttpClient;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.s3.S3Client;

/**
 * {@link S3ObjectStore} against a real S3 API (S3Proxy) behind a real proxy that can drop connections.
 *
 * <p>A connection dropped mid-request (a server closing a kept-alive connection, a load balancer recycling one)
 * reaches the URL-connection client's PUT path as an {@code UncheckedIOException} that the SDK does not retry.
 * Every object-store operation is idempotent, so the store retries it; only a drop that persists is an outage.
 */
class S3ObjectStoreTest {
    private static final String BUCKET = "dropped-connections";
    private static S3ProxyServer s3;
    private static DroppingProxy proxy;
    private static S3Client client;
    private static S3ObjectStore store;

    @BeforeAll
    static void start() throws IOException {
        s3 = S3ProxyServer.start();
        s3.createBucket(BUCKET);
        proxy = DroppingProxy.to(s3.port());
        client = S3Client.builder()
                .httpClient(UrlConnectionHttpClient.create())
                .endpointOverride(URI.create(proxy.endpoint()))
                .forcePathStyle(true)
                .region(Region.US_EAST_1)
                .credentialsProvider(StaticCredentialsProvider.create(
                        AwsBasicCredentials.create("local-identity", "local-credential")))
                .build();
        store = new S3ObjectStore(client, BUCKET);
    }

    @AfterAll
    static void stop() throws IOException {
        if (client != null) {
            client.close();
        }
        if (proxy != null) {
            proxy.close();
        }
        if (s3 != null) {
            s3.close();
        }
    }

    @Test
    void objectsComeBackByteForByteWhateverTheirSize() {
        Random random = new Random(7);
        for (int size : new int[] {0, 1, 8191, 8192, 3 * 1024 * 1024 + 17}) {
            byte[] bytes = new byte[size];
            random.nextBytes(bytes);
            store.put("ws-sizes/" + size, bytes, "application/octet-stream");
            assertArrayEquals(bytes, store.get("ws-sizes/" + size).orElseThrow(), size + " bytes");
        }
        assertTrue(store.get("ws-sizes/missing").isEmpty());
    }

    @Test
    void aPutWhoseConnectionIsDroppedOnceIsRetriedAndStored() {
        byte[] bytes = "kept".getBytes(StandardCharsets.UTF_8);
        int before = proxy.dropped();
        proxy.dropNext(1);
        store.put("ws/once", bytes, "application/octet-stream");
        assertEquals(before + 1, proxy.dropped(), "the first attempt was dropped");
        assertArrayEquals(bytes, store.get("ws/once").orElseThrow());
    }

    /**
     * A body cut short arrives after the SDK has handed over the response, so neither the JDK nor the SDK retries
     * it: only the store's own retry (and its length check) can.
     */
    @Test
    void aReadWhoseBodyIsCutShortIsReadAgainAndAPersistentCutIsAnOutage() {
        byte[] bytes = new byte[3 * 1024 * 1024];
        new Random(11).nextBytes(bytes);
        store.put("ws-cut/a", bytes, "application/octet-stream");
        int before = proxy.cut();
        proxy.cutNext(1, 64 * 1024);
        assertArrayEquals(bytes, store.get("ws-cut/a").orElseThrow());
        assertEquals(before + 1, proxy.cut(), "the first answer was cut");
        proxy.cutNext(50, 64 * 1024);
        try {
            ObjectStoreUnavailableException e = assertThrows(ObjectStoreUnavailableException.class,
                    () -> store.get("ws-cut/a"));
            assertTrue(e.getMessage().startsWith("S3 could not read"), e.getMessage());
        } finally {
            proxy.cutNext(0, 0);
        }
    }

    @Test
    void aDropThatPersistsIsAnOutage() {
        proxy.dropNext(50);
        try {
            ObjectStoreUnavailableException e = assertThrows(ObjectStoreUnavailableException.class,
                    () -> store.put("ws/never", new byte[] {1}, "application/octet-stream"));
            assertTrue(e.getMessage().startsWith("S3 could not write"), e.getMessage());
        } finally {
            proxy.dropNext(0);
        }
        assertTrue(store.get("ws/never").isEmpty());
    }
}
