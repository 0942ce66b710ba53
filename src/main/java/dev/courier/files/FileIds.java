package dev.courier.files;

import java.security.SecureRandom;
import java.util.HexFormat;

/** File ids: {@code fl_} and 24 lowercase hex digits (96 random bits), so they can neither be guessed nor steer a key. */
public final class FileIds {
    public static final String PREFIX = "fl_";
    private static final int HEX_DIGITS = 24;
    private static final SecureRandom RANDOM = new SecureRandom();

    private FileIds() {
    }

    public static String generate() {
        byte[] bytes = new byte[HEX_DIGITS / 2];
        RANDOM.nextBytes(bytes);
        return PREFIX + HexFormat.of().formatHex(bytes);
    }

    public static boolean isValid(String id) {
        if (id == null || id.length() != PREFIX.length() + HEX_DIGITS || !id.startsWith(PREFIX)) {
            return false;
        }
        for (int i = PREFIX.length(); i < id.length(); i++) {
            char c = id.charAt(i);
            if (!((c >= '0' && c <= '9') || (c >= 'a' && c <= 'f'))) {
                return false;
            }
        }
        return true;
    }

    static String require(String id) {
        if (!isValid(id)) {
            throw new IllegalArgumentException("not a file id");
        }
        return id;
    }
}
