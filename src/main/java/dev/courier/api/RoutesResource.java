package dev.courier.api;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.courier.registry.ConnectorRegistry;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;

@Path("/v1/workspaces/{ws}/routes")
public class RoutesResource {
    private final ConnectorRegistry registry;

    public RoutesResource(ConnectorRegistry registry) {
        this.registry = registry;
    }

    @GET
    @Produces(MediaType.APPLICATION_JSON)
    public ObjectNode route(@PathParam("ws") String ws, @QueryParam("uri") String uri) {
        Ids.require("workspace", ws);
        if (uri == null || uri.isEmpty()) {
            throw ApiProblem.badRequest("The uri query parameter is required.");
        }
        return registry.route(ws, uri).toJson();
    }
}
