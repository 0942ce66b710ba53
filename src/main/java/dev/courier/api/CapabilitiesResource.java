package dev.courier.api;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.courier.capabilities.Capabilities;
import dev.courier.capabilities.ConnectionKind;
import dev.courier.capabilities.ProtocolRevision;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;

@Path("/v1/capabilities")
public class CapabilitiesResource {
    private final Capabilities capabilities;

    public CapabilitiesResource(Capabilities capabilities) {
        this.capabilities = capabilities;
    }

    @GET
    @Produces(MediaType.APPLICATION_JSON)
    public ObjectNode get(@QueryParam("protocolVersion") String protocolVersion,
            @QueryParam("connection") String connection) {
        ProtocolRevision revision = protocolVersion == null || protocolVersion.isEmpty()
                ? ProtocolRevision.DEFAULT_LEGACY
                : ProtocolRevision.parse(protocolVersion).orElseThrow(() -> ApiProblem.badRequest(
                        "protocolVersion must be an MCP revision date such as 2025-11-25."));
        ConnectionKind kind = ConnectionKind.parse(connection).orElseThrow(() -> ApiProblem.badRequest(
                "connection must be 'workspace' or 'personal'."));
        ObjectNode body = JsonNodeFactory.instance.objectNode();
        body.set("extensions", capabilities.extensions(revision, kind));
        return body;
    }
}
