package dev.courier.testing;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A real TCP proxy in front of a real server that can drop connections on demand: a dropped connection has its
 * request headers read and is then closed without an answer. That is what a server or load balancer closing a
 * connection mid-request looks like to the client, and no real S3 server can be made to do it when asked.
 */
public final class DroppingProxy implements AutoCloseable {
    private final ServerSocket listener;
    private final int upstreamPort;
    private final AtomicInteger dropsLeft = new AtomicInteger();
    private final AtomicInteger dropped = new AtomicInteger();
    private final AtomicInteger cutsLeft = new AtomicInteger();
    private final AtomicInteger cut = new AtomicInteger();
    private volatile long cutAfterBytes;
    private final Set<Socket> open = ConcurrentHashMap.newKeySet();
    private final ExecutorService threads = Executors.newCachedThreadPool(r -> {
        Thread thread = new Thread(r, "dropping-proxy");
        thread.setDaemon(true);
        return thread;
    });

    private DroppingProxy(int upstreamPort) throws IOException {
        this.upstreamPort = upstreamPort;
        this.listener = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
        threads.execute(this::acceptLoop);
    }

    /** A proxy to {@code 127.0.0.1:upstreamPort}. */
    public static DroppingProxy to(int upstreamPort) throws IOException {
        return new DroppingProxy(upstreamPort);
    }

    public String endpoint() {
        return "http://127.0.0.1:" + listener.getLocalPort();
    }

    /**
     * Closes the connections open now (a client's kept-alive ones included, so its next request needs a new
     * connection); the next {@code count} new connections are dropped, later ones pass through.
     */
    public void dropNext(int count) {
        dropsLeft.set(count);
        closeOpenConnections();
    }

    /**
     * Closes the connections open now; the next {@code count} new connections pass their request through, but
     * their answer is cut after {@code bytes} bytes (headers included): a transfer broken mid-body.
     */
    public void cutNext(int count, long bytes) {
        cutAfterBytes = bytes;
        cutsLeft.set(count);
        closeOpenConnections();
    }

    /** Answers cut so far. */
    public int cut() {
        return cut.get();
    }

    private void closeOpenConnections() {
        for (Socket socket : open) {
            closeQuietly(socket);
        }
    }

    /** Connections dropped so far. */
    public int dropped() {
        return dropped.get();
    }

    private void acceptLoop() {
        while (!listener.isClosed()) {
            try {
                Socket client = listener.accept();
                threads.execute(() -> serve(client));
            } catch (IOException closed) {
                return;
            }
        }
    }

    private void serve(Socket client) {
        try (client) {
            if (dropsLeft.getAndUpdate(n -> Math.max(0, n - 1)) > 0) {
                readHeaders(client.getInputStream());
                dropped.incrementAndGet();
                return;
            }
            open.add(client);
            long answerLimit = cutsLeft.getAndUpdate(n -> Math.max(0, n - 1)) > 0 ? cutAfterBytes : Long.MAX_VALUE;
            try (Socket upstream = new Socket(InetAddress.getLoopbackAddress(), upstreamPort)) {
                threads.execute(() -> answer(upstream, client, answerLimit));
                pipe(client, upstream);
            }
        } catch (IOException ignored) {
            // The client or the upstream went away: the connection is over either way.
        } finally {
            open.remove(client);
        }
    }

    private static void closeQuietly(Socket socket) {
        try {
            socket.close();
        } catch (IOException ignored) {
            // Already closed.
        }
    }

    private static void readHeaders(InputStream in) throws IOException {
        int matched = 0;
        byte[] end = {'\r', '\n', '\r', '\n'};
        for (int b = in.read(); b >= 0; b = in.read()) {
            matched = b == end[matched] ? matched + 1 : (b == '\r' ? 1 : 0);
            if (matched == end.length) {
                return;
            }
        }
    }

    /** Upstream's answer to the client, or its first {@code limit} bytes and then both connections closed. */
    private void answer(Socket upstream, Socket client, long limit) {
        if (limit == Long.MAX_VALUE) {
            pipe(upstream, client);
            return;
        }
        try {
            InputStream in = upstream.getInputStream();
            OutputStream out = client.getOutputStream();
            byte[] buffer = new byte[8192];
            long left = limit;
            for (int n = in.read(buffer, 0, (int) Math.min(buffer.length, left)); n > 0 && left > 0;
                    n = left > 0 ? in.read(buffer, 0, (int) Math.min(buffer.length, left)) : -1) {
                out.write(buffer, 0, n);
                left -= n;
            }
            out.flush();
            cut.incrementAndGet();
        } catch (IOException ignored) {
            // One side closed first; the cut happens anyway below.
        } finally {
            closeQuietly(client);
            closeQuietly(upstream);
        }
    }

    private static void pipe(Socket from, Socket to) {
        try {
            InputStream in = from.getInputStream();
            OutputStream out = to.getOutputStream();
            in.transferTo(out);
            to.shutdownOutput();
        } catch (IOException ignored) {
            // One side closed; the other direction ends on its own.
        }
    }

    @Override
    public void close() throws IOException {
        listener.close();
        threads.shutdownNow();
    }
}
