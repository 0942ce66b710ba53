package dev.courier.files;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * Object storage, the system of record for files: opaque keys (built only by {@link FileKeys}, never from a
 * caller's text) to bytes. Implementations throw {@link ObjectStoreUnavailableException} when the storage cannot
 * be reached.
 */
public interface ObjectStore {
    /** Stores the content of {@code source} under {@code key}, replacing any object there. */
    void put(String key, Path source, String contentType);

    void put(String key, byte[] bytes, String contentType);

    /** The whole object, or empty when there is none. Callers bound the size first (from metadata). */
    Optional<byte[]> get(String key);

    /** Removes the object; a missing one is not an error. */
    void delete(String key);

    /** Every key starting with {@code prefix}, in no particular order. */
    List<String> list(String prefix);

    /** Throws {@link ObjectStoreUnavailableException} when the storage cannot serve requests; for readiness. */
    void check();

    /** Names the storage for logs and health (no secrets). */
    String describe();
}
