package dev.courier.files;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.UUID;

/**
 * Object storage in a local directory: a key's {@code /}-separated segments are nested folders. Writes go to a
 * temporary file beside the target and are moved into place atomically, so a reader never sees half an object.
 * Single-machine only: several instances need a shared bucket.
 */
public final class LocalObjectStore implements ObjectStore {
    private final Path root;

    public LocalObjectStore(Path root) {
        this.root = root.toAbsolutePath().normalize();
        try {
            Files.createDirectories(this.root);
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot create the local object store " + this.root, e);
        }
    }

    @Override
    public void put(String key, Path source, String contentType) {
        Path target = resolve(key);
        try {
            Files.createDirectories(target.getParent());
            Path temp = target.resolveSibling("." + target.getFileName() + "." + UUID.randomUUID() + ".tmp");
            Files.copy(source, temp, StandardCopyOption.REPLACE_EXISTING);
            moveIntoPlace(temp, target);
        } catch (IOException e) {
            throw unavailable("write", e);
        }
    }

    @Override
    public void put(String key, byte[] bytes, String contentType) {
        Path target = resolve(key);
        try {
            Files.createDirectories(target.getParent());
            Path temp = target.resolveSibling("." + target.getFileName() + "." + UUID.randomUUID() + ".tmp");
            Files.write(temp, bytes);
            moveIntoPlace(temp, target);
        } catch (IOException e) {
            throw unavailable("write", e);
        }
    }

    @Override
    public Optional<byte[]> get(String key) {
        try {
            return Optional.of(Files.readAllBytes(resolve(key)));
        } catch (NoSuchFileException e) {
            return Optional.empty();
        } catch (IOException e) {
            throw unavailable("read", e);
        }
    }

    @Override
    public void delete(String key) {
        Path target = resolve(key);
        try {
            Files.deleteIfExists(target);
            // Prune now-empty folders up to (not including) the root, so deleted files leave no trace.
            Path dir = target.getParent();
            while (dir != null && !dir.equals(root) && isEmptyDirectory(dir)) {
                Files.deleteIfExists(dir);
                dir = dir.getParent();
            }
        } catch (IOException e) {
            // A concurrent write may have refilled a folder; the object itself is gone or the error is real.
            if (Files.exists(target)) {
                throw unavailable("delete", e);
            }
        }
    }

    @Override
    public List<String> list(String prefix) {
        Path start = resolveDirectoryOf(prefix);
        List<String> keys = new ArrayList<>();
        if (!Files.isDirectory(start)) {
            return keys;
        }
        try {
            Files.walkFileTree(start, new SimpleFileVisitor<>() {
                @Override
                public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) {
                    String name = file.getFileName().toString();
                    if (!name.startsWith(".")) {
                        String key = root.relativize(file).toString().replace(file.getFileSystem().getSeparator(), "/");
                        if (key.startsWith(prefix)) {
                            keys.add(key);
                        }
                    }
                    return FileVisitResult.CONTINUE;
                }

                @Override
                public FileVisitResult visitFileFailed(Path file, IOException exc) {
                    // A file deleted while walking is simply not listed.
                    return FileVisitResult.CONTINUE;
                }
            });
        } catch (IOException e) {
            throw unavailable("list", e);
        }
        return keys;
    }

    @Override
    public void check() {
        if (!Files.isDirectory(root) || !Files.isWritable(root)) {
            throw new ObjectStoreUnavailableException("The local object store " + root + " is not a writable folder",
                    null);
        }
    }

    @Override
    public String describe() {
        return "local directory " + root;
    }

    private Path resolve(String key) {
        // Keys come from FileKeys only; this check makes a mistake there fail instead of escaping the root.
        for (String segment : key.split("/", -1)) {
            if (segment.isEmpty() || segment.equals(".") || segment.equals("..") || segment.indexOf('\\') >= 0) {
                throw new IllegalArgumentException("Invalid object key");
            }
        }
        Path path = root.resolve(key).normalize();
        if (!path.startsWith(root) || path.equals(root)) {
            throw new IllegalArgumentException("Invalid object key");
        }
        return path;
    }

    private Path resolveDirectoryOf(String prefix) {
        int slash = prefix.lastIndexOf('/');
        return slash <= 0 ? root : resolve(prefix.substring(0, slash));
    }

    private static void moveIntoPlace(Path temp, Path target) throws IOException {
        try {
            Files.move(temp, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } catch (AtomicMoveNotSupportedException e) {
            Files.move(temp, target, StandardCopyOption.REPLACE_EXISTING);
        } finally {
            Files.deleteIfExists(temp);
        }
    }

    private static boolean isEmptyDirectory(Path dir) throws IOException {
        if (!Files.isDirectory(dir)) {
            return false;
        }
        try (var entries = Files.list(dir)) {
            return entries.findAny().isEmpty();
        }
    }

    private ObjectStoreUnavailableException unavailable(String action, IOException e) {
        return new ObjectStoreUnavailableException("The local object store could not " + action + ": "
                + e.getClass().getSimpleName(), e);
    }
}
