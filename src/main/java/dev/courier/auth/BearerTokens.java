package dev.courier.auth;

import io.quarkus.runtime.LaunchMode;
import io.quarkus.runtime.Startup;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import org.jboss.logging.Logger;

/**
 * The host's accepted bearer tokens. Only their SHA-256 digests are kept, and a presented token is compared
 * against every digest without an early exit, so neither length nor content leaks through timing.
 */
// Eager, so a production instance without tokens fails to start rather than on its first call.
@Startup
@ApplicationScoped
public class BearerTokens {
    private static final Logger LOG = Logger.getLogger(BearerTokens.class);

    private final List<byte[]> digests;

    @Inject
    public BearerTokens(AuthConfig config) {
        this(config.tokens().orElse(List.of()), LaunchMode.current());
    }

    BearerTokens(List<String> configured, LaunchMode mode) {
        List<String> tokens = configured.stream().map(String::trim).filter(t -> !t.isEmpty()).toList();
        if (tokens.isEmpty()) {
            if (mode != LaunchMode.DEVELOPMENT) {
                throw new IllegalStateException(
                        "courier.auth.tokens (COURIER_AUTH_TOKENS) is not set: Courier refuses to start without "
                                + "the bearer tokens the host authenticates with.");
            }
            String generated = generate();
            // Printed once, in dev mode only, so a developer can call the API; never done in prod.
            LOG.warnf("courier.auth.tokens is not set; dev mode generated the bearer token: %s", generated);
            tokens = List.of(generated);
        }
        List<byte[]> hashed = new ArrayList<>();
        for (String token : tokens) {
            hashed.add(sha256(token));
        }
        this.digests = List.copyOf(hashed);
    }

    public boolean accepts(String presented) {
        if (presented == null) {
            return false;
        }
        byte[] candidate = sha256(presented);
        boolean accepted = false;
        for (byte[] digest : digests) {
            accepted |= MessageDigest.isEqual(digest, candidate);
        }
        return accepted;
    }

    private static String generate() {
        byte[] bytes = new byte[24];
        new SecureRandom().nextBytes(bytes);
        return "dev-" + HexFormat.of().formatHex(bytes);
    }

    private static byte[] sha256(String value) {
        try {
            return MessageDigest.getInstance("SHA-256").digest(value.getBytes(StandardCharsets.UTF_8));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is required by the Java platform", e);
        }
    }
}
