package dev.courier.api;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.courier.resolve.ResolveRequest;
import dev.courier.resolve.Resolver;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import java.io.InputStream;

@Path("/v1/workspaces/{ws}/resource-arguments/resolve")
public class ResolveResource {
    private final Resolver resolver;
    private final JsonBodies bodies;

    public ResolveResource(Resolver resolver, JsonBodies bodies) {
        this.resolver = resolver;
        this.bodies = bodies;
    }

    @POST
    @Consumes(MediaType.WILDCARD)
    @Produces(MediaType.APPLICATION_JSON)
    public ObjectNode resolve(@PathParam("ws") String ws, InputStream body) {
        Ids.require("workspace", ws);
        ResolveRequest request = ResolveRequests.parse(bodies.read(body));
        return resolver.resolve(ws, request)
                .orElseThrow(() -> ApiProblem.notFound("No connector '" + request.server()
                        + "' is registered in workspace '" + ws + "'."))
                .toJson();
    }
}
