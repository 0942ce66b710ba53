package dev.courier.mcp;

/** The two protocol eras a connector can speak. */
public enum Era {
    /** 2026-07-28: stateless, {@code server/discover}, per-request {@code _meta} envelope. */
    MODERN,
    /** 2024-11-05 … 2025-11-25: {@code initialize} handshake, optional {@code Mcp-Session-Id}. */
    LEGACY
}
