package dev.courier.api;

import io.quarkus.runtime.configuration.MemorySize;
import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;

@ConfigMapping(prefix = "courier.http")
public interface HttpLimitsConfig {
    /** Cap on JSON request bodies; file uploads have their own cap. */
    @WithDefault("1M")
    MemorySize maxBodySize();
}
