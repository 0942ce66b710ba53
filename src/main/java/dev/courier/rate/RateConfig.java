package dev.courier.rate;

import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;

/** The one resource budget per (workspace, calling server), shared by resolve and host resources. */
@ConfigMapping(prefix = "courier.rate")
public interface RateConfig {
    /** Tokens refilled per second; fractions allowed. */
    @WithDefault("100")
    double perSecond();

    /** Tokens in a full bucket. */
    @WithDefault("1000")
    long burst();
}
