package dev.courier.files;

import io.quarkus.runtime.configuration.MemorySize;
import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;
import java.time.Duration;
import java.util.Optional;

@ConfigMapping(prefix = "courier.files")
public interface FilesConfig {
    /** S3 bucket for file bytes and metadata; unset means the local directory below. */
    Optional<String> bucket();

    /** The local object store, used when no bucket is set. Relative paths resolve against the working directory. */
    @WithDefault(".courier-files")
    String dir();

    /** The largest upload accepted; the Vert.x body cap (quarkus.http.limits.max-body-size) must stay above it. */
    @WithDefault("100M")
    MemorySize maxUploadSize();

    /** The longest file name, in Unicode code points, after percent-decoding. */
    @WithDefault("255")
    int maxNameLength();

    /** The most tags one file carries. */
    @WithDefault("64")
    int maxTags();

    /** The longest tag, in Unicode code points. */
    @WithDefault("128")
    int maxTagLength();

    /**
     * How long a listing index built from the object store is trusted before the next listing rebuilds it, so
     * an index that missed a write (an instance died between the two writes) heals by itself.
     */
    @WithDefault("1h")
    Duration indexMaxAge();
}
