package dev.courier.resolve;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;

/** Decides whether read contents may be handed on: text only, at most {@code maxChars} characters in all. */
final class ContentsCheck {
    private final int maxChars;

    ContentsCheck(int maxChars) {
        this.maxChars = maxChars;
    }

    Resolution check(String uri, String server, ArrayNode contents) {
        if (contents.isEmpty()) {
            return Resolution.refused(uri, server, Outcome.NOT_FOUND);
        }
        long chars = 0;
        long bytes = 0;
        for (JsonNode item : contents) {
            JsonNode text = item.get("text");
            if (!item.isObject() || text == null || !text.isTextual()) {
                return Resolution.refused(uri, server, Outcome.NOT_TEXT);
            }
            // The agent's own read counts Java String.length() (UTF-16 code units), so the host does too.
            chars += text.asText().length();
            bytes += utf8Length(text.asText());
        }
        if (chars > maxChars) {
            return Resolution.refused(uri, server, Outcome.TOO_LARGE);
        }
        return new Resolution(uri, server, Outcome.OK, contents, bytes);
    }

    static long utf8Length(String text) {
        long bytes = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c < 0x80) {
                bytes += 1;
            } else if (c < 0x800) {
                bytes += 2;
            } else if (Character.isHighSurrogate(c) && i + 1 < text.length()
                    && Character.isLowSurrogate(text.charAt(i + 1))) {
                bytes += 4;
                i++;
            } else {
                bytes += 3;
            }
        }
        return bytes;
    }
}
