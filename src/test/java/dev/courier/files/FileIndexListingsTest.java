package dev.courier.files;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import dev.courier.store.EmbeddedWorkspaceStore;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Two instances share one workspace store and one object store, as two Courier processes share Redis and S3;
 * each keeps the listing it parsed. What one instance writes, the other lists at once, and the index's max age
 * still forces a rebuild from object storage when a kept listing is served.
 */
class FileIndexListingsTest {
    private static final String WS = "ws-listings";
    private static final Duration MAX_AGE = Duration.ofHours(1);

    private final MutableClock clock = new MutableClock(Instant.parse("2026-11-30T00:00:00Z"));
    private EmbeddedWorkspaceStore store;
    private LocalObjectStore objects;
    private FileIndex first;
    private FileIndex second;

    @BeforeEach
    void start() throws Exception {
        store = new EmbeddedWorkspaceStore();
        objects = new LocalObjectStore(Files.createTempDirectory("courier-listings"));
        first = new FileIndex(store, objects, MAX_AGE, clock);
        second = new FileIndex(store, objects, MAX_AGE, clock);
    }

    @Test
    void anUnchangedIndexIsServedFromTheKeptListing() {
        stored(file("a", 1));
        List<FileMeta> listed = first.all(WS);
        assertSame(listed, first.all(WS), "parsed once while the generation is unchanged");
    }

    @Test
    void whatAnotherInstanceWritesOrRemovesIsListedAtOnce() {
        FileMeta a = stored(file("a", 1));
        assertEquals(List.of(a), first.all(WS));
        FileMeta b = stored(file("b", 2));
        second.put(WS, b);
        assertEquals(List.of(a, b), first.all(WS));
        second.remove(WS, a.id());
        assertEquals(List.of(b), first.all(WS));
    }

    @Test
    void aKeptListingPastTheMaxAgeIsRebuiltFromObjectStorage() {
        FileMeta a = stored(file("a", 1));
        FileMeta gone = stored(file("gone", 2));
        assertEquals(List.of(a, gone), first.all(WS));
        // Another instance deleted the objects and died before its index write: only a rebuild notices.
        objects.delete(FileKeys.meta(WS, gone.id()));
        assertEquals(List.of(a, gone), first.all(WS));
        clock.advance(MAX_AGE.plusSeconds(1));
        assertEquals(List.of(a), first.all(WS));
    }

    private static FileMeta file(String name, int second) {
        return new FileMeta(FileIds.generate(), name, "text/plain", 1, List.of(), "alice", Visibility.SHARED,
                Instant.parse("2026-11-29T00:00:00Z").plusSeconds(second), "0".repeat(64));
    }

    /** The object the system of record holds; the index learns of it from a put or a rebuild. */
    private FileMeta stored(FileMeta meta) {
        objects.put(FileKeys.meta(WS, meta.id()), meta.serialize().getBytes(StandardCharsets.UTF_8),
                "application/json");
        return meta;
    }

    private static final class MutableClock extends Clock {
        private Instant now;

        MutableClock(Instant now) {
            this.now = now;
        }

        void advance(Duration by) {
            now = now.plus(by);
        }

        @Override
        public Instant instant() {
            return now;
        }

        @Override
        public ZoneOffset getZone() {
            return ZoneOffset.UTC;
        }

        @Override
        public Clock withZone(java.time.ZoneId zone) {
            return this;
        }
    }
}
