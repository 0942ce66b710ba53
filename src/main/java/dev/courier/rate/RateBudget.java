package dev.courier.rate;

import dev.courier.store.BucketDecision;
import dev.courier.store.BucketPolicy;
import dev.courier.store.WorkspaceStore;
import jakarta.enterprise.context.ApplicationScoped;

/**
 * The one request budget each server has in each workspace. Resolve and host resources both charge it through
 * this class, so a server cannot double its budget by spreading calls over the two; the bucket is named by the
 * server id and lives in the workspace store (Redis when shared), so every instance draws from the same one.
 */
@ApplicationScoped
public class RateBudget {
    private final WorkspaceStore store;
    private final BucketPolicy policy;

    public RateBudget(WorkspaceStore store, RateConfig config) {
        this.store = store;
        this.policy = new BucketPolicy(config.perSecond(), config.burst());
    }

    /** Takes one token from the {@code (workspace, server)} bucket. */
    public BucketDecision charge(String workspace, String server) {
        return store.take(workspace, server, policy, 1);
    }
}
