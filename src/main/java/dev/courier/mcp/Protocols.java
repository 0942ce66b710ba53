package dev.courier.mcp;

import java.util.List;

/** Protocol revisions and the reserved names this client uses. */
final class Protocols {
    static final String MODERN = "2026-07-28";
    static final String LEGACY_OFFERED = "2025-11-25";
    static final List<String> LEGACY_ACCEPTED = List.of("2025-11-25", "2025-06-18", "2025-03-26", "2024-11-05");

    static final String META_PROTOCOL_VERSION = "io.modelcontextprotocol/protocolVersion";
    static final String META_CLIENT_CAPABILITIES = "io.modelcontextprotocol/clientCapabilities";
    static final String META_CLIENT_INFO = "io.modelcontextprotocol/clientInfo";

    static final String H_PROTOCOL_VERSION = "MCP-Protocol-Version";
    static final String H_METHOD = "Mcp-Method";
    static final String H_NAME = "Mcp-Name";
    static final String H_SESSION = "Mcp-Session-Id";

    /** 2026-07-28 errors that only a modern server sends: header mismatch, missing capability, unsupported version. */
    static final int HEADER_MISMATCH = -32020;
    static final int MISSING_CLIENT_CAPABILITY = -32021;
    static final int UNSUPPORTED_PROTOCOL_VERSION = -32022;

    private Protocols() {}

    /** The legacy revisions that define the {@code MCP-Protocol-Version} header (2025-06-18 on). */
    static boolean legacySendsVersionHeader(String version) {
        return version.compareTo("2025-06-18") >= 0;
    }

    /** The body field {@code Mcp-Name} mirrors for a method, or null. */
    static String nameField(String method) {
        return switch (method) {
            case "tools/call", "prompts/get" -> "name";
            case "resources/read" -> "uri";
            default -> null;
        };
    }
}
