package dev.courier.capabilities;

import java.time.DateTimeException;
import java.time.LocalDate;
import java.util.Optional;

/**
 * An MCP revision, which is a date. Comparing dates lets an unknown later revision behave like the newest
 * known one, and an unknown earlier one like the 2025 era.
 */
public record ProtocolRevision(LocalDate date) implements Comparable<ProtocolRevision> {
    public static final ProtocolRevision MODERN = new ProtocolRevision(LocalDate.of(2026, 7, 28));
    /** What a missing version counts as: the revision the host's capability rules assume by default. */
    public static final ProtocolRevision DEFAULT_LEGACY = new ProtocolRevision(LocalDate.of(2025, 3, 26));

    public static Optional<ProtocolRevision> parse(String text) {
        if (text == null || text.length() != 10 || text.charAt(4) != '-' || text.charAt(7) != '-') {
            return Optional.empty();
        }
        try {
            return Optional.of(new ProtocolRevision(LocalDate.parse(text)));
        } catch (DateTimeException e) {
            return Optional.empty();
        }
    }

    /** 2026-07-28 and later: stateless, no server-to-client requests. */
    public boolean isModern() {
        return compareTo(MODERN) >= 0;
    }

    @Override
    public int compareTo(ProtocolRevision other) {
        return date.compareTo(other.date);
    }

    @Override
    public String toString() {
        return date.toString();
    }
}
