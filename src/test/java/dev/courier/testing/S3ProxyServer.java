package dev.courier.testing;

import java.io.IOException;
import java.net.HttpURLConnection;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;

/**
 * A real S3 API (S3Proxy 4.1.0, in-memory "transient" backend, no authentication) on a free loopback port, as a
 * child process: {@code java -jar target/s3proxy/s3proxy.jar}. Maven copies the jar in generate-test-resources
 * (maven-dependency-plugin), so tests fail, never skip, without it.
 */
public final class S3ProxyServer implements AutoCloseable {
    public static final Path JAR = Path.of("target", "s3proxy", "s3proxy.jar");

    private final Process process;
    private final int port;

    private S3ProxyServer(Process process, int port) {
        this.process = process;
        this.port = port;
    }

    public static S3ProxyServer start() {
        if (!Files.isRegularFile(JAR)) {
            throw new IllegalStateException(JAR + " is missing: run the tests through Maven (generate-test-resources "
                    + "copies org.gaul:s3proxy:jar-with-dependencies there)");
        }
        int port = RedisServer.freePort();
        try {
            Path dir = Files.createTempDirectory("courier-s3proxy");
            Path properties = dir.resolve("s3proxy.properties");
            Files.writeString(properties, String.join("\n",
                    "s3proxy.endpoint=http://127.0.0.1:" + port,
                    "s3proxy.authorization=none",
                    "jclouds.provider=transient",
                    "jclouds.identity=local-identity",
                    "jclouds.credential=local-credential",
                    ""));
            String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
            Process process = new ProcessBuilder(java, "-Xmx256m", "-jar", JAR.toAbsolutePath().toString(),
                    "--properties", properties.toString())
                    .redirectErrorStream(true)
                    .redirectOutput(dir.resolve("s3proxy.log").toFile())
                    .start();
            S3ProxyServer server = new S3ProxyServer(process, port);
            server.awaitReady();
            return server;
        } catch (IOException e) {
            throw new IllegalStateException("Could not start S3Proxy", e);
        }
    }

    public String endpoint() {
        return "http://127.0.0.1:" + port;
    }

    public int port() {
        return port;
    }

    /** Creates a bucket with a plain unsigned PUT (authorization is off). */
    public void createBucket(String bucket) {
        int status = request("PUT", "/" + bucket);
        if (status != 200 && status != 409) {
            throw new IllegalStateException("Creating bucket " + bucket + " answered " + status);
        }
    }

    private void awaitReady() {
        Instant deadline = Instant.now().plus(Duration.ofSeconds(60));
        while (Instant.now().isBefore(deadline)) {
            if (!process.isAlive()) {
                throw new IllegalStateException("S3Proxy exited with " + process.exitValue());
            }
            try {
                request("GET", "/");
                return;
            } catch (IllegalStateException notYet) {
                ChildProcesses.pause(100);
            }
        }
        close();
        throw new IllegalStateException("S3Proxy did not answer within 60 s");
    }

    private int request(String method, String path) {
        try {
            HttpURLConnection c = (HttpURLConnection) URI.create(endpoint() + path).toURL().openConnection();
            c.setRequestMethod(method);
            c.setConnectTimeout(2000);
            c.setReadTimeout(5000);
            if (method.equals("PUT")) {
                c.setDoOutput(true);
                c.setFixedLengthStreamingMode(0);
                c.getOutputStream().close();
            }
            int status = c.getResponseCode();
            c.disconnect();
            return status;
        } catch (IOException e) {
            throw new IllegalStateException("S3Proxy is not answering", e);
        }
    }

    @Override
    public void close() {
        ChildProcesses.stop(process, 10);
    }
}
