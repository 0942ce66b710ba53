package dev.courier.files;

import java.util.Optional;

/** Who in the workspace sees a file: everyone ({@code shared}) or its owner alone ({@code private}). */
public enum Visibility {
    SHARED("shared"), PRIVATE("private");

    private final String wireName;

    Visibility(String wireName) {
        this.wireName = wireName;
    }

    public String wireName() {
        return wireName;
    }

    public static Optional<Visibility> parse(String text) {
        if (SHARED.wireName.equals(text)) {
            return Optional.of(SHARED);
        }
        if (PRIVATE.wireName.equals(text)) {
            return Optional.of(PRIVATE);
        }
        return Optional.empty();
    }
}
