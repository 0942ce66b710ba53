package dev.courier.rate;

import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;

/** The per (workspace, server) request budget shared by resolve and host resources. */
@ConfigMapping(prefix = "courier.rate")
public interface RateConfig {
    /** Tokens added per second (fractions allowed). */
    @WithDefault("100")
    double perSecond();

    /** Tokens in a full bucket: how many requests a server may make at once after a quiet spell. */
    @WithDefault("1000")
    long burst();
}
