package dev.courier.registry;

import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;

@ConfigMapping(prefix = "courier.templates")
public interface RegistryConfig {
    /** Longest accepted {@code uriTemplate}, in characters; longer ones are rejected, never matched. */
    @WithDefault("1024")
    int maxLength();

    /** Most expressions one template may hold. */
    @WithDefault("32")
    int maxExpressions();

    /** Most templates one connector may register. */
    @WithDefault("1000")
    int maxPerConnector();

    /** Longest URI that is routed at all; a longer one is served by no connector. */
    @WithDefault("65536")
    int maxUriLength();
}
