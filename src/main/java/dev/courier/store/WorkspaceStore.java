package dev.courier.store;

import java.util.Map;
import java.util.Optional;

/**
 * The shared state a stateless Courier instance needs: per-workspace collections of JSON documents, each with a
 * generation that changes on every write, so instances can cache derived data (such as a routing index) and
 * notice when it is stale. Every key of one workspace lives under one Redis hash tag.
 *
 * <p>Implementations throw {@link StoreUnavailableException} when the backing store cannot be reached.
 */
public interface WorkspaceStore {

    Optional<String> get(String workspace, String collection, String id);

    /** All documents of a collection and the generation they belong to, read atomically. */
    Snapshot snapshot(String workspace, String collection);

    /** The collection's generation: 0 before its first write, larger after every write. */
    long generation(String workspace, String collection);

    /** Stores a document and returns the collection's new generation. */
    long put(String workspace, String collection, String id, String document);

    /** Removes a document; returns whether it existed. */
    boolean remove(String workspace, String collection, String id);

    /** Checks that the store answers; throws {@link StoreUnavailableException} when it does not. */
    void ping();

    /**
     * Takes {@code tokens} from a token bucket, all or none, refilling it first by the time elapsed since it
     * was last touched. A bucket seen for the first time is full.
     */
    BucketDecision take(String workspace, String bucket, BucketPolicy policy, int tokens);

    /** Takes as many whole tokens as the bucket holds, up to {@code max}, in one atomic step. */
    BucketGrant takeUpTo(String workspace, String bucket, BucketPolicy policy, int max);

    record Snapshot(long generation, Map<String, String> documents) {
        public Snapshot {
            documents = Map.copyOf(documents);
        }
    }
}
