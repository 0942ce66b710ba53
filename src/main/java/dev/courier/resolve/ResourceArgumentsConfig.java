package dev.courier.resolve;

import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;
import java.time.Duration;

@ConfigMapping(prefix = "courier.resource-arguments")
public interface ResourceArgumentsConfig {
    /** The most characters of text one resolved resource may carry (Java {@code String.length()}). */
    @WithDefault("49600")
    int maxChars();

    /** The most bytes of resolved text one call carries; each read reserves {@code maxChars × 3}. */
    @WithDefault("10485760")
    long maxSize();

    /** The most distinct URIs with a declared scheme resolved for one call. */
    @WithDefault("32")
    int maxUris();

    @WithDefault("5s")
    Duration readTimeout();

    @WithDefault("10s")
    Duration deadline();

    /** Reads of one call in flight at once; reads are non-blocking, so this bounds load on connectors. */
    @WithDefault("32")
    int maxConcurrentReads();
}
