package dev.courier.hostresources;

import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;
import java.util.List;

@ConfigMapping(prefix = "courier.host-resources")
public interface HostResourcesConfig {
    /** {@code read.maxSize}: the largest file, in bytes, a read returns. */
    @WithDefault("10485760")
    long maxSize();

    /** URI schemes the host resolves for connectors. */
    @WithDefault("files")
    List<String> schemes();
}
