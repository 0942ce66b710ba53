package dev.courier.registry;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.courier.store.StoreProducer;
import io.quarkus.runtime.LaunchMode;
import jakarta.enterprise.context.ApplicationScoped;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import javax.crypto.Cipher;
import javax.crypto.KeyGenerator;
import javax.crypto.SecretKey;
import javax.crypto.spec.GCMParameterSpec;
import javax.crypto.spec.SecretKeySpec;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.jboss.logging.Logger;

/**
 * Encrypts a connector's credential headers with AES-256-GCM. The workspace and server ids are bound in as
 * associated data, so a ciphertext copied to another connector's record does not decrypt there.
 */
@ApplicationScoped
public class CredentialCipher {
    private static final Logger LOG = Logger.getLogger(CredentialCipher.class);
    private static final String VERSION = "v1.";
    private static final int NONCE_BYTES = 12;
    private static final int TAG_BITS = 128;
    private static final ObjectMapper JSON = new ObjectMapper();

    private final SecretKey key;
    private final SecureRandom random = new SecureRandom();

    public CredentialCipher(CryptoConfig config,
            @ConfigProperty(name = "quarkus.redis.hosts") Optional<String> redisHosts) {
        this.key = config.key().map(CredentialCipher::decodeKey)
                .orElseGet(() -> generatedKey(StoreProducer.isShared(redisHosts)));
    }

    public String encrypt(String workspace, String server, Map<String, String> headers) {
        try {
            ObjectNode plain = JSON.createObjectNode();
            headers.forEach(plain::put);
            byte[] nonce = new byte[NONCE_BYTES];
            random.nextBytes(nonce);
            Cipher cipher = Cipher.getInstance("AES/GCM/NoPadding");
            cipher.init(Cipher.ENCRYPT_MODE, key, new GCMParameterSpec(TAG_BITS, nonce));
            cipher.updateAAD(associatedData(workspace, server));
            byte[] sealed = cipher.doFinal(JSON.writeValueAsBytes(plain));
            ByteBuffer out = ByteBuffer.allocate(nonce.length + sealed.length).put(nonce).put(sealed);
            return VERSION + Base64.getEncoder().encodeToString(out.array());
        } catch (GeneralSecurityException | java.io.IOException e) {
            throw new IllegalStateException("Could not encrypt connector credentials", e);
        }
    }

    public Map<String, String> decrypt(String workspace, String server, String sealedText) {
        if (!sealedText.startsWith(VERSION)) {
            throw new IllegalStateException("Unknown credential format");
        }
        try {
            byte[] sealed = Base64.getDecoder().decode(sealedText.substring(VERSION.length()));
            Cipher cipher = Cipher.getInstance("AES/GCM/NoPadding");
            cipher.init(Cipher.DECRYPT_MODE, key, new GCMParameterSpec(TAG_BITS, sealed, 0, NONCE_BYTES));
            cipher.updateAAD(associatedData(workspace, server));
            byte[] plain = cipher.doFinal(sealed, NONCE_BYTES, sealed.length - NONCE_BYTES);
            Map<String, String> headers = new LinkedHashMap<>();
            JsonNode tree = JSON.readTree(plain);
            tree.fields().forEachRemaining(e -> headers.put(e.getKey(), e.getValue().asText()));
            return Map.copyOf(headers);
        } catch (GeneralSecurityException | java.io.IOException | IllegalArgumentException e) {
            // Deliberately vague: the cause could echo key or plaintext material.
            throw new IllegalStateException("Connector credentials could not be decrypted (wrong key?)");
        }
    }

    private static byte[] associatedData(String workspace, String server) {
        return (workspace + "\n" + server).getBytes(StandardCharsets.UTF_8);
    }

    private static SecretKey decodeKey(String base64) {
        byte[] bytes;
        try {
            bytes = Base64.getDecoder().decode(base64.trim());
        } catch (IllegalArgumentException e) {
            throw new IllegalStateException("courier.crypto.key must be base64");
        }
        if (bytes.length != 32) {
            throw new IllegalStateException("courier.crypto.key must decode to 32 bytes (AES-256), not " + bytes.length);
        }
        return new SecretKeySpec(bytes, "AES");
    }

    private static SecretKey generatedKey(boolean sharedStore) {
        if (sharedStore && LaunchMode.current() == LaunchMode.NORMAL) {
            throw new IllegalStateException("courier.crypto.key (COURIER_CRYPTO_KEY) is required with Redis: "
                    + "every instance must decrypt the credentials any other instance stored.");
        }
        LOG.warn("courier.crypto.key is not set: connector credentials are encrypted with a key generated for "
                + "this process, so they cannot be read after a restart. Set a 32-byte base64 key in production.");
        try {
            KeyGenerator generator = KeyGenerator.getInstance("AES");
            generator.init(256);
            return generator.generateKey();
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("AES is required by the Java platform", e);
        }
    }
}
