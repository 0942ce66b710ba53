package dev.courier.files;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.courier.store.WorkspaceStore;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.jboss.logging.Logger;

/**
 * The listing index: a copy of each file's metadata in the workspace store (collection {@code files}, one
 * document per file id), so a listing is one store read instead of one object read per file. The object store
 * stays the system of record: the index is trusted only while its marker document ({@value #MARKER}, written
 * at the end of a rebuild) is present and younger than {@code courier.files.index-max-age}; otherwise the next
 * listing rebuilds it from the {@code meta.json} objects. A flushed Redis, a restarted embedded store or a
 * dropped collection therefore heal on the next listing, and a write an index missed heals within the max age.
 * A listing is parsed once per index generation ({@link FileListings}).
 */
@ApplicationScoped
public class FileIndex {
    public static final String COLLECTION = "files";
    /** Not a file id (those start with {@code fl_}), so it cannot collide with an entry. */
    public static final String MARKER = "~built";
    private static final Logger LOG = Logger.getLogger(FileIndex.class);
    /** Parsed listings kept per process, in files across workspaces (a few hundred bytes each). */
    private static final int MAX_KEPT_FILES = 50_000;

    private final WorkspaceStore store;
    private final ObjectStore objects;
    private final Duration maxAge;
    private final Clock clock;
    private final FileListings listings = new FileListings(MAX_KEPT_FILES);

    @Inject
    public FileIndex(WorkspaceStore store, ObjectStore objects, FilesConfig config) {
        this(store, objects, config.indexMaxAge(), Clock.systemUTC());
    }

    FileIndex(WorkspaceStore store, ObjectStore objects, Duration maxAge, Clock clock) {
        this.store = store;
        this.objects = objects;
        this.maxAge = maxAge;
        this.clock = clock;
    }

    public void put(String workspace, FileMeta meta) {
        store.put(workspace, COLLECTION, meta.id(), meta.serialize());
    }

    public void remove(String workspace, String fileId) {
        store.remove(workspace, COLLECTION, fileId);
    }

    /**
     * Every file of the workspace, oldest first (ties by id), rebuilding the index first when it is not trusted.
     * While the index is unchanged, the listing parsed last time is served again.
     */
    public List<FileMeta> all(String workspace) {
        long generation = store.generation(workspace, COLLECTION);
        Optional<FileListings.Listing> kept = listings.at(workspace, generation);
        if (kept.isPresent() && trusted(kept.get().builtAt())) {
            return kept.get().files();
        }
        WorkspaceStore.Snapshot snapshot = store.snapshot(workspace, COLLECTION);
        Instant builtAt = builtAt(snapshot.documents().get(MARKER));
        if (!trusted(builtAt)) {
            snapshot = rebuild(workspace, snapshot);
            builtAt = builtAt(snapshot.documents().get(MARKER));
        }
        List<FileMeta> files = new ArrayList<>();
        for (Map.Entry<String, String> entry : snapshot.documents().entrySet()) {
            if (!entry.getKey().equals(MARKER)) {
                FileMeta meta = FileMeta.parse(entry.getValue());
                if (meta != null) {
                    files.add(meta);
                }
            }
        }
        files.sort(Comparator.comparing(FileMeta::createdAt).thenComparing(FileMeta::id));
        FileListings.Listing listing = new FileListings.Listing(snapshot.generation(), builtAt, files);
        listings.keep(workspace, listing);
        return listing.files();
    }

    private boolean trusted(Instant builtAt) {
        return builtAt != null && !builtAt.plus(maxAge).isBefore(clock.instant());
    }

    private static Instant builtAt(String marker) {
        if (marker == null) {
            return null;
        }
        try {
            return Instant.parse(FileMeta.MAPPER.readTree(marker).path("builtAt").asText());
        } catch (Exception e) {
            return null;
        }
    }

    /**
     * Reads every {@code meta.json} of the workspace into the index and drops entries with no object behind them.
     * The index is read before the objects are listed: an entry in that snapshot was written after its objects,
     * so a file uploaded during the rebuild is never dropped by it.
     */
    private WorkspaceStore.Snapshot rebuild(String workspace, WorkspaceStore.Snapshot before) {
        Set<String> seen = new HashSet<>();
        for (String key : objects.list(FileKeys.workspacePrefix(workspace))) {
            String id = FileKeys.fileIdOfMeta(workspace, key);
            if (id == null) {
                continue;
            }
            FileMeta meta = objects.get(key).flatMap(json -> FileMeta.ofStoredObject(json, id)).orElse(null);
            if (meta != null) {
                seen.add(id);
                put(workspace, meta);
            }
        }
        for (String id : before.documents().keySet()) {
            if (!id.equals(MARKER) && !seen.contains(id)) {
                remove(workspace, id);
            }
        }
        ObjectNode marker = FileMeta.MAPPER.createObjectNode();
        marker.put("builtAt", clock.instant().toString());
        marker.put("files", seen.size());
        store.put(workspace, COLLECTION, MARKER, marker.toString());
        LOG.debugf("Rebuilt the file index of workspace %s from object storage: %d files", workspace, seen.size());
        return store.snapshot(workspace, COLLECTION);
    }
}
