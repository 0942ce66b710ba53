package dev.courier.api;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import jakarta.ws.rs.core.Response;

/** Builds {@code application/problem+json} responses (RFC 9457). */
public final class Problems {
    public static final String MEDIA_TYPE = "application/problem+json";

    private Problems() {
    }

    public static Response response(ApiProblem problem) {
        Response.ResponseBuilder builder = builder(problem.status(), problem.title(), problem.detail());
        problem.headers().forEach(builder::header);
        return builder.build();
    }

    public static Response response(int status, String title, String detail) {
        return builder(status, title, detail).build();
    }

    public static Response.ResponseBuilder builder(int status, String title, String detail) {
        ObjectNode body = JsonNodeFactory.instance.objectNode();
        body.put("type", "about:blank");
        body.put("title", title);
        body.put("status", status);
        body.put("detail", detail);
        // Serialized here rather than by a message body writer so the media type cannot be renegotiated.
        return Response.status(status).type(MEDIA_TYPE).entity(body.toString());
    }
}
