package dev.courier.files;

import java.util.Locale;
import java.util.Optional;

/** Just enough of RFC 9110 media types: the essence ({@code type/subtype}), the charset, and which are text. */
public final class MediaTypes {
    public static final String DEFAULT = "application/octet-stream";
    private static final String TSPECIALS = "()<>@,;:\\\"/[]?={} \t";

    private MediaTypes() {
    }

    /** {@code type/subtype} lowercased, without parameters; null when the text is not a media type. */
    public static String essence(String mediaType) {
        if (mediaType == null) {
            return null;
        }
        int semicolon = mediaType.indexOf(';');
        String head = (semicolon < 0 ? mediaType : mediaType.substring(0, semicolon)).trim();
        int slash = head.indexOf('/');
        if (slash <= 0 || slash == head.length() - 1 || !isToken(head.substring(0, slash))
                || !isToken(head.substring(slash + 1))) {
            return null;
        }
        return head.toLowerCase(Locale.ROOT);
    }

    /** Whether the whole value, parameters included, is well formed (printable ASCII, token names). */
    public static boolean isValid(String mediaType) {
        if (essence(mediaType) == null) {
            return false;
        }
        for (int i = 0; i < mediaType.length(); i++) {
            char c = mediaType.charAt(i);
            if ((c < 0x20 && c != '\t') || c >= 0x7f) {
                return false;
            }
        }
        String[] parts = mediaType.split(";", -1);
        for (int i = 1; i < parts.length; i++) {
            String parameter = parts[i].trim();
            if (parameter.isEmpty()) {
                continue;
            }
            int eq = parameter.indexOf('=');
            if (eq <= 0 || !isToken(parameter.substring(0, eq).trim())) {
                return false;
            }
        }
        return true;
    }

    /** The {@code charset} parameter, unquoted, if any. Quoted values holding ';' are not supported. */
    public static Optional<String> charset(String mediaType) {
        String[] parts = mediaType.split(";", -1);
        for (int i = 1; i < parts.length; i++) {
            String parameter = parts[i].trim();
            int eq = parameter.indexOf('=');
            if (eq > 0 && parameter.substring(0, eq).trim().equalsIgnoreCase("charset")) {
                String value = parameter.substring(eq + 1).trim();
                if (value.length() >= 2 && value.startsWith("\"") && value.endsWith("\"")) {
                    value = value.substring(1, value.length() - 1);
                }
                return Optional.of(value);
            }
        }
        return Optional.empty();
    }

    /**
     * The text types of the contract: {@code text/*}, {@code application/json}, {@code application/xml},
     * {@code application/yaml}, {@code application/javascript}, and any {@code +json} or {@code +xml} suffix.
     */
    public static boolean isText(String essence) {
        if (essence == null) {
            return false;
        }
        return essence.startsWith("text/")
                || essence.equals("application/json")
                || essence.equals("application/xml")
                || essence.equals("application/yaml")
                || essence.equals("application/javascript")
                || essence.endsWith("+json")
                || essence.endsWith("+xml");
    }

    private static boolean isToken(String text) {
        if (text.isEmpty()) {
            return false;
        }
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c <= 0x20 || c >= 0x7f || TSPECIALS.indexOf(c) >= 0) {
                return false;
            }
        }
        return true;
    }
}
