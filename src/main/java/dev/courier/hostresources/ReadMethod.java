package dev.courier.hostresources;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.courier.files.FileIds;
import dev.courier.files.FileMeta;
import dev.courier.files.WorkspaceFiles;
import dev.courier.registry.Schemes;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.Optional;

/** {@code ai.nimblebrain/resources/read}: one workspace file, whole, as text or blob. */
@ApplicationScoped
public class ReadMethod {
    private static final String FILES = FileMeta.SCHEME;

    private final WorkspaceFiles files;
    private final HostResourcesConfig config;

    public ReadMethod(WorkspaceFiles files, HostResourcesConfig config) {
        this.files = files;
        this.config = config;
    }

    ObjectNode read(Caller caller, ObjectNode params) {
        JsonNode uriNode = params.get("uri");
        if (uriNode == null || !uriNode.isTextual()) {
            throw new RpcError(RpcError.INVALID_PARAMS, "Invalid params: uri must be a string.", null);
        }
        String uri = uriNode.asText();
        Optional<String> scheme = Schemes.of(uri);
        if (scheme.isEmpty() || config.schemes().stream().noneMatch(s -> s.equalsIgnoreCase(scheme.get()))) {
            ObjectNode data = RpcMessages.object();
            data.put("uri", uri);
            supported(data);
            throw new RpcError(RpcError.INVALID_PARAMS, "Invalid params: unsupported URI scheme.", data);
        }
        FileMeta meta = locate(caller, uri, scheme.get()).orElseThrow(() -> notFound(uri));
        long maxSize = config.maxSize();
        // Decided from metadata, before a byte is fetched.
        if (meta.size() > maxSize) {
            ObjectNode data = RpcMessages.object();
            data.put("uri", uri);
            data.put("size", meta.size());
            data.put("maxSize", maxSize);
            throw new RpcError(RpcError.TOO_LARGE, "Resource too large: it exceeds read.maxSize.", data);
        }
        byte[] bytes = files.bytes(caller.workspace(), meta).orElseThrow(() -> notFound(uri));
        ObjectNode result = RpcMessages.object();
        result.putArray("contents").add(ResourceContents.of(uri, meta.mimeType(), bytes));
        return result;
    }

    /**
     * The visible file a {@code files://<id>} URI names. Anything else after the scheme (a malformed id, a path,
     * a query) names no file; a configured scheme other than {@code files} has no store behind it here.
     */
    private Optional<FileMeta> locate(Caller caller, String uri, String scheme) {
        if (!scheme.equals(FILES)) {
            return Optional.empty();
        }
        String rest = uri.substring(scheme.length() + 1);
        if (!rest.startsWith("//") || !FileIds.isValid(rest.substring(2))) {
            return Optional.empty();
        }
        return files.findVisible(caller.workspace(), rest.substring(2), caller.user());
    }

    private void supported(ObjectNode data) {
        ArrayNode list = data.putArray("supported");
        config.schemes().forEach(list::add);
    }

    private static RpcError notFound(String uri) {
        ObjectNode data = RpcMessages.object();
        data.put("uri", uri);
        // One answer for every reason, so reads cannot probe what exists outside the caller's scope.
        return new RpcError(RpcError.RESOURCE_NOT_FOUND, "Resource not found.", data);
    }
}
