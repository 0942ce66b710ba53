package dev.courier.testing;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;

/** A real {@code redis-server} on a free loopback port, as a child process. Tests fail, never skip, without it. */
public final class RedisServer implements AutoCloseable {
    private final Process process;
    private final int port;

    private RedisServer(Process process, int port) {
        this.process = process;
        this.port = port;
    }

    public static RedisServer start() {
        String binary = locate();
        int port = freePort();
        try {
            Path dir = Files.createTempDirectory("courier-redis");
            Process process = new ProcessBuilder(binary, "--port", Integer.toString(port), "--bind", "127.0.0.1",
                    "--save", "", "--appendonly", "no", "--dir", dir.toString())
                    .redirectErrorStream(true)
                    .redirectOutput(dir.resolve("redis.log").toFile())
                    .start();
            RedisServer server = new RedisServer(process, port);
            server.awaitPing();
            return server;
        } catch (IOException e) {
            throw new IllegalStateException("Could not start " + binary, e);
        }
    }

    public int port() {
        return port;
    }

    public String url() {
        return "redis://127.0.0.1:" + port;
    }

    /** Sends one inline command and returns the raw reply, for tests that look at Redis directly. */
    public String command(String inline) {
        try (Socket socket = new Socket("127.0.0.1", port)) {
            socket.setSoTimeout(5000);
            OutputStream out = socket.getOutputStream();
            out.write((inline + "\r\n").getBytes(StandardCharsets.UTF_8));
            out.flush();
            InputStream in = socket.getInputStream();
            byte[] buffer = new byte[65536];
            int n = in.read(buffer);
            return n <= 0 ? "" : new String(buffer, 0, n, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new IllegalStateException("Redis command failed", e);
        }
    }

    private void awaitPing() {
        Instant deadline = Instant.now().plus(Duration.ofSeconds(20));
        while (Instant.now().isBefore(deadline)) {
            if (!process.isAlive()) {
                throw new IllegalStateException("redis-server exited with " + process.exitValue());
            }
            try {
                if (command("PING").startsWith("+PONG")) {
                    return;
                }
            } catch (IllegalStateException notYet) {
                // not listening yet
            }
            ChildProcesses.pause(50);
        }
        close();
        throw new IllegalStateException("redis-server did not answer PING within 20 s");
    }

    private static String locate() {
        for (String candidate : new String[] {"/usr/bin/redis-server", "/usr/local/bin/redis-server"}) {
            if (Files.isExecutable(Path.of(candidate))) {
                return candidate;
            }
        }
        throw new IllegalStateException("redis-server is not installed: run `apt-get install -y redis-server` "
                + "(.ci/run does this)");
    }

    public static int freePort() {
        try (ServerSocket socket = new ServerSocket(0)) {
            socket.setReuseAddress(true);
            return socket.getLocalPort();
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    @Override
    public void close() {
        ChildProcesses.stop(process, 5);
    }
}
