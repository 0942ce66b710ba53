package dev.courier.api;

import dev.courier.capabilities.ProtocolRevision;
import dev.courier.hostresources.Caller;
import dev.courier.hostresources.HostResources;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.io.InputStream;

/**
 * A connector's {@code ai.nimblebrain/resources/*} request, relayed by the host. Header mistakes are the host's
 * and answer problem+json; everything about the JSON-RPC body answers as JSON-RPC.
 */
@Path("/v1/workspaces/{ws}/host-resources")
public class HostResourcesResource {
    private final HostResources hostResources;
    private final JsonBodies bodies;

    public HostResourcesResource(HostResources hostResources, JsonBodies bodies) {
        this.hostResources = hostResources;
        this.bodies = bodies;
    }

    @POST
    @Consumes(MediaType.WILDCARD)
    @Produces(MediaType.APPLICATION_JSON)
    public Response handle(@PathParam("ws") String ws, @HeaderParam("Courier-Server") String server,
            @HeaderParam("Courier-User") String user, @HeaderParam("MCP-Protocol-Version") String protocolVersion,
            InputStream body) {
        Ids.require("workspace", ws);
        Ids.require("server", server);
        Ids.require("user", user);
        ProtocolRevision revision = revision(protocolVersion);
        // Raw bytes: malformed JSON is the JSON-RPC -32700 here, not an HTTP 400.
        byte[] bytes = bodies.bytes(body);
        return hostResources.handle(new Caller(ws, server, user), revision, bytes)
                // The tree itself, serialised once into the response: no JSON string in between.
                .map(response -> Response.ok(response, MediaType.APPLICATION_JSON).build())
                .orElseGet(() -> Response.accepted().build());
    }

    private static ProtocolRevision revision(String header) {
        if (header == null || header.isBlank()) {
            return ProtocolRevision.DEFAULT_LEGACY;
        }
        return ProtocolRevision.parse(header.trim()).orElseThrow(() -> ApiProblem.badRequest(
                "MCP-Protocol-Version must be an MCP revision date such as 2025-11-25."));
    }
}
