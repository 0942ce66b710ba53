package dev.courier.store;

import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * The single-instance store used when no Redis is configured: state lives in this process only, so it suits
 * one instance (a laptop, a test, a single container) and is lost on restart.
 */
public final class EmbeddedWorkspaceStore implements WorkspaceStore {
    private final Map<String, Collection> collections = new HashMap<>();
    private final Map<String, TokenBucket> buckets = new HashMap<>();

    private static final class Collection {
        final Map<String, String> documents = new LinkedHashMap<>();
        long generation;
    }

    @Override
    public synchronized Optional<String> get(String workspace, String collection, String id) {
        Collection c = collections.get(StoreKeys.collection(workspace, collection));
        return c == null ? Optional.empty() : Optional.ofNullable(c.documents.get(id));
    }

    @Override
    public synchronized Snapshot snapshot(String workspace, String collection) {
        Collection c = collections.get(StoreKeys.collection(workspace, collection));
        return c == null ? new Snapshot(0, Map.of()) : new Snapshot(c.generation, c.documents);
    }

    @Override
    public synchronized long generation(String workspace, String collection) {
        Collection c = collections.get(StoreKeys.collection(workspace, collection));
        return c == null ? 0 : c.generation;
    }

    @Override
    public synchronized long put(String workspace, String collection, String id, String document) {
        Collection c = collections.computeIfAbsent(StoreKeys.collection(workspace, collection), k -> new Collection());
        c.documents.put(id, document);
        return ++c.generation;
    }

    @Override
    public synchronized boolean remove(String workspace, String collection, String id) {
        Collection c = collections.get(StoreKeys.collection(workspace, collection));
        if (c == null || c.documents.remove(id) == null) {
            return false;
        }
        c.generation++;
        return true;
    }

    @Override
    public void ping() {
        // Always answers: it lives in this process.
    }

    @Override
    public synchronized BucketDecision take(String workspace, String bucket, BucketPolicy policy, int tokens) {
        long now = System.nanoTime() / 1000;
        return bucket(workspace, bucket, policy, now).take(policy, tokens, now);
    }

    @Override
    public synchronized BucketGrant takeUpTo(String workspace, String bucket, BucketPolicy policy, int max) {
        long now = System.nanoTime() / 1000;
        return bucket(workspace, bucket, policy, now).takeUpTo(policy, max, now);
    }

    private TokenBucket bucket(String workspace, String bucket, BucketPolicy policy, long now) {
        return buckets.computeIfAbsent(StoreKeys.bucket(workspace, bucket), k -> new TokenBucket(policy, now));
    }
}
