package dev.courier.api;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.courier.resolve.ResolveRequest;
import dev.courier.resolve.ResolveResult;
import dev.courier.resolve.Resolver;
import io.smallrye.common.annotation.Blocking;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import java.io.InputStream;
import java.util.concurrent.CompletionStage;

@Path("/v1/workspaces/{ws}/resource-arguments/resolve")
public class ResolveResource {
    private final Resolver resolver;
    private final JsonBodies bodies;

    public ResolveResource(Resolver resolver, JsonBodies bodies) {
        this.resolver = resolver;
        this.bodies = bodies;
    }

    /** Blocking until the reads start (the store may block); the answer is written when the reads are done. */
    @POST
    @Blocking
    @Consumes(MediaType.WILDCARD)
    @Produces(MediaType.APPLICATION_JSON)
    public CompletionStage<ObjectNode> resolve(@PathParam("ws") String ws, InputStream body) {
        Ids.require("workspace", ws);
        ResolveRequest request = ResolveRequests.parse(bodies.read(body));
        return resolver.resolve(ws, request)
                .orElseThrow(() -> ApiProblem.notFound("No connector '" + request.server()
                        + "' is registered in workspace '" + ws + "'."))
                .thenApply(ResolveResult::toJson);
    }
}
