package dev.courier.samples;

import io.quarkiverse.mcp.server.JsonRpcErrorCodes;
import io.quarkiverse.mcp.server.Resource;
import io.quarkiverse.mcp.server.ResourceTemplate;
import io.quarkiverse.mcp.server.Role;
import io.quarkiverse.mcp.server.TextResourceContents;
import io.quarkus.arc.profile.IfBuildProfile;
import jakarta.inject.Singleton;

/**
 * The sample {@code crm} connector, a real 2025-11-25 MCP server on quarkus-mcp-server-http, served on
 * {@code /mcp}. It is compiled only into tests and into {@code -Psamples} builds, and active only in the
 * {@code dev} profile (the README quickstart) and the {@code mcp-peer} test profile, never in production.
 */
@Singleton
@IfBuildProfile(anyOf = {"dev", "mcp-peer"})
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
