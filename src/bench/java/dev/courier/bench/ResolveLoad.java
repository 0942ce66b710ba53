package dev.courier.bench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.vertx.core.Vertx;
import io.vertx.core.http.HttpServer;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

/**
 * End-to-end resolve latency against a running Courier (see bench/resolve.sh): three 2026-07-28 connectors in
 * this process answer every {@code resources/read} after a fixed delay; N URIs are spread over them. Prints
 * Markdown tables. Not JMH: what matters here is the latency distribution of whole HTTP calls.
 */
public final class ResolveLoad {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final HttpClient HTTP = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

    public static void main(String[] args) throws Exception {
        String courier = args.length > 0 ? args[0] : "http://127.0.0.1:18080";
        String token = args.length > 1 ? args[1] : "bench-token";
        int calls = Integer.getInteger("calls", 200);
        Vertx vertx = Vertx.vertx();
        try {
            int[] slow = {start(vertx, 20), start(vertx, 20), start(vertx, 20)};
            int[] instant = {start(vertx, 0), start(vertx, 0), start(vertx, 0)};
            register(courier, token, "slow", slow);
            register(courier, token, "fast", instant);

            System.out.println("| connectors | N URIs | calls | p50 ms | p90 ms | p99 ms | mean ms |");
            System.out.println("|---|---:|---:|---:|---:|---:|---:|");
            for (String ws : List.of("slow", "fast")) {
                for (int n : new int[] {1, 8, 32}) {
                    String body = resolveBody(n);
                    run(courier, token, ws, body, 30); // warm-up
                    long[] latencies = run(courier, token, ws, body, calls);
                    System.out.printf("| %s | %d | %d | %.2f | %.2f | %.2f | %.2f |%n",
                            ws.equals("slow") ? "3 × 20 ms" : "3 × instant", n, calls,
                            pct(latencies, 50), pct(latencies, 90), pct(latencies, 99), mean(latencies));
                }
            }
            System.out.println();
            System.out.println("| load | clients | N URIs | seconds | resolve calls/s |");
            System.out.println("|---|---:|---:|---:|---:|");
            for (int n : new int[] {1, 8}) {
                double rate = throughput(courier, token, "fast", resolveBody(n), 8, 10);
                System.out.printf("| instant connectors | 8 | %d | 10 | %.0f |%n", n, rate);
            }
        } finally {
            vertx.close().toCompletionStage().toCompletableFuture().get(10, TimeUnit.SECONDS);
        }
    }

    /** A minimal 2026-07-28 connector: discover, and any read answered with one text item after a delay. */
    private static int start(Vertx vertx, long delayMillis) throws Exception {
        HttpServer server = vertx.createHttpServer().requestHandler(req -> req.body().onSuccess(buf -> {
            try {
                JsonNode request = JSON.readTree(buf.getBytes());
                ObjectNode response = JSON.createObjectNode().put("jsonrpc", "2.0");
                response.set("id", request.get("id"));
                ObjectNode result = response.putObject("result");
                if ("server/discover".equals(request.path("method").asText())) {
                    result.putArray("supportedVersions").add("2026-07-28");
                    result.putObject("capabilities").putObject("resources");
                } else {
                    String uri = request.path("params").path("uri").asText();
                    result.putArray("contents").addObject().put("uri", uri).put("mimeType", "text/plain")
                            .put("text", "Record " + uri + ": ACME opened the pricing page three times.");
                }
                result.put("resultType", "complete");
                Runnable answer = () -> req.response().putHeader("Content-Type", "application/json")
                        .end(response.toString());
                if (delayMillis > 0) {
                    vertx.setTimer(delayMillis, id -> answer.run());
                } else {
                    answer.run();
                }
            } catch (Exception e) {
                req.response().setStatusCode(400).end();
            }
        }));
        return server.listen(0, "127.0.0.1").toCompletionStage().toCompletableFuture().get(10, TimeUnit.SECONDS)
                .actualPort();
    }

    private static void register(String courier, String token, String ws, int[] ports) throws Exception {
        for (int i = 0; i < ports.length; i++) {
            put(courier + "/v1/workspaces/" + ws + "/connectors/c" + i, token, "{\"url\": \"http://127.0.0.1:" + ports[i]
                    + "/mcp\", \"kind\": \"workspace\", \"templates\": [{\"uriTemplate\": \"c" + i
                    + "://records/{id}\", \"name\": \"r\"}]}");
        }
        put(courier + "/v1/workspaces/" + ws + "/connectors/outbound", token,
                "{\"url\": \"http://127.0.0.1:9/mcp\", \"kind\": \"workspace\", \"templates\": []}");
    }

    private static String resolveBody(int n) {
        StringBuilder uris = new StringBuilder();
        for (int i = 0; i < n; i++) {
            uris.append(i == 0 ? "" : ",").append("\"c").append(i % 3).append("://records/").append(i).append('"');
        }
        return "{\"server\": \"outbound\", \"tool\": {\"name\": \"send\", \"_meta\": {\"ai.nimblebrain/resource-arguments\":"
                + " {\"arguments\": {\"citations\": {\"schemes\": [\"c0\", \"c1\", \"c2\"]}}}}},"
                + " \"params\": {\"name\": \"send\", \"arguments\": {\"citations\": [" + uris + "]}}}";
    }

    private static long[] run(String courier, String token, String ws, String body, int calls) throws Exception {
        long[] latencies = new long[calls];
        for (int i = 0; i < calls; i++) {
            long start = System.nanoTime();
            resolve(courier, token, ws, body);
            latencies[i] = System.nanoTime() - start;
        }
        return latencies;
    }

    private static double throughput(String courier, String token, String ws, String body, int clients, int seconds)
            throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(clients);
        AtomicLong done = new AtomicLong();
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(seconds);
        for (int c = 0; c < clients; c++) {
            pool.submit(() -> {
                while (System.nanoTime() < end) {
                    resolve(courier, token, ws, body);
                    done.incrementAndGet();
                }
                return null;
            });
        }
        pool.shutdown();
        pool.awaitTermination(seconds + 30, TimeUnit.SECONDS);
        return done.get() / (double) seconds;
    }

    private static void resolve(String courier, String token, String ws, String body) throws Exception {
        HttpResponse<String> response = HTTP.send(HttpRequest.newBuilder(
                URI.create(courier + "/v1/workspaces/" + ws + "/resource-arguments/resolve"))
                .header("Authorization", "Bearer " + token).header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(body)).build(), HttpResponse.BodyHandlers.ofString());
        if (response.statusCode() != 200 || response.body().contains("\"error\"")) {
            throw new IllegalStateException("resolve failed: " + response.statusCode() + " " + response.body());
        }
    }

    private static void put(String url, String token, String body) throws Exception {
        HttpResponse<String> response = HTTP.send(HttpRequest.newBuilder(URI.create(url))
                .header("Authorization", "Bearer " + token).header("Content-Type", "application/json")
                .PUT(HttpRequest.BodyPublishers.ofString(body)).build(), HttpResponse.BodyHandlers.ofString());
        if (response.statusCode() != 200) {
            throw new IllegalStateException("register failed: " + response.statusCode() + " " + response.body());
        }
    }

    private static double pct(long[] nanos, int percentile) {
        long[] sorted = nanos.clone();
        Arrays.sort(sorted);
        int index = (int) Math.ceil(percentile / 100.0 * sorted.length) - 1;
        return sorted[Math.max(0, index)] / 1e6;
    }

    private static double mean(long[] nanos) {
        return Arrays.stream(nanos).average().orElse(0) / 1e6;
    }
}
