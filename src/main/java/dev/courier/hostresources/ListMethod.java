package dev.courier.hostresources;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.courier.files.FileMeta;
import dev.courier.files.MediaTypes;
import dev.courier.files.WorkspaceFiles;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.ArrayList;
import java.util.List;

/** {@code ai.nimblebrain/resources/list}: the visible workspace files, filtered by {@code params._meta.filter}. */
@ApplicationScoped
public class ListMethod {
    private static final String FILES = FileMeta.SCHEME;

    private final WorkspaceFiles files;

    public ListMethod(WorkspaceFiles files) {
        this.files = files;
    }

    ObjectNode list(Caller caller, ObjectNode params) {
        // The specification's own cursor, and one inside the filter: either means a pagination loop we cannot serve.
        refuseCursor(params.get("cursor"));
        Filter filter = filter(params);
        ObjectNode result = RpcMessages.object();
        ArrayNode resources = result.putArray("resources");
        for (FileMeta meta : files.listVisible(caller.workspace(), caller.user())) {
            if (filter.matches(meta)) {
                ObjectNode item = resources.addObject();
                item.put("uri", meta.uri());
                item.put("name", meta.name());
                item.put("mimeType", meta.mimeType());
                item.put("size", meta.size());
            }
        }
        return result;
    }

    private static Filter filter(ObjectNode params) {
        JsonNode meta = params.get("_meta");
        if (meta == null || meta.isNull()) {
            return Filter.NONE;
        }
        if (!meta.isObject()) {
            throw invalid("params._meta must be an object.", null);
        }
        JsonNode filter = meta.get("filter");
        if (filter == null || filter.isNull()) {
            return Filter.NONE;
        }
        if (!filter.isObject()) {
            throw invalid("the filter must be an object.", null);
        }
        JsonNode scheme = filter.get("scheme");
        if (scheme != null && !scheme.isNull() && !(scheme.isTextual() && scheme.asText().equalsIgnoreCase(FILES))) {
            ObjectNode data = RpcMessages.object();
            data.set("scheme", scheme);
            data.putArray("supported").add(FILES);
            throw invalid("only the files scheme can be listed.", data);
        }
        refuseCursor(filter.get("cursor"));
        String mimeType = null;
        JsonNode mime = filter.get("mimeType");
        if (mime != null && !mime.isNull()) {
            if (!mime.isTextual()) {
                throw invalid("filter.mimeType must be a string.", null);
            }
            // Compared by media type: parameters and case do not matter; a malformed value matches nothing.
            mimeType = MediaTypes.essence(mime.asText());
            if (mimeType == null) {
                mimeType = "";
            }
        }
        List<String> tags = new ArrayList<>();
        JsonNode tagsNode = filter.get("tags");
        if (tagsNode != null && !tagsNode.isNull()) {
            if (!tagsNode.isArray()) {
                ObjectNode data = RpcMessages.object();
                data.put("receivedType", RpcMessages.typeName(tagsNode));
                throw invalid("filter.tags must be an array.", data);
            }
            for (JsonNode tag : tagsNode) {
                if (!tag.isTextual()) {
                    throw invalid("every tag in filter.tags must be a string.", null);
                }
                tags.add(tag.asText());
            }
        }
        return new Filter(mimeType, List.copyOf(tags));
    }

    private static void refuseCursor(JsonNode cursor) {
        if (cursor != null && !cursor.isNull()) {
            ObjectNode data = RpcMessages.object();
            data.set("cursor", cursor);
            throw invalid("pagination is not supported; the whole list comes in one response.", data);
        }
    }

    private static RpcError invalid(String why, ObjectNode data) {
        return new RpcError(RpcError.INVALID_PARAMS, "Invalid params: " + why, data);
    }

    private record Filter(String mimeType, List<String> tags) {
        static final Filter NONE = new Filter(null, List.of());

        boolean matches(FileMeta meta) {
            if (mimeType != null && !mimeType.equals(MediaTypes.essence(meta.mimeType()))) {
                return false;
            }
            return meta.tags().containsAll(tags);
        }
    }
}
