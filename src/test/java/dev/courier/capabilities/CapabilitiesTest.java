package dev.courier.capabilities;

import static dev.courier.testing.Api.api;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasKey;
import static org.hamcrest.Matchers.not;

import io.quarkus.test.junit.QuarkusTest;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

@QuarkusTest
class CapabilitiesTest {
    private static final String ARGS = "extensions.'ai.nimblebrain/resource-arguments'";
    private static final String FILES = "extensions.'ai.nimblebrain/host-resources'";

    @ParameterizedTest
    @ValueSource(strings = {"2024-11-05", "2025-03-26", "2025-06-18", "2025-11-25", "2025-12-31"})
    void legacyRevisionsGetBothExtensionsOnWorkspaceConnections(String revision) {
        api().get("/v1/capabilities?protocolVersion=" + revision + "&connection=workspace").then()
                .statusCode(200)
                .body(ARGS + ".maxChars", equalTo(49600))
                .body(ARGS + ".maxSize", equalTo(10485760))
                .body(ARGS + ".maxUris", equalTo(32))
                .body(FILES + ".read.enabled", equalTo(true))
                .body(FILES + ".read.range", equalTo(false))
                .body(FILES + ".read.maxSize", equalTo(10485760))
                .body(FILES + ".list.enabled", equalTo(true))
                .body(FILES + ".write.enabled", equalTo(false))
                .body(FILES + ".schemes", equalTo(java.util.List.of("files")))
                .body("extensions.size()", equalTo(2));
    }

    @ParameterizedTest
    @ValueSource(strings = {"2024-11-05", "2025-11-25"})
    void personalConnectionsGetHostResourcesButNeverResourceArguments(String revision) {
        api().get("/v1/capabilities?protocolVersion=" + revision + "&connection=personal").then()
                .statusCode(200)
                .body("extensions", not(hasKey("ai.nimblebrain/resource-arguments")))
                .body(FILES + ".read.maxSize", equalTo(10485760));
    }

    @ParameterizedTest
    @ValueSource(strings = {"2026-07-28", "2027-01-01", "2031-12-31"})
    void modernAndLaterRevisionsGetNoHostResources(String revision) {
        api().get("/v1/capabilities?protocolVersion=" + revision + "&connection=workspace").then()
                .statusCode(200)
                .body("extensions", not(hasKey("ai.nimblebrain/host-resources")))
                .body(ARGS + ".maxUris", equalTo(32));
        api().get("/v1/capabilities?protocolVersion=" + revision + "&connection=personal").then()
                .statusCode(200)
                .body("extensions.size()", equalTo(0));
    }

    @Test
    void aMissingVersionCountsAs20250326() {
        api().get("/v1/capabilities?connection=workspace").then()
                .statusCode(200)
                .body(FILES + ".read.enabled", equalTo(true))
                .body(ARGS + ".maxChars", equalTo(49600));
        api().get("/v1/capabilities?protocolVersion=&connection=personal").then()
                .statusCode(200)
                .body("extensions", hasKey("ai.nimblebrain/host-resources"));
    }

    @ParameterizedTest
    @ValueSource(strings = {"protocolVersion=banana&connection=workspace", "protocolVersion=2025-13-01&connection=workspace",
            "protocolVersion=2025-6-18&connection=workspace", "protocolVersion=2025-11-25",
            "protocolVersion=2025-11-25&connection=Workspace", "connection=team"})
    void malformedQueriesAreClear400s(String query) {
        api().get("/v1/capabilities?" + query).then()
                .statusCode(400)
                .contentType("application/problem+json")
                .body("status", equalTo(400));
    }
}
