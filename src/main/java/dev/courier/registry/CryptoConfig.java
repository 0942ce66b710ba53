package dev.courier.registry;

import io.smallrye.config.ConfigMapping;
import java.util.Optional;

@ConfigMapping(prefix = "courier.crypto")
public interface CryptoConfig {
    /**
     * Base64 of a 32-byte AES key that encrypts connector credentials at rest. Required in production when the
     * shared store (Redis) is used, since every instance must decrypt what any other stored.
     */
    Optional<String> key();
}
