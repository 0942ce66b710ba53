package dev.courier.files;

/**
 * The object key layout (see docs/storage.md):
 * <pre>
 *   ws/&lt;workspace&gt;/files/&lt;file id&gt;/bytes
 *   ws/&lt;workspace&gt;/files/&lt;file id&gt;/meta.json
 * </pre>
 * Both parts are validated ids, so a key never carries a caller-chosen name. A workspace id may legally be
 * {@code .} or {@code ..}; such an all-dots id is written with each dot as {@code %2E} so no key segment is a
 * relative path step on a file system or in an S3 client's path handling ({@code %} cannot occur in an id, so
 * this cannot collide with another workspace).
 */
public final class FileKeys {
    public static final String BYTES = "bytes";
    public static final String META = "meta.json";

    private FileKeys() {
    }

    public static String workspacePrefix(String workspace) {
        return "ws/" + segment(workspace) + "/files/";
    }

    public static String bytes(String workspace, String fileId) {
        return workspacePrefix(workspace) + FileIds.require(fileId) + "/" + BYTES;
    }

    public static String meta(String workspace, String fileId) {
        return workspacePrefix(workspace) + FileIds.require(fileId) + "/" + META;
    }

    /** The file id of a {@code …/<id>/meta.json} key under the workspace prefix, or null for any other key. */
    public static String fileIdOfMeta(String workspace, String key) {
        String prefix = workspacePrefix(workspace);
        if (!key.startsWith(prefix) || !key.endsWith("/" + META)) {
            return null;
        }
        String id = key.substring(prefix.length(), key.length() - META.length() - 1);
        return FileIds.isValid(id) ? id : null;
    }

    static String segment(String workspace) {
        if (workspace.chars().allMatch(c -> c == '.')) {
            return workspace.replace(".", "%2E");
        }
        return workspace;
    }
}
