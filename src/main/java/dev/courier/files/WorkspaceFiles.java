package dev.courier.files;

import jakarta.enterprise.context.ApplicationScoped;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Clock;
import java.util.HexFormat;
import java.util.List;
import java.util.Optional;

/**
 * The workspace file store. Writes go to the object store first ({@code bytes}, then {@code meta.json}, which
 * is the commit point: a file exists once its metadata does) and to the listing index after. Reads by id go
 * to the object store, so they are right even when the index is not.
 */
@ApplicationScoped
public class WorkspaceFiles {
    private static final String META_TYPE = "application/json";

    private final ObjectStore objects;
    private final FileIndex index;
    private final long maxUploadBytes;
    private final Clock clock = Clock.systemUTC();

    public WorkspaceFiles(ObjectStore objects, FileIndex index, FilesConfig config) {
        this.objects = objects;
        this.index = index;
        this.maxUploadBytes = config.maxUploadSize().asLongValue();
    }

    public long maxUploadBytes() {
        return maxUploadBytes;
    }

    /**
     * Streams the body to a temporary file, hashing and counting on the way, then hands the file to the object
     * store: the body is never held in memory, and an upload over the cap stops at the first byte past it.
     */
    public FileMeta upload(String workspace, NewFile file, InputStream body) {
        Path staged = stage();
        try {
            MessageDigest sha256 = sha256();
            long size = 0;
            try (OutputStream out = Files.newOutputStream(staged)) {
                byte[] buffer = new byte[64 * 1024];
                int n;
                while ((n = readBody(body, buffer)) != -1) {
                    size += n;
                    if (size > maxUploadBytes) {
                        throw new UploadTooLargeException(maxUploadBytes);
                    }
                    sha256.update(buffer, 0, n);
                    out.write(buffer, 0, n);
                }
            } catch (IOException e) {
                throw new ObjectStoreUnavailableException("Could not stage the upload on local disk", e);
            }
            FileMeta meta = new FileMeta(FileIds.generate(), file.name(), file.mimeType(), size, file.tags(),
                    file.owner(), file.visibility(), clock.instant(), HexFormat.of().formatHex(sha256.digest()));
            // The MIME type lives in meta.json; the bytes object is typed neutrally so that no S3-compatible store
            // can refuse a caller's Content-Type (S3Proxy rejects unknown charsets, for one).
            objects.put(FileKeys.bytes(workspace, meta.id()), staged, MediaTypes.DEFAULT);
            writeMeta(workspace, meta);
            return meta;
        } finally {
            try {
                Files.deleteIfExists(staged);
            } catch (IOException ignored) {
                // A leftover temporary file is harmless; the OS temp cleaner removes it.
            }
        }
    }

    /** The file's metadata from the system of record, whoever may see it. */
    public Optional<FileMeta> find(String workspace, String fileId) {
        if (!FileIds.isValid(fileId)) {
            return Optional.empty();
        }
        return objects.get(FileKeys.meta(workspace, fileId)).flatMap(json -> FileMeta.ofStoredObject(json, fileId));
    }

    /**
     * The file if {@code user} may see it: a file of another user's that is private looks like no file. When the
     * object store has no such file, any index entry left for it (a delete on another instance) is dropped; a file
     * that exists but is not visible keeps its entry, so its owner still lists it.
     */
    public Optional<FileMeta> findVisible(String workspace, String fileId, String user) {
        Optional<FileMeta> found = find(workspace, fileId);
        if (found.isEmpty() && FileIds.isValid(fileId)) {
            index.remove(workspace, fileId);
        }
        return found.filter(meta -> meta.visibleTo(user));
    }

    /** The file's bytes; empty if they are gone (deleted meanwhile). */
    public Optional<byte[]> bytes(String workspace, FileMeta meta) {
        return objects.get(FileKeys.bytes(workspace, meta.id()));
    }

    public FileMeta retag(String workspace, FileMeta meta, List<String> tags) {
        FileMeta updated = meta.withTags(tags);
        writeMeta(workspace, updated);
        return updated;
    }

    /** Metadata first, so the file disappears at once; then the bytes; then the index entry. */
    public void delete(String workspace, String fileId) {
        objects.delete(FileKeys.meta(workspace, fileId));
        objects.delete(FileKeys.bytes(workspace, fileId));
        index.remove(workspace, fileId);
    }

    /** The files {@code user} may see, oldest first. */
    public List<FileMeta> listVisible(String workspace, String user) {
        return index.all(workspace).stream().filter(meta -> meta.visibleTo(user)).toList();
    }

    private void writeMeta(String workspace, FileMeta meta) {
        objects.put(FileKeys.meta(workspace, meta.id()), meta.serialize().getBytes(StandardCharsets.UTF_8), META_TYPE);
        index.put(workspace, meta);
    }

    private static int readBody(InputStream body, byte[] buffer) {
        try {
            return body == null ? -1 : body.read(buffer);
        } catch (IOException e) {
            throw new UploadReadException();
        }
    }

    private static Path stage() {
        try {
            return Files.createTempFile("courier-upload-", ".part");
        } catch (IOException e) {
            throw new ObjectStoreUnavailableException("Could not stage the upload on local disk", e);
        }
    }

    private static MessageDigest sha256() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is required by the Java platform", e);
        }
    }
}
