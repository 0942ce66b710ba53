package dev.courier.testing;

/** Fixed secrets for tests only. */
public final class TestKeys {
    public static final String TOKEN = "test-token";
    public static final String ROTATED_TOKEN = "rotated-token";
    /** 32 bytes of 0x2a, base64. */
    public static final String CRYPTO_KEY = "KioqKioqKioqKioqKioqKioqKioqKioqKioqKioqKio=";

    private TestKeys() {
    }
}
