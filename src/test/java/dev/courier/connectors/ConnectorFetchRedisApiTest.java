package dev.courier.connectors;

import dev.courier.testing.McpPeerRedisProfile;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;

/** Registration and refresh against real connectors with the shared Redis store (era memory included). */
@QuarkusTest
@TestProfile(McpPeerRedisProfile.class)
class ConnectorFetchRedisApiTest extends ConnectorFetchApiTest {
}
