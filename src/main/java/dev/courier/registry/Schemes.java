package dev.courier.registry;

import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/** RFC 3986 scheme names: {@code ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )}, compared case-insensitively. */
public final class Schemes {
    /** Schemes the host itself owns: no connector can serve them, whatever templates it publishes. */
    public static final Set<String> HOST_OWNED = Set.of("files", "ui", "skill", "artifact", "conversation");

    private Schemes() {
    }

    public static boolean isValidName(String name) {
        if (name == null || name.isEmpty() || !isAlpha(name.charAt(0))) {
            return false;
        }
        for (int i = 1; i < name.length(); i++) {
            char c = name.charAt(i);
            if (!isAlpha(c) && !(c >= '0' && c <= '9') && c != '+' && c != '-' && c != '.') {
                return false;
            }
        }
        return true;
    }

    /** The scheme of a URI in lower case, or empty when the text does not start with {@code scheme ":"}. */
    public static Optional<String> of(String uri) {
        int colon = uri.indexOf(':');
        if (colon <= 0) {
            return Optional.empty();
        }
        String scheme = uri.substring(0, colon);
        return isValidName(scheme) ? Optional.of(scheme.toLowerCase(Locale.ROOT)) : Optional.empty();
    }

    /** The text with its scheme, if it has one, in lower case; the rest unchanged. */
    public static String withLowerCaseScheme(String text) {
        Optional<String> scheme = of(text);
        // Almost every URI already has a lower-case scheme: hand it back rather than build the same string again.
        return scheme.map(s -> text.startsWith(s) ? text : s + text.substring(s.length())).orElse(text);
    }

    private static boolean isAlpha(char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
    }
}
