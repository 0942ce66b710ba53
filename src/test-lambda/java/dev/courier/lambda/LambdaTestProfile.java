package dev.courier.lambda;

import io.quarkus.test.junit.QuarkusTestProfile;
import java.util.Map;

/**
 * The Lambda build's configuration under test: the {@code %lambda} limits (so the start-up payload check runs
 * against the real deployment numbers), and the mock event server on a free port so parallel builds do not clash.
 */
public class LambdaTestProfile implements QuarkusTestProfile {
    @Override
    public String getConfigProfile() {
        return "test,lambda";
    }

    @Override
    public Map<String, String> getConfigOverrides() {
        return Map.of("quarkus.lambda.mock-event-server.test-port", "0");
    }
}
