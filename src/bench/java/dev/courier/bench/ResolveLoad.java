package dev.courier.bench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.vertx.core.Vertx;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.http.HttpClient;
import io.vertx.core.http.HttpClientOptions;
import io.vertx.core.http.HttpMethod;
import io.vertx.core.http.HttpServer;
import io.vertx.core.http.RequestOptions;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;

/**
 * End-to-end resolve latency against a running Courier (see bench/resolve.sh): 2026-07-28 connectors in this
 * process, three answering every {@code resources/read} after a fixed delay ({@code -DdelayMillis}, 20 by default)
 * and three at once; N URIs are spread over three of a kind. Each group starts with its floor: the same client
 * reading from one connector directly. Prints Markdown tables. Not JMH: what matters here is the latency
 * distribution of whole HTTP calls.
 */
public final class ResolveLoad {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Vertx CLIENT_VERTX = Vertx.vertx();
    private static final HttpClient CLIENT = CLIENT_VERTX.createHttpClient(
            new HttpClientOptions().setKeepAlive(true).setMaxPoolSize(16));

    public static void main(String[] args) throws Exception {
        String courier = args.length > 0 ? args[0] : "http://127.0.0.1:18080";
        String token = args.length > 1 ? args[1] : "bench-token";
        int calls = Integer.getInteger("calls", 200);
        int delayMillis = Integer.getInteger("delayMillis", 20);
        Vertx vertx = Vertx.vertx();
        try {
            int[] slow = {start(vertx, delayMillis), start(vertx, delayMillis), start(vertx, delayMillis)};
            int[] instant = {start(vertx, 0), start(vertx, 0), start(vertx, 0)};
            register(courier, token, "slow", slow);
            register(courier, token, "fast", instant);

            System.out.println("| connectors | call | calls | p50 ms | p90 ms | p99 ms | mean ms | p50 added ms |");
            System.out.println("|---|---|---:|---:|---:|---:|---:|---:|");
            for (String ws : List.of("slow", "fast")) {
                String connectors = ws.equals("slow") ? "3 × " + delayMillis + " ms" : "3 × instant";
                // The floor: the same client reading one resource straight from one connector, without Courier.
                int port = (ws.equals("slow") ? slow : instant)[0];
                Call direct = () -> readDirectly(port);
                run(direct, 30);
                long[] floor = run(direct, calls);
                print(connectors, "direct read, no Courier", calls, floor, pct(floor, 50));
                for (int n : new int[] {1, 8, 32}) {
                    String body = resolveBody(n);
                    Call resolve = () -> resolve(courier, token, ws, body);
                    run(resolve, 30); // warm-up
                    print(connectors, "resolve, N = " + n, calls, run(resolve, calls), pct(floor, 50));
                }
            }
            System.out.println();
            System.out.println("| connectors | clients | N URIs | seconds | resolve calls/s | p50 ms | p99 ms |");
            System.out.println("|---|---:|---:|---:|---:|---:|---:|");
            int[][] loads = {{0, 8, 1}, {0, 8, 8}, {1, 4, 8}, {1, 8, 8}, {1, 4, 32}};
            for (int[] load : loads) {
                String ws = load[0] == 0 ? "fast" : "slow";
                String body = resolveBody(load[2]);
                Load result = closedLoop(() -> resolve(courier, token, ws, body), load[1], 10);
                System.out.printf("| %s | %d | %d | 10 | %.0f | %.2f | %.2f |%n",
                        load[0] == 0 ? "3 × instant" : "3 × " + delayMillis + " ms", load[1], load[2],
                        result.perSecond(), pct(result.latencies(), 50), pct(result.latencies(), 99));
            }
        } finally {
            vertx.close().toCompletionStage().toCompletableFuture().get(10, TimeUnit.SECONDS);
            CLIENT_VERTX.close().toCompletionStage().toCompletableFuture().get(10, TimeUnit.SECONDS);
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

    private interface Call {
        void run() throws Exception;
    }

    private static long[] run(Call call, int calls) throws Exception {
        long[] latencies = new long[calls];
        for (int i = 0; i < calls; i++) {
            long start = System.nanoTime();
            call.run();
            latencies[i] = System.nanoTime() - start;
        }
        return latencies;
    }

    private static void print(String connectors, String call, int calls, long[] latencies, double floorP50) {
        System.out.printf("| %s | %s | %d | %.2f | %.2f | %.2f | %.2f | %.2f |%n", connectors, call, calls,
                pct(latencies, 50), pct(latencies, 90), pct(latencies, 99), mean(latencies),
                pct(latencies, 50) - floorP50);
    }

    /** {@code clients} threads calling back to back for {@code seconds}; every latency kept. */
    private static Load closedLoop(Call call, int clients, int seconds) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(clients);
        List<Long> latencies = java.util.Collections.synchronizedList(new ArrayList<>());
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(seconds);
        for (int c = 0; c < clients; c++) {
            pool.submit(() -> {
                while (System.nanoTime() < end) {
                    long start = System.nanoTime();
                    call.run();
                    latencies.add(System.nanoTime() - start);
                }
                return null;
            });
        }
        pool.shutdown();
        if (!pool.awaitTermination(seconds + 30, TimeUnit.SECONDS)) {
            throw new IllegalStateException("clients did not finish");
        }
        return new Load(latencies.stream().mapToLong(Long::longValue).toArray(), seconds);
    }

    private record Load(long[] latencies, int seconds) {
        double perSecond() {
            return latencies.length / (double) seconds;
        }
    }

    private static void resolve(String courier, String token, String ws, String body) throws Exception {
        String answer = post(courier + "/v1/workspaces/" + ws + "/resource-arguments/resolve", token, body);
        if (answer.contains("\"error\"")) {
            throw new IllegalStateException("resolve failed: " + answer);
        }
    }

    private static void readDirectly(int port) throws Exception {
        String answer = post("http://127.0.0.1:" + port + "/mcp", null,
                "{\"jsonrpc\": \"2.0\", \"id\": 1, \"method\": \"resources/read\", \"params\": {\"uri\": \"c0://records/1\"}}");
        if (!answer.contains("\"contents\"")) {
            throw new IllegalStateException("read failed: " + answer);
        }
    }

    /** The lean Vert.x client: a JDK HttpClient exchange costs about 2 ms more on this machine. */
    private static String post(String url, String token, String body) throws Exception {
        return send(HttpMethod.POST, url, token, body);
    }

    private static String send(HttpMethod method, String url, String token, String body) throws Exception {
        RequestOptions options = new RequestOptions().setMethod(method).setAbsoluteURI(url)
                .putHeader("Content-Type", "application/json");
        if (token != null) {
            options.putHeader("Authorization", "Bearer " + token);
        }
        int[] status = new int[1];
        CompletableFuture<Buffer> reply = new CompletableFuture<>();
        // On an event loop, so the body handler is in place before the first chunk (from a plain thread, Vert.x can
        // deliver the response on the loop before the caller's callback registers for its body).
        CLIENT_VERTX.runOnContext(v -> CLIENT.request(options)
                .compose(req -> req.send(body))
                .compose(resp -> {
                    status[0] = resp.statusCode();
                    return resp.body();
                })
                .onComplete(ar -> {
                    if (ar.succeeded()) {
                        reply.complete(ar.result());
                    } else {
                        reply.completeExceptionally(ar.cause());
                    }
                }));
        Buffer answer = reply.get(30, TimeUnit.SECONDS);
        if (status[0] != 200) {
            throw new IllegalStateException(url + " answered " + status[0] + " " + answer);
        }
        return answer.toString();
    }

    private static void put(String url, String token, String body) throws Exception {
        send(HttpMethod.PUT, url, token, body);
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
