package dev.courier.testing;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.ServerSocket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

/**
 * Runs {@code src/test/mcp-peers/server.mjs} (the official TypeScript SDK, 2026-07-28) as a child process:
 * {@code npm ci} first when {@code node_modules} is missing, then {@code node server.mjs --port <free port>},
 * waiting for its "LISTENING" line; {@link #close()} kills it.
 */
public final class NodePeer implements AutoCloseable {
    public static final Path DIR = Path.of("src", "test", "mcp-peers");

    private final Process process;
    private final int port;

    private NodePeer(Process process, int port) {
        this.process = process;
        this.port = port;
    }

    public static NodePeer start(String... extraArgs) throws Exception {
        installOnce();
        int port;
        try (ServerSocket s = new ServerSocket(0)) {
            port = s.getLocalPort();
        }
        List<String> cmd = new ArrayList<>(List.of("node", "server.mjs", "--port", Integer.toString(port)));
        cmd.addAll(List.of(extraArgs));
        Process p = new ProcessBuilder(cmd).directory(DIR.toFile()).redirectErrorStream(true).start();
        CompletableFuture<Void> listening = new CompletableFuture<>();
        Thread reader = new Thread(() -> {
            try (BufferedReader r = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
                String line;
                while ((line = r.readLine()) != null) {
                    if (line.startsWith("LISTENING")) {
                        listening.complete(null);
                    }
                }
            } catch (IOException ignored) {
                // process ended
            }
            listening.completeExceptionally(new IllegalStateException("node peer exited before listening"));
        }, "node-peer-output");
        reader.setDaemon(true);
        reader.start();
        try {
            listening.get(60, TimeUnit.SECONDS);
        } catch (Exception e) {
            p.destroyForcibly();
            throw e;
        }
        return new NodePeer(p, port);
    }

    private static synchronized void installOnce() throws Exception {
        if (Files.isDirectory(DIR.resolve("node_modules").resolve("@modelcontextprotocol").resolve("server"))) {
            return;
        }
        Process npm = new ProcessBuilder("npm", "ci", "--no-audit", "--no-fund").directory(DIR.toFile())
                .redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        if (!npm.waitFor(5, TimeUnit.MINUTES) || npm.exitValue() != 0) {
            npm.destroyForcibly();
            throw new IllegalStateException("npm ci failed in " + DIR);
        }
    }

    public URI uri() {
        return URI.create("http://127.0.0.1:" + port + "/mcp");
    }

    @Override
    public void close() throws Exception {
        process.destroy();
        if (!process.waitFor(10, TimeUnit.SECONDS)) {
            process.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
        }
    }
}
