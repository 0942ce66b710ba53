package dev.courier.files;

import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;

/**
 * File names and tags arrive in HTTP headers, which carry only ASCII reliably; so a name arrives
 * percent-encoded UTF-8 (RFC 3986 style: {@code r%C3%A9sum%C3%A9.pdf}, a literal {@code %} as {@code %25}).
 * Decoding is strict: a stray {@code %}, a non-ASCII header character, or bytes that are not UTF-8 are refused.
 */
public final class FileNames {
    private FileNames() {
    }

    /** The decoded text, or throws {@link IllegalArgumentException} with a reason fit for the caller. */
    public static String percentDecode(String encoded) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream(encoded.length());
        for (int i = 0; i < encoded.length(); i++) {
            char c = encoded.charAt(i);
            if (c == '%') {
                if (i + 2 >= encoded.length() || hex(encoded.charAt(i + 1)) < 0 || hex(encoded.charAt(i + 2)) < 0) {
                    throw new IllegalArgumentException("has a '%' that does not start a %XX escape (write '%' as %25)");
                }
                bytes.write(hex(encoded.charAt(i + 1)) * 16 + hex(encoded.charAt(i + 2)));
                i += 2;
            } else if (c < 0x20 || c >= 0x7f) {
                throw new IllegalArgumentException("must be percent-encoded UTF-8 (ASCII only in the header)");
            } else {
                bytes.write(c);
            }
        }
        try {
            return StandardCharsets.UTF_8.newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(bytes.toByteArray())).toString();
        } catch (CharacterCodingException e) {
            throw new IllegalArgumentException("is not valid UTF-8 once percent-decoded");
        }
    }

    /** Control characters (C0, DEL, C1) and lone surrogates have no place in a name shown to people. */
    public static boolean hasForbiddenCharacters(String text) {
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (Character.isISOControl(c)) {
                return true;
            }
            if (Character.isHighSurrogate(c)) {
                if (i + 1 >= text.length() || !Character.isLowSurrogate(text.charAt(i + 1))) {
                    return true;
                }
                i++;
            } else if (Character.isLowSurrogate(c)) {
                return true;
            }
        }
        return false;
    }

    private static int hex(char c) {
        if (c >= '0' && c <= '9') {
            return c - '0';
        }
        if (c >= 'a' && c <= 'f') {
            return c - 'a' + 10;
        }
        if (c >= 'A' && c <= 'F') {
            return c - 'A' + 10;
        }
        return -1;
    }
}
