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

    /**
     * Matcher steps (one live matcher thread advanced over one character) routing one URI may take across all
     * the workspace's candidate templates; past it the URI is served by no connector. Bounds the CPU of one
     * resolve call at {@code courier.resource-arguments.max-uris} times this, whatever templates are registered.
     */
    @WithDefault("1000000")
    long maxMatchSteps();
}
