package dev.courier.files;

import java.time.Instant;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Each workspace's parsed listing, kept while the index's generation is unchanged, so a warm listing costs one
 * store round trip (the generation) instead of reading and parsing every entry. Bounded by the files held across
 * workspaces: the least recently listed workspaces go first, and a workspace larger than the bound is not kept.
 * Per process and losable at any time; a stale entry is detected by its generation.
 */
final class FileListings {
    /** The files of one workspace at one index generation, with when the index was last rebuilt. */
    record Listing(long generation, Instant builtAt, List<FileMeta> files) {
        Listing {
            files = List.copyOf(files);
        }
    }

    private final int maxFiles;
    private final LinkedHashMap<String, Listing> byWorkspace = new LinkedHashMap<>(16, 0.75f, true);
    private long held;

    FileListings(int maxFiles) {
        this.maxFiles = maxFiles;
    }

    synchronized Optional<Listing> at(String workspace, long generation) {
        Listing listing = byWorkspace.get(workspace);
        return listing != null && listing.generation() == generation ? Optional.of(listing) : Optional.empty();
    }

    synchronized void keep(String workspace, Listing listing) {
        Listing replaced = byWorkspace.remove(workspace);
        if (replaced != null) {
            held -= weight(replaced);
        }
        if (weight(listing) > maxFiles) {
            return;
        }
        byWorkspace.put(workspace, listing);
        held += weight(listing);
        Iterator<Map.Entry<String, Listing>> eldestFirst = byWorkspace.entrySet().iterator();
        while (held > maxFiles) {
            held -= weight(eldestFirst.next().getValue());
            eldestFirst.remove();
        }
    }

    /** Its files, plus one for the listing itself, so that empty workspaces are bounded too. */
    private static long weight(Listing listing) {
        return listing.files().size() + 1L;
    }
}
