package dev.courier.rate;

import dev.courier.store.BucketDecision;
import dev.courier.store.BucketGrant;
import dev.courier.store.BucketPolicy;
import dev.courier.store.WorkspaceStore;
import jakarta.enterprise.context.ApplicationScoped;

/**
 * Charges a calling server's budget in a workspace: reads made for its tools (resolve) and its own
 * host-resources requests draw on one bucket, keyed by the server id.
 */
@ApplicationScoped
public class RateBudget {
    private final WorkspaceStore store;
    private final BucketPolicy policy;

    public RateBudget(WorkspaceStore store, RateConfig config) {
        this.store = store;
        this.policy = new BucketPolicy(config.perSecond(), config.burst());
    }

    /** One token, for one host-resources request. */
    public BucketDecision charge(String workspace, String server) {
        return store.take(workspace, server, policy, 1);
    }

    /** One token per read, granted to the first {@code reads} in order as far as the bucket reaches. */
    public BucketGrant chargeUpTo(String workspace, String server, int reads) {
        if (reads == 0) {
            return new BucketGrant(0, 0);
        }
        return store.takeUpTo(workspace, server, policy, reads);
    }
}
