package dev.courier.mcp;

import java.util.Objects;

/** What was negotiated with one connector: era, protocol revision and (legacy only) the session id. */
public record EraRecord(Era era, String protocolVersion, String sessionId) {
    public EraRecord {
        Objects.requireNonNull(era, "era");
        Objects.requireNonNull(protocolVersion, "protocolVersion");
    }

    @Override
    public String toString() {
        // a session id is a bearer-ish value on some servers: keep it out of logs
        return "EraRecord[era=" + era + ", protocolVersion=" + protocolVersion
                + ", session=" + (sessionId == null ? "none" : "(set)") + "]";
    }
}
