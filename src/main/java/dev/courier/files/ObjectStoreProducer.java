package dev.courier.files;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.inject.Instance;
import jakarta.enterprise.inject.Produces;
import java.nio.file.Path;
import org.jboss.logging.Logger;
import software.amazon.awssdk.services.s3.S3Client;

/**
 * Chooses object storage once: S3 when {@code courier.files.bucket} is set, the local directory otherwise. The S3
 * client is looked up lazily, so the S3 extension stays inert (no region or credentials needed) without a bucket.
 */
@ApplicationScoped
public class ObjectStoreProducer {
    private static final Logger LOG = Logger.getLogger(ObjectStoreProducer.class);

    @Produces
    @ApplicationScoped
    ObjectStore objectStore(FilesConfig config, Instance<S3Client> s3) {
        if (isS3(config)) {
            String bucket = config.bucket().get().trim();
            LOG.infof("File storage: S3 bucket %s", bucket);
            return new S3ObjectStore(s3.get(), bucket);
        }
        Path dir = Path.of(config.dir());
        LOG.infof("File storage: local directory %s (courier.files.bucket is not set; single machine only)",
                dir.toAbsolutePath());
        return new LocalObjectStore(dir);
    }

    public static boolean isS3(FilesConfig config) {
        return config.bucket().isPresent() && !config.bucket().get().isBlank();
    }
}
