package dev.courier.capabilities;

import static dev.courier.testing.Api.api;
import static org.hamcrest.Matchers.equalTo;

import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The advertised numbers are the configured ones, not constants. */
@QuarkusTest
@TestProfile(ConfiguredCapabilitiesTest.Limits.class)
class ConfiguredCapabilitiesTest {
    public static class Limits implements QuarkusTestProfile {
        @Override
        public Map<String, String> getConfigOverrides() {
            return Map.of("courier.resource-arguments.max-chars", "1000",
                    "courier.resource-arguments.max-size", "3000000",
                    "courier.resource-arguments.max-uris", "7",
                    "courier.host-resources.max-size", "4194304",
                    "courier.host-resources.schemes", "files,docs");
        }
    }

    @Test
    void valuesComeFromConfiguration() {
        api().get("/v1/capabilities?protocolVersion=2025-11-25&connection=workspace").then()
                .statusCode(200)
                .body("extensions.'ai.nimblebrain/resource-arguments'.maxChars", equalTo(1000))
                .body("extensions.'ai.nimblebrain/resource-arguments'.maxSize", equalTo(3000000))
                .body("extensions.'ai.nimblebrain/resource-arguments'.maxUris", equalTo(7))
                .body("extensions.'ai.nimblebrain/host-resources'.read.maxSize", equalTo(4194304))
                .body("extensions.'ai.nimblebrain/host-resources'.schemes", equalTo(List.of("files", "docs")));
    }
}
