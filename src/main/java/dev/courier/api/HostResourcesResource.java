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
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;

/**
 * A connector's {@code ai.nimblebrain/resources/*} request, relayed by the host. Header mistakes are the host's
 * and answer problem+json; everything about the JSON-RPC body answers as JSON-RPC.
 */
@Path("/v1/workspaces/{ws}/host-resources")
public class HostResourcesResource {
    private final HostResources hostResources;
    private final long maxBodyBytes;

    public HostResourcesResource(HostResources hostResources, HttpLimitsConfig limits) {
        this.hostResources = hostResources;
        this.maxBodyBytes = limits.maxBodySize().asLongValue();
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
        byte[] bytes = readCapped(body);
        return hostResources.handle(new Caller(ws, server, user), revision, bytes)
                .map(response -> Response.ok(response.toString(), MediaType.APPLICATION_JSON).build())
                .orElseGet(() -> Response.accepted().build());
    }

    private static ProtocolRevision revision(String header) {
        if (header == null || header.isBlank()) {
            return ProtocolRevision.DEFAULT_LEGACY;
        }
        return ProtocolRevision.parse(header.trim()).orElseThrow(() -> ApiProblem.badRequest(
                "MCP-Protocol-Version must be an MCP revision date such as 2025-11-25."));
    }

    private byte[] readCapped(InputStream body) {
        if (body == null) {
            return new byte[0];
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        byte[] buffer = new byte[8192];
        try {
            int n;
            while ((n = body.read(buffer)) != -1) {
                if (out.size() + (long) n > maxBodyBytes) {
                    throw ApiProblem.tooLarge("The request body exceeds " + maxBodyBytes + " bytes.");
                }
                out.write(buffer, 0, n);
            }
        } catch (IOException e) {
            throw ApiProblem.badRequest("The request body could not be read.");
        }
        return out.toByteArray();
    }
}
