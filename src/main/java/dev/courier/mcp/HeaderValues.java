package dev.courier.mcp;

import java.nio.charset.StandardCharsets;
import java.util.Base64;

/**
 * The 2026-07-28 Streamable HTTP "value encoding" of {@code Mcp-Name} (and {@code Mcp-Param-*}) headers:
 * a value is sent as-is when it is visible ASCII (0x20–0x7E) with no leading or trailing whitespace and
 * does not itself look like the sentinel; otherwise as {@code =?base64?<standard Base64 of UTF-8>?=}.
 */
final class HeaderValues {
    static final String PREFIX = "=?base64?";
    static final String SUFFIX = "?=";

    private HeaderValues() {}

    static String encode(String value) {
        return isPlain(value) ? value
                : PREFIX + Base64.getEncoder().encodeToString(value.getBytes(StandardCharsets.UTF_8)) + SUFFIX;
    }

    static boolean isPlain(String value) {
        if (value.isEmpty()) {
            return true;
        }
        for (int i = 0; i < value.length(); i++) {
            char c = value.charAt(i);
            if (c < 0x20 || c > 0x7e) {
                return false;
            }
        }
        char first = value.charAt(0);
        char last = value.charAt(value.length() - 1);
        if (first == ' ' || last == ' ') {
            return false;
        }
        return !(value.startsWith(PREFIX) && value.endsWith(SUFFIX));
    }
}
