package dev.courier.deployment;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.courier.testing.MisbehavingServer;
import dev.courier.testing.RedisServer;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * The packaged application, run as a process and sent SIGTERM (what a Knative or Kubernetes scale-down does)
 * while a resolve call waits on a connector: the call is answered before the process exits, where an
 * immediate exit would cut its connection with no answer at all.
 */
class GracefulShutdownIT {
    private static final String TOKEN = "shutdown-it-token";
    private static final HttpClient HTTP = HttpClient.newHttpClient();

    /** Courier's output goes to target/graceful-shutdown-it.log, kept for a failure's diagnosis. */
    @Test
    void aCallInFlightIsAnsweredBeforeTheProcessExits() throws Exception {
        Path jar = Path.of(System.getProperty("courier.app.jar", "target/quarkus-app/quarkus-run.jar"));
        assertTrue(Files.isRegularFile(jar), jar + " is missing: run through Maven (verify)");
        try (MisbehavingServer connector = MisbehavingServer.start()) {
            int port = RedisServer.freePort();
            Path log = Path.of("target", "graceful-shutdown-it.log").toAbsolutePath();
            String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
            Process courier = new ProcessBuilder(java,
                    "-Dquarkus.http.port=" + port,
                    "-Dcourier.auth.tokens=" + TOKEN,
                    "-Dcourier.files.dir=" + Path.of("target", "graceful-shutdown-it-files").toAbsolutePath(),
                    "-Dcourier.resource-arguments.deadline=4s",
                    "-jar", jar.toAbsolutePath().toString())
                    .redirectErrorStream(true).redirectOutput(log.toFile()).start();
            try {
                String base = "http://127.0.0.1:" + port;
                awaitReady(base, courier);
                register(base, "slow", connector.hangingUrl(), "[{\"uriTemplate\": \"slow://{id}\", \"name\": \"s\"}]");
                register(base, "caller", connector.hangingUrl(), "[]");

                CompletableFuture<HttpResponse<String>> call = HTTP.sendAsync(post(base
                        + "/v1/workspaces/shutdown/resource-arguments/resolve", "{\"server\": \"caller\", \"tool\": "
                        + "{\"name\": \"t\", \"_meta\": {\"ai.nimblebrain/resource-arguments\": {\"arguments\": "
                        + "{\"u\": {\"schemes\": [\"slow\"]}}}}}, \"params\": {\"name\": \"t\", \"arguments\": "
                        + "{\"u\": \"slow://1\"}}}"), HttpResponse.BodyHandlers.ofString());
                awaitTrue(() -> connector.hangingRequests() > 0, "the read reached the connector");

                courier.destroy(); // SIGTERM
                HttpResponse<String> answer;
                try {
                    answer = call.get(30, TimeUnit.SECONDS);
                } catch (ExecutionException cut) {
                    throw new AssertionError("the call in flight got no answer; Courier's log: " + log, cut);
                }
                assertEquals(200, answer.statusCode(), answer.body() + "\nCourier's log: " + log);
                assertTrue(answer.body().contains("\"outcome\":\"not_found\""), answer.body());
                assertTrue(courier.waitFor(30, TimeUnit.SECONDS), "the process exits once the call is answered");
            } finally {
                courier.destroyForcibly();
                courier.waitFor(10, TimeUnit.SECONDS);
            }
        }
    }

    private static void awaitReady(String base, Process courier) throws Exception {
        Instant deadline = Instant.now().plusSeconds(60);
        while (Instant.now().isBefore(deadline)) {
            assertTrue(courier.isAlive(), "Courier exited with " + (courier.isAlive() ? "" : courier.exitValue()));
            try {
                HttpResponse<String> ready = HTTP.send(HttpRequest.newBuilder(URI.create(base + "/q/health/ready"))
                        .build(), HttpResponse.BodyHandlers.ofString());
                if (ready.statusCode() == 200) {
                    return;
                }
            } catch (IOException notYet) {
                // not listening yet
            }
            Thread.sleep(200);
        }
        throw new AssertionError("Courier did not become ready within 60 s");
    }

    private static void register(String base, String server, String url, String templates) throws Exception {
        HttpResponse<String> put = HTTP.send(HttpRequest.newBuilder(
                URI.create(base + "/v1/workspaces/shutdown/connectors/" + server))
                .header("Authorization", "Bearer " + TOKEN).header("Content-Type", "application/json")
                .PUT(HttpRequest.BodyPublishers.ofString("{\"url\": \"" + url + "\", \"kind\": \"workspace\", "
                        + "\"templates\": " + templates + "}")).build(), HttpResponse.BodyHandlers.ofString());
        assertEquals(200, put.statusCode(), put.body());
    }

    private static HttpRequest post(String url, String body) {
        return HttpRequest.newBuilder(URI.create(url)).header("Authorization", "Bearer " + TOKEN)
                .header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString(body)).build();
    }

    private static void awaitTrue(java.util.function.BooleanSupplier condition, String what) throws Exception {
        for (int polls = 0; polls < 500 && !condition.getAsBoolean(); polls++) {
            Thread.sleep(20);
        }
        assertTrue(condition.getAsBoolean(), what);
    }
}
