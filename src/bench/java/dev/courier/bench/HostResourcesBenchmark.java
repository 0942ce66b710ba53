package dev.courier.bench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.courier.capabilities.ProtocolRevision;
import dev.courier.files.FileIndex;
import dev.courier.files.FileKeys;
import dev.courier.files.FileMeta;
import dev.courier.files.FilesConfig;
import dev.courier.files.NewFile;
import dev.courier.files.S3ObjectStore;
import dev.courier.files.Visibility;
import dev.courier.files.WorkspaceFiles;
import dev.courier.hostresources.Caller;
import dev.courier.hostresources.HostResources;
import dev.courier.hostresources.HostResourcesConfig;
import dev.courier.hostresources.ListMethod;
import dev.courier.hostresources.ReadMethod;
import dev.courier.rate.RateBudget;
import dev.courier.rate.RateConfig;
import dev.courier.store.EmbeddedWorkspaceStore;
import io.quarkus.runtime.configuration.MemorySize;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.math.BigInteger;
import java.net.HttpURLConnection;
import java.net.ServerSocket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.http.urlconnection.UrlConnectionHttpClient;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.s3.S3Client;

/**
 * {@code ai.nimblebrain/resources/read} and {@code /list} through {@link HostResources#handle}, in process
 * (no Quarkus, no HTTP server in front), against a real S3 API: S3Proxy 4.1.0 (transient in-memory backend) as a
 * child process on loopback, reached with the AWS SDK v2 and the URL-connection HTTP client, as in production.
 * Each response is serialised the way {@code HostResourcesResource} has Quarkus REST do it (Jackson writing the
 * tree into the response stream, here a sink that counts the bytes), so producing the response is part of the cost. {@code rawS3Get} is the floor: one GET of the same object with
 * the same client. Needs {@code target/s3proxy/s3proxy.jar} ({@code ./mvnw generate-test-resources}); run from
 * the project directory.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class HostResourcesBenchmark {

    static final String BUCKET = "courier-bench";
    static final String SERVER = "bench-connector";
    static final String USER = "bench-user";
    static final int LIST_FILES = 10_000;

    /** One file of {@code size} bytes of random (binary) content, so a read answers with a base64 blob. */
    @State(Scope.Benchmark)
    public static class ReadState {
        @Param({"1024", "1048576", "10485760"})
        public int size;

        Env env;
        byte[] request;
        String bytesKey;

        @Setup(Level.Trial)
        public void setup() throws IOException {
            env = Env.start("ws-read");
            byte[] content = new byte[size];
            new Random(42).nextBytes(content);
            FileMeta meta = env.files.upload("ws-read", new NewFile("blob.bin", "application/octet-stream",
                    List.of(), USER, Visibility.SHARED), new ByteArrayInputStream(content));
            bytesKey = FileKeys.bytes("ws-read", meta.id());
            request = ("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"" + HostResources.READ
                    + "\",\"params\":{\"uri\":\"" + meta.uri() + "\"}}").getBytes(StandardCharsets.UTF_8);
            // The read must really return the file, as a blob, and the raw GET the same bytes.
            JsonNode answer = new ObjectMapper().readTree(sent(env, request));
            String blob = answer.path("result").path("contents").path(0).path("blob").asText(null);
            if (blob == null || !java.util.Arrays.equals(Base64.getDecoder().decode(blob), content)) {
                throw new IllegalStateException("The read did not return the uploaded bytes: " + abbreviate(answer));
            }
            if (!java.util.Arrays.equals(env.s3.getObjectAsBytes(b -> b.bucket(BUCKET).key(bytesKey)).asByteArray(),
                    content)) {
                throw new IllegalStateException("The raw GET did not return the uploaded bytes");
            }
            // S3Proxy is a JVM of its own: warm its request path before JMH's warmup, so its JIT is not measured.
            long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(3);
            while (System.nanoTime() < until) {
                read(env, request);
            }
        }

        @TearDown(Level.Trial)
        public void tearDown() {
            env.close();
        }
    }

    /** One workspace of {@value #LIST_FILES} small shared files, listing index warm. */
    @State(Scope.Benchmark)
    public static class ListState {
        Env env;
        byte[] request;

        @Setup(Level.Trial)
        public void setup() throws Exception {
            String ws = "ws-list";
            env = Env.start(ws);
            // Through WorkspaceFiles.upload (bytes object, meta.json, index entry), a few at a time. Under concurrent
            // PUTs S3Proxy sometimes drops a kept-alive connection; S3ObjectStore retries that itself.
            ExecutorService pool = Executors.newFixedThreadPool(8);
            try {
                List<Future<FileMeta>> uploads = new ArrayList<>();
                for (int i = 0; i < LIST_FILES; i++) {
                    byte[] content = ("file " + i + "\n").getBytes(StandardCharsets.UTF_8);
                    NewFile file = new NewFile("file-" + i + ".txt", "text/plain", List.of("bench"), USER,
                            Visibility.SHARED);
                    uploads.add(pool.submit(() -> env.files.upload(ws, file, new ByteArrayInputStream(content))));
                }
                for (Future<FileMeta> upload : uploads) {
                    upload.get();
                }
            } finally {
                pool.shutdownNow();
            }
            // Warm the index. Every upload above wrote its index entry; what makes the index trusted is the marker
            // a rebuild writes at its end. A rebuild here would be 10,000 sequential meta.json GETs, so the marker
            // is written as FileIndex.rebuild writes it; every listing within index-max-age (1h) is then served
            // from the index, as on a warm instance.
            ObjectNode marker = new ObjectMapper().createObjectNode();
            marker.put("builtAt", Instant.now().toString());
            marker.put("files", LIST_FILES);
            env.store.put(ws, FileIndex.COLLECTION, FileIndex.MARKER, marker.toString());
            request = ("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"" + HostResources.LIST + "\",\"params\":{}}")
                    .getBytes(StandardCharsets.UTF_8);
            // The system of record agrees: one meta.json per file.
            long metas = env.objects.list(FileKeys.workspacePrefix(ws)).stream()
                    .filter(key -> FileKeys.fileIdOfMeta(ws, key) != null).count();
            if (metas != LIST_FILES) {
                throw new IllegalStateException("S3 holds " + metas + " meta.json objects, not " + LIST_FILES);
            }
            JsonNode answer = new ObjectMapper().readTree(sent(env, request));
            int listed = answer.path("result").path("resources").size();
            if (listed != LIST_FILES) {
                throw new IllegalStateException("The list returned " + listed + " files, not " + LIST_FILES + ": "
                        + abbreviate(answer));
            }
        }

        @TearDown(Level.Trial)
        public void tearDown() {
            env.close();
        }
    }

    @Benchmark
    public long hostResourcesRead(ReadState state) {
        return read(state.env, state.request);
    }

    @Benchmark
    public byte[] rawS3Get(ReadState state) {
        return state.env.s3.getObjectAsBytes(b -> b.bucket(BUCKET).key(state.bytesKey)).asByteArray();
    }

    @Benchmark
    public long hostResourcesList10k(ListState state) {
        return read(state.env, state.request);
    }

    /** The bytes HostResourcesResource sends: Jackson writes the response tree into the response stream. */
    static long read(Env env, byte[] request) {
        Optional<ObjectNode> response = env.hostResources.handle(env.caller, ProtocolRevision.DEFAULT_LEGACY, request);
        CountingSink sink = new CountingSink();
        try {
            WRITER.writeValue(sink, response.orElseThrow());
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
        return sink.count;
    }

    /** The same bytes, kept: for the setup checks. */
    static byte[] sent(Env env, byte[] request) {
        Optional<ObjectNode> response = env.hostResources.handle(env.caller, ProtocolRevision.DEFAULT_LEGACY, request);
        try {
            return WRITER.writeValueAsBytes(response.orElseThrow());
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    private static final com.fasterxml.jackson.databind.ObjectWriter WRITER =
            new com.fasterxml.jackson.databind.ObjectMapper().writer();

    /** Stands for the HTTP server's response stream, which sends each buffer on and keeps none. */
    static final class CountingSink extends java.io.OutputStream {
        long count;

        @Override
        public void write(int b) {
            count++;
        }

        @Override
        public void write(byte[] b, int off, int len) {
            count += len;
        }
    }

    static String abbreviate(JsonNode node) {
        String text = node.toString();
        return text.length() > 500 ? text.substring(0, 500) + "…" : text;
    }

    /** S3Proxy, the S3 client and the host-resources objects, wired by hand as CDI would. */
    static final class Env implements AutoCloseable {
        final S3Proxy proxy;
        final S3Client s3;
        final S3ObjectStore objects;
        final EmbeddedWorkspaceStore store;
        final WorkspaceFiles files;
        final HostResources hostResources;
        final Caller caller;

        private Env(S3Proxy proxy, S3Client s3, S3ObjectStore objects, EmbeddedWorkspaceStore store,
                WorkspaceFiles files, HostResources hostResources, Caller caller) {
            this.proxy = proxy;
            this.s3 = s3;
            this.objects = objects;
            this.store = store;
            this.files = files;
            this.hostResources = hostResources;
            this.caller = caller;
        }

        static Env start(String workspace) {
            S3Proxy proxy = S3Proxy.start();
            S3Client s3 = S3Client.builder()
                    .httpClientBuilder(UrlConnectionHttpClient.builder())
                    .endpointOverride(URI.create(proxy.endpoint()))
                    .forcePathStyle(true)
                    .region(Region.US_EAST_1)
                    .credentialsProvider(StaticCredentialsProvider.create(
                            AwsBasicCredentials.create("local-identity", "local-credential")))
                    .build();
            s3.createBucket(b -> b.bucket(BUCKET));
            S3ObjectStore objects = new S3ObjectStore(s3, BUCKET);
            EmbeddedWorkspaceStore store = new EmbeddedWorkspaceStore();
            FilesConfig filesConfig = new BenchFilesConfig();
            FileIndex index = new FileIndex(store, objects, filesConfig);
            WorkspaceFiles files = new WorkspaceFiles(objects, index, filesConfig);
            // A budget that never runs dry: a billion tokens a second, a trillion in the bucket.
            RateBudget budget = new RateBudget(store, new RateConfig() {
                @Override
                public double perSecond() {
                    return 1e9;
                }

                @Override
                public long burst() {
                    return 1_000_000_000_000L;
                }
            });
            HostResourcesConfig hostConfig = new HostResourcesConfig() {
                @Override
                public long maxSize() {
                    return 10_485_760L; // the default, read.maxSize
                }

                @Override
                public List<String> schemes() {
                    return List.of("files");
                }
            };
            HostResources hostResources = new HostResources(budget, new ReadMethod(files, hostConfig),
                    new ListMethod(files));
            return new Env(proxy, s3, objects, store, files, hostResources, new Caller(workspace, SERVER, USER));
        }

        @Override
        public void close() {
            s3.close();
            proxy.close();
        }
    }

    /** The defaults of {@link FilesConfig}, as SmallRye Config would supply them. */
    static final class BenchFilesConfig implements FilesConfig {
        @Override
        public Optional<String> bucket() {
            return Optional.of(BUCKET);
        }

        @Override
        public String dir() {
            return ".courier-files";
        }

        @Override
        public MemorySize maxUploadSize() {
            return new MemorySize(BigInteger.valueOf(100L * 1024 * 1024));
        }

        @Override
        public int maxNameLength() {
            return 255;
        }

        @Override
        public int maxTags() {
            return 64;
        }

        @Override
        public int maxTagLength() {
            return 128;
        }

        @Override
        public Duration indexMaxAge() {
            return Duration.ofHours(1);
        }
    }

    /**
     * S3Proxy 4.1.0 as a child process (the logic of the tests' S3ProxyServer): transient backend, no
     * authentication, a free loopback port.
     */
    static final class S3Proxy implements AutoCloseable {
        static final Path JAR = Path.of("target", "s3proxy", "s3proxy.jar");

        private final Process process;
        private final int port;

        private S3Proxy(Process process, int port) {
            this.process = process;
            this.port = port;
        }

        static S3Proxy start() {
            if (!Files.isRegularFile(JAR)) {
                throw new IllegalStateException(JAR.toAbsolutePath() + " is missing: run ./mvnw generate-test-resources "
                        + "and start the benchmark from the project directory");
            }
            try {
                int port;
                try (ServerSocket socket = new ServerSocket(0)) {
                    port = socket.getLocalPort();
                }
                Path dir = Files.createTempDirectory("courier-bench-s3proxy");
                Path properties = dir.resolve("s3proxy.properties");
                Files.writeString(properties, String.join("\n",
                        "s3proxy.endpoint=http://127.0.0.1:" + port,
                        "s3proxy.authorization=none",
                        "jclouds.provider=transient",
                        "jclouds.identity=local-identity",
                        "jclouds.credential=local-credential",
                        ""));
                String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
                // Room for a 10 MiB object (held more than once while it is written) and 20,000 small ones.
                Process process = new ProcessBuilder(java, "-Xmx1g", "-jar", JAR.toAbsolutePath().toString(),
                        "--properties", properties.toString())
                        .redirectErrorStream(true)
                        .redirectOutput(dir.resolve("s3proxy.log").toFile())
                        .start();
                S3Proxy proxy = new S3Proxy(process, port);
                // JMH ends a fork with System.exit when a setup fails, so teardown would not stop the child.
                Runtime.getRuntime().addShutdownHook(new Thread(process::destroy));
                proxy.awaitReady();
                return proxy;
            } catch (IOException e) {
                throw new IllegalStateException("Could not start S3Proxy", e);
            }
        }

        String endpoint() {
            return "http://127.0.0.1:" + port;
        }

        private void awaitReady() {
            Instant deadline = Instant.now().plus(Duration.ofSeconds(60));
            while (Instant.now().isBefore(deadline)) {
                if (!process.isAlive()) {
                    throw new IllegalStateException("S3Proxy exited with " + process.exitValue());
                }
                try {
                    HttpURLConnection c = (HttpURLConnection) URI.create(endpoint() + "/").toURL().openConnection();
                    c.setConnectTimeout(2000);
                    c.setReadTimeout(5000);
                    c.getResponseCode();
                    c.disconnect();
                    return;
                } catch (IOException notYet) {
                    try {
                        Thread.sleep(100);
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                        break;
                    }
                }
            }
            close();
            throw new IllegalStateException("S3Proxy did not answer within 60 s");
        }

        @Override
        public void close() {
            process.destroy();
            try {
                if (!process.waitFor(10, TimeUnit.SECONDS)) {
                    process.destroyForcibly();
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }
}
