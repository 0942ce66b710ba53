package dev.courier.hostresources;

import static dev.courier.files.FileCalls.freshWorkspace;
import static dev.courier.files.FileCalls.rpc;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.greaterThan;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.courier.rate.RateBudget;
import dev.courier.testing.FilesProfiles;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import jakarta.inject.Inject;
import org.junit.jupiter.api.Test;

/** The (workspace, server) budget: burst 3, then 0.01 tokens a second. */
@QuarkusTest
@TestProfile(FilesProfiles.SmallBurst.class)
public class HostResourcesRateTest {
    private static final String LIST = "{\"jsonrpc\":\"2.0\",\"id\":9,\"method\":\"ai.nimblebrain/resources/list\"}";

    @Inject
    RateBudget budget;

    @Test
    void anExhaustedBucketIsMinus32004WithAPositiveRetryAfter() {
        String ws = freshWorkspace();
        // Invalid requests spend tokens too.
        rpc(ws, "crm", "alice", "2025-11-25", "{").then().body("error.code", equalTo(-32700));
        rpc(ws, "crm", "alice", "2025-11-25", "[]").then().body("error.code", equalTo(-32600));
        rpc(ws, "crm", "alice", "2025-11-25", LIST).then().body("result.resources.size()", equalTo(0));
        rpc(ws, "crm", "alice", "2025-11-25", LIST).then().statusCode(200)
                .body("id", equalTo(9))
                .body("error.code", equalTo(-32004))
                .body("error.data.retryAfterMs", greaterThan(0))
                .body("error.data.size()", equalTo(1));
        // Malformed or not, a refused request is -32004 first.
        rpc(ws, "crm", "alice", "2025-11-25", "{").then().body("error.code", equalTo(-32004));
        // Another server, or the same server in another workspace, has its own bucket.
        rpc(ws, "billing", "alice", "2025-11-25", LIST).then().body("result.resources.size()", equalTo(0));
        rpc(freshWorkspace(), "crm", "alice", "2025-11-25", LIST).then().body("result.resources.size()", equalTo(0));
    }

    @Test
    void resolveAndHostResourcesShareOneBucket() {
        String ws = freshWorkspace();
        // What resolve spends through RateBudget is gone for host resources too, and the other way round.
        assertTrue(budget.charge(ws, "crm").granted());
        assertTrue(budget.charge(ws, "crm").granted());
        rpc(ws, "crm", "alice", "2025-11-25", LIST).then().body("result.resources.size()", equalTo(0));
        rpc(ws, "crm", "alice", "2025-11-25", LIST).then().body("error.code", equalTo(-32004));
        assertFalse(budget.charge(ws, "crm").granted());
    }
}
