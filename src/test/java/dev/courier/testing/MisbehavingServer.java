package dev.courier.testing;

import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A real HTTP server for faults no real connector can be made to produce on demand: {@code /hang} never answers
 * (until closed), {@code /garbage} answers 200 with a body that is not JSON.
 */
public final class MisbehavingServer implements AutoCloseable {
    private final HttpServer server;
    private final ExecutorService executor = Executors.newCachedThreadPool();
    private final CountDownLatch release = new CountDownLatch(1);
    private final AtomicInteger hanging = new AtomicInteger();

    private MisbehavingServer() throws IOException {
        server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        server.createContext("/hang", exchange -> {
            hanging.incrementAndGet();
            try {
                release.await();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            exchange.close();
        });
        server.createContext("/garbage", exchange -> {
            byte[] body = "<html>{\"jsonrpc\": \"2.0\", garbage".getBytes(StandardCharsets.UTF_8);
            exchange.getResponseHeaders().add("Content-Type", "application/json");
            exchange.sendResponseHeaders(200, body.length);
            exchange.getResponseBody().write(body);
            exchange.close();
        });
        server.setExecutor(executor);
        server.start();
    }

    public static MisbehavingServer start() throws IOException {
        return new MisbehavingServer();
    }

    public String hangingUrl() {
        return "http://127.0.0.1:" + server.getAddress().getPort() + "/hang";
    }

    /** Requests {@code /hang} has received so far (each is held until {@link #close()}). */
    public int hangingRequests() {
        return hanging.get();
    }

    public String garbageUrl() {
        return "http://127.0.0.1:" + server.getAddress().getPort() + "/garbage";
    }

    @Override
    public void close() {
        release.countDown();
        server.stop(0);
        executor.shutdownNow();
    }
}
