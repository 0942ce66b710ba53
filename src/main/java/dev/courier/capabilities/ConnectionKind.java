package dev.courier.capabilities;

import java.util.Locale;
import java.util.Optional;

/** Whose connection a connector runs on: the workspace's, or one person's. */
public enum ConnectionKind {
    WORKSPACE, PERSONAL;

    public static Optional<ConnectionKind> parse(String text) {
        if (text == null) {
            return Optional.empty();
        }
        return switch (text) {
            case "workspace" -> Optional.of(WORKSPACE);
            case "personal" -> Optional.of(PERSONAL);
            default -> Optional.empty();
        };
    }

    public String wireName() {
        return name().toLowerCase(Locale.ROOT);
    }
}
