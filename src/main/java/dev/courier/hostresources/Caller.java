package dev.courier.hostresources;

/** Who asks: the workspace of the connection, the requesting connector, and the user the tool runs for. */
public record Caller(String workspace, String server, String user) {
}
