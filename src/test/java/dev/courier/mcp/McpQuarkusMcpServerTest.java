package dev.courier.mcp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import io.vertx.core.Vertx;
import jakarta.inject.Inject;
import java.net.URL;
import org.junit.jupiter.api.Test;

/** Against a real 2025-11-25 server: quarkus-mcp-server-http 1.13.0 serving {@link CrmSampleConnector}. */
@QuarkusTest
@TestProfile(dev.courier.testing.McpPeerProfile.class)
class McpQuarkusMcpServerTest {

    @TestHTTPResource("/mcp")
    URL mcp;

    @Inject
    Vertx vertx;

    @Test
    void listsTemplatesAndReadsOverTheLegacyEra() throws Exception {
        InMemoryEraMemory memory = new InMemoryEraMemory();
        try (McpClient client = new McpClient(vertx, McpClientConfig.defaults(), memory)) {
            ConnectorEndpoint crm = new ConnectorEndpoint("crm", mcp.toURI());
            TemplatesResult r = client.listTemplates(crm);
            TemplatesResult.Templates t = assertInstanceOf(TemplatesResult.Templates.class, r, r.toString());
            assertEquals(Era.LEGACY, t.era());
            assertEquals("2025-11-25", t.protocolVersion());
            ObjectNode signal = t.templates().stream()
                    .filter(n -> n.path("uriTemplate").asText().equals("crm://signals/{id}")).findFirst().orElseThrow();
            assertEquals("signal", signal.get("name").asText());
            assertEquals("CRM signal", signal.get("title").asText());
            assertEquals("text/plain", signal.get("mimeType").asText());
            assertTrue(signal.has("annotations"), signal.toString());
            assertEquals(3, t.templates().size());
            assertEquals(Era.LEGACY, memory.get("crm").orElseThrow().era());

            ReadResult read = client.read(crm, "crm://signals/42", 100_000);
            JsonNode item = assertInstanceOf(ReadResult.Contents.class, read, read.toString()).contents().get(0);
            assertEquals("crm://signals/42", item.get("uri").asText());
            assertEquals("Signal 42: ACME visited pricing", item.get("text").asText());

            ReadResult missing = client.read(crm, "crm://signals/nope", 100_000);
            assertInstanceOf(McpFailure.NotFound.class, missing, missing.toString());
        }
    }
}
