package dev.courier.api;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.courier.registry.ConnectorRecord;
import dev.courier.registry.ConnectorRegistry;
import dev.courier.registry.RegistrationResult;
import dev.courier.registry.TemplateSource;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.DELETE;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.PUT;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.io.InputStream;

@Path("/v1/workspaces/{ws}/connectors")
@Produces(MediaType.APPLICATION_JSON)
public class ConnectorsResource {
    private final ConnectorRegistry registry;
    private final JsonBodies bodies;

    public ConnectorsResource(ConnectorRegistry registry, JsonBodies bodies) {
        this.registry = registry;
        this.bodies = bodies;
    }

    @GET
    public ObjectNode list(@PathParam("ws") String ws) {
        Ids.require("workspace", ws);
        ObjectNode body = JsonNodeFactory.instance.objectNode();
        var list = body.putArray("connectors");
        registry.list(ws).forEach(c -> list.add(c.toPublicJson()));
        return body;
    }

    @PUT
    @Path("/{server}")
    @Consumes(MediaType.WILDCARD)
    public ObjectNode register(@PathParam("ws") String ws, @PathParam("server") String server, InputStream body) {
        Ids.require("workspace", ws);
        Ids.require("server", server);
        var registration = ConnectorRequests.parse(bodies.read(body));
        return fetching(() -> registry.register(ws, server, registration)).toJson();
    }

    @GET
    @Path("/{server}")
    public ObjectNode get(@PathParam("ws") String ws, @PathParam("server") String server) {
        return existing(ws, server).toPublicJson();
    }

    @POST
    @Path("/{server}/refresh")
    public ObjectNode refresh(@PathParam("ws") String ws, @PathParam("server") String server) {
        Ids.require("workspace", ws);
        Ids.require("server", server);
        // registry.refresh finds the record itself (empty when it is not registered): one store read, not two.
        return fetching(() -> registry.refresh(ws, server)
                .orElseThrow(() -> notFound(ws, server))).toJson();
    }

    @DELETE
    @Path("/{server}")
    public Response delete(@PathParam("ws") String ws, @PathParam("server") String server) {
        Ids.require("workspace", ws);
        Ids.require("server", server);
        registry.remove(ws, server);
        return Response.noContent().build();
    }

    private ConnectorRecord existing(String ws, String server) {
        Ids.require("workspace", ws);
        Ids.require("server", server);
        return registry.find(ws, server).orElseThrow(() -> notFound(ws, server));
    }

    private static ApiProblem notFound(String ws, String server) {
        return ApiProblem.notFound("No connector '" + server + "' is registered in workspace '" + ws + "'.");
    }

    private interface Fetching {
        RegistrationResult run() throws TemplateSource.UnreachableException;
    }

    private static RegistrationResult fetching(Fetching call) {
        try {
            return call.run();
        } catch (TemplateSource.UnreachableException e) {
            throw ApiProblem.badGateway("The connector could not be reached over MCP: " + e.getMessage()
                    + " Nothing was stored.");
        }
    }
}
