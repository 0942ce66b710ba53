package dev.courier.uritemplate;

import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;

/** RFC 3986 character sets and the UTF-8 percent-encoding RFC 6570 §1.6 prescribes. */
final class PercentCodec {

    private static final char[] HEX_DIGITS = "0123456789ABCDEF".toCharArray();
    private static final String RESERVED = ":/?#[]@!$&'()*+,;=";

    private PercentCodec() {}

    static boolean isUnreserved(int c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')
                || c == '-' || c == '.' || c == '_' || c == '~';
    }

    static boolean isReserved(int c) {
        return c < 128 && RESERVED.indexOf(c) >= 0;
    }

    static boolean isHexDigit(int c) {
        return (c >= '0' && c <= '9') || (c >= 'A' && c <= 'F') || (c >= 'a' && c <= 'f');
    }

    /** Whether {@code s} holds a {@code %HH} triplet at {@code i}. */
    static boolean isTripletAt(CharSequence s, int i) {
        return i + 2 < s.length() && s.charAt(i) == '%'
                && isHexDigit(s.charAt(i + 1)) && isHexDigit(s.charAt(i + 2));
    }

    /**
     * Appends {@code value} encoded for an expansion. With {@code allowReserved} (operators + and
     * #, and literals) reserved characters and existing triplets pass through unchanged; otherwise
     * only unreserved characters do.
     */
    static void encode(String value, boolean allowReserved, StringBuilder out) {
        int i = 0;
        while (i < value.length()) {
            int cp = value.codePointAt(i);
            if (isUnreserved(cp) || (allowReserved && isReserved(cp))) {
                out.append((char) cp);
            } else if (allowReserved && isTripletAt(value, i)) {
                out.append(value, i, i + 3);
                i += 3;
                continue;
            } else {
                appendUtf8Triplets(cp, out);
            }
            i += Character.charCount(cp);
        }
    }

    static String encodeLiteral(String raw) {
        StringBuilder out = new StringBuilder(raw.length());
        encode(raw, true, out);
        return out.toString();
    }

    private static void appendUtf8Triplets(int cp, StringBuilder out) {
        if (cp >= Character.MIN_SURROGATE && cp <= Character.MAX_SURROGATE) {
            cp = 0xFFFD; // a lone surrogate has no UTF-8 form; encode what a decoder would show
        }
        byte[] bytes = new String(Character.toChars(cp)).getBytes(StandardCharsets.UTF_8);
        for (byte b : bytes) {
            out.append('%').append(HEX_DIGITS[(b >> 4) & 0xF]).append(HEX_DIGITS[b & 0xF]);
        }
    }

    /**
     * Decodes triplets as UTF-8. Returns {@code null} when {@code s} has a malformed triplet, a
     * non-ASCII character, or bytes that are not valid UTF-8: no string value expands to such text.
     */
    static String decode(String s) {
        if (s.indexOf('%') < 0) {
            return s;
        }
        byte[] bytes = new byte[s.length()];
        int n = 0;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '%') {
                if (!isTripletAt(s, i)) {
                    return null;
                }
                bytes[n++] = (byte) Integer.parseInt(s.substring(i + 1, i + 3), 16);
                i += 2;
            } else if (c < 128) {
                bytes[n++] = (byte) c;
            } else {
                return null;
            }
        }
        CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder()
                .onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        try {
            CharBuffer chars = decoder.decode(ByteBuffer.wrap(bytes, 0, n));
            return chars.toString();
        } catch (CharacterCodingException e) {
            return null;
        }
    }
}
