package dev.courier.mcp;

import io.quarkiverse.mcp.server.JsonRpcErrorCodes;
import io.quarkiverse.mcp.server.Resource;
import io.quarkiverse.mcp.server.ResourceTemplate;
import io.quarkiverse.mcp.server.Role;
import io.quarkiverse.mcp.server.TextResourceContents;
import io.quarkus.arc.profile.IfBuildProfile;
import jakarta.inject.Singleton;

/**
 * The sample {@code crm} connector served by quarkus-mcp-server-http (a real 2025-11-25 server) for
 * {@link McpQuarkusMcpServerTest}. It lives under src/test (the extension is a test-scoped dependency) and
 * is only active in the {@code mcp-peer} test profile, so no other build ever serves it.
 */
@Singleton
@IfBuildProfile("mcp-peer")
public class CrmSampleConnector {

    @ResourceTemplate(uriTemplate = "crm://signals/{id}", name = "signal", title = "CRM signal",
            description = "One buying signal by id", mimeType = "text/plain",
            annotations = @Resource.Annotations(audience = Role.ASSISTANT, priority = 0.5, lastModified = "2026-01-02T03:04:05Z"))
    TextResourceContents signal(String id) {
        if (!id.matches("[0-9]+")) {
            throw new io.quarkiverse.mcp.server.McpException("Resource not found: crm://signals/" + id,
                    JsonRpcErrorCodes.RESOURCE_NOT_FOUND);
        }
        return new TextResourceContents("crm://signals/" + id, "Signal " + id + ": ACME visited pricing", "text/plain");
    }

    @ResourceTemplate(uriTemplate = "crm://accounts/{account}", name = "account", description = "An account record",
            mimeType = "application/json")
    TextResourceContents account(String account) {
        return new TextResourceContents("crm://accounts/" + account, "{\"account\":\"" + account + "\"}",
                "application/json");
    }

    @ResourceTemplate(uriTemplate = "crm://notes/{id}", name = "note")
    TextResourceContents note(String id) {
        return TextResourceContents.create("crm://notes/" + id, "note " + id);
    }
}
