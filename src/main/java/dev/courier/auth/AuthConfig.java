package dev.courier.auth;

import io.smallrye.config.ConfigMapping;
import java.util.List;
import java.util.Optional;

@ConfigMapping(prefix = "courier.auth")
public interface AuthConfig {
    /** Accepted bearer tokens; several at once so a token can be rotated without downtime. */
    Optional<List<String>> tokens();
}
