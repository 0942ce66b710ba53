package dev.courier.files;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A file's metadata, as kept in {@code meta.json} beside its bytes (the system of record) and copied into the
 * listing index. The workspace is not part of it: it is the key prefix the file lives under.
 */
public record FileMeta(String id, String name, String mimeType, long size, List<String> tags, String owner,
        Visibility visibility, Instant createdAt, String sha256) {
    /** The URI scheme a workspace file is named by: {@code files://<id>}. */
    public static final String SCHEME = "files";

    static final ObjectMapper MAPPER = new ObjectMapper();

    public FileMeta {
        tags = List.copyOf(tags);
    }

    public String uri() {
        return SCHEME + "://" + id;
    }

    /** Shared files are visible to every user of the workspace, private ones to their owner only. */
    public boolean visibleTo(String user) {
        return visibility == Visibility.SHARED || owner.equals(user);
    }

    public FileMeta withTags(List<String> newTags) {
        return new FileMeta(id, name, mimeType, size, newTags, owner, visibility, createdAt, sha256);
    }

    /** The public shape of the Files API. */
    public ObjectNode toJson() {
        ObjectNode node = MAPPER.createObjectNode();
        node.put("id", id);
        node.put("uri", uri());
        node.put("name", name);
        node.put("mimeType", mimeType);
        node.put("size", size);
        var tagArray = node.putArray("tags");
        tags.forEach(tagArray::add);
        node.put("owner", owner);
        node.put("visibility", visibility.wireName());
        node.put("createdAt", createdAt.toString());
        node.put("sha256", sha256);
        return node;
    }

    public String serialize() {
        return toJson().toString();
    }

    /** A file's {@code meta.json} object as stored; empty when it does not parse or names another file. */
    static Optional<FileMeta> ofStoredObject(byte[] json, String fileId) {
        return Optional.ofNullable(parse(new String(json, java.nio.charset.StandardCharsets.UTF_8)))
                .filter(meta -> meta.id().equals(fileId));
    }

    /** Reads a stored document; a document that is not a well-formed metadata object yields null. */
    public static FileMeta parse(String json) {
        try {
            JsonNode n = MAPPER.readTree(json);
            List<String> tags = new ArrayList<>();
            for (JsonNode t : n.path("tags")) {
                tags.add(t.asText());
            }
            String id = n.path("id").asText(null);
            if (!FileIds.isValid(id) || !n.path("size").canConvertToLong()) {
                return null;
            }
            return new FileMeta(id, n.path("name").asText(), n.path("mimeType").asText(),
                    n.path("size").asLong(), tags, n.path("owner").asText(),
                    Visibility.parse(n.path("visibility").asText()).orElse(Visibility.PRIVATE),
                    Instant.parse(n.path("createdAt").asText()), n.path("sha256").asText());
        } catch (IOException | RuntimeException e) {
            return null;
        }
    }
}
