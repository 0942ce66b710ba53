package dev.courier.api;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.courier.files.FileIds;
import dev.courier.files.FileMeta;
import dev.courier.files.FileTags;
import dev.courier.files.FilesConfig;
import dev.courier.files.NewFile;
import dev.courier.files.WorkspaceFiles;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.DELETE;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.PUT;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.io.InputStream;
import java.net.URI;
import java.util.ArrayList;
import java.util.List;

/** The workspace file store: upload raw bytes, read metadata, retag, delete. */
@Path("/v1/workspaces/{ws}/files")
@Produces(MediaType.APPLICATION_JSON)
public class FilesResource {
    public static final String USER = "Courier-User";
    public static final String NAME = "Courier-File-Name";
    public static final String TAGS = "Courier-File-Tags";
    public static final String VISIBILITY = "Courier-Visibility";

    private final WorkspaceFiles files;
    private final JsonBodies bodies;
    private final FileTags tagRules;
    private final UploadHeaders uploadHeaders;

    public FilesResource(WorkspaceFiles files, JsonBodies bodies, FilesConfig config) {
        this.files = files;
        this.bodies = bodies;
        this.tagRules = new FileTags(config.maxTags(), config.maxTagLength());
        this.uploadHeaders = new UploadHeaders(tagRules, config.maxNameLength());
    }

    @POST
    @Consumes(MediaType.WILDCARD)
    public Response upload(@PathParam("ws") String ws, @HeaderParam(USER) String user,
            @HeaderParam(NAME) String encodedName, @HeaderParam(TAGS) String tagsHeader,
            @HeaderParam(VISIBILITY) String visibilityHeader, @HeaderParam(HttpHeaders.CONTENT_TYPE) String contentType,
            @HeaderParam(HttpHeaders.CONTENT_LENGTH) String contentLength, InputStream body) {
        Ids.require("workspace", ws);
        Ids.require("user", user);
        // Refuse a declared oversize body before reading a byte of it.
        if (UploadHeaders.declaredLength(contentLength) > files.maxUploadBytes()) {
            throw tooLarge();
        }
        NewFile file = uploadHeaders.newFile(user, encodedName, tagsHeader, visibilityHeader, contentType);
        FileMeta meta;
        try {
            meta = files.upload(ws, file, body);
        } catch (dev.courier.files.UploadTooLargeException e) {
            throw tooLarge();
        } catch (dev.courier.files.UploadReadException e) {
            throw ApiProblem.badRequest("The request body could not be read to its end; nothing was stored.");
        }
        return Response.created(URI.create("/v1/workspaces/" + ws + "/files/" + meta.id()))
                .entity(meta.toJson()).type(MediaType.APPLICATION_JSON).build();
    }

    @GET
    @Path("/{id}")
    public ObjectNode get(@PathParam("ws") String ws, @PathParam("id") String id, @HeaderParam(USER) String user) {
        return visible(ws, id, user).toJson();
    }

    @PUT
    @Path("/{id}/tags")
    @Consumes(MediaType.WILDCARD)
    public ObjectNode retag(@PathParam("ws") String ws, @PathParam("id") String id, @HeaderParam(USER) String user,
            InputStream body) {
        FileMeta meta = visible(ws, id, user);
        JsonNode json = bodies.read(body);
        if (!json.isArray()) {
            throw ApiProblem.badRequest("The body must be a JSON array of tag strings, such as [\"a\",\"b\"].");
        }
        List<String> tags = new ArrayList<>();
        for (JsonNode tag : json) {
            if (!tag.isTextual()) {
                throw ApiProblem.badRequest("Every tag must be a string.");
            }
            tags.add(tag.asText());
        }
        try {
            return files.retag(ws, meta, tagRules.normalize(tags)).toJson();
        } catch (IllegalArgumentException e) {
            throw ApiProblem.badRequest(e.getMessage());
        }
    }

    @DELETE
    @Path("/{id}")
    public Response delete(@PathParam("ws") String ws, @PathParam("id") String id, @HeaderParam(USER) String user) {
        FileMeta meta = visible(ws, id, user);
        files.delete(ws, meta.id());
        return Response.noContent().build();
    }

    private FileMeta visible(String ws, String id, String user) {
        Ids.require("workspace", ws);
        Ids.require("user", user);
        if (!FileIds.isValid(id)) {
            throw ApiProblem.badRequest("The file id must be fl_ followed by 24 lowercase hex digits.");
        }
        var meta = files.findVisible(ws, id, user);
        if (meta.isEmpty()) {
            // The same answer for a file that never existed and one this user may not see.
            throw ApiProblem.notFound("No file " + id + " in workspace '" + ws + "'.");
        }
        return meta.get();
    }

    private ApiProblem tooLarge() {
        return ApiProblem.tooLarge("The file exceeds the upload limit of " + files.maxUploadBytes() + " bytes.");
    }
}
