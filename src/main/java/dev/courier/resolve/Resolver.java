package dev.courier.resolve;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.courier.capabilities.ConnectionKind;
import dev.courier.rate.RateBudget;
import dev.courier.registry.ConnectorRecord;
import dev.courier.registry.ConnectorRegistry;
import dev.courier.registry.Schemes;
import dev.courier.registry.WorkspaceView;
import dev.courier.store.BucketGrant;
import jakarta.enterprise.context.ApplicationScoped;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;
import org.jboss.logging.Logger;

/**
 * The host's read-and-attach step before {@code tools/call}: strips the host-owned key, collects the declared
 * arguments' strings, admits them in order, reads the admitted ones concurrently and attaches one entry per
 * string under {@code _meta["ai.nimblebrain/resource-arguments"]}.
 *
 * <p>Store round trips per call do not grow with the number of URIs: the workspace view (one generation read
 * while the cache is fresh) and one bucket call.
 */
@ApplicationScoped
public class Resolver {
    private static final Logger TRACE = Logger.getLogger("dev.courier.resolve.trace");

    private final ConnectorRegistry registry;
    private final RateBudget budget;
    private final ResourceReader reader;
    private final ResourceArgumentsConfig config;
    private final Admission admission;
    private final ContentsCheck contentsCheck;

    public Resolver(ConnectorRegistry registry, RateBudget budget, ResourceReader reader,
            ResourceArgumentsConfig config) {
        this.registry = registry;
        this.budget = budget;
        this.reader = reader;
        this.config = config;
        this.admission = new Admission(config.maxUris(), config.maxSize(), config.maxChars());
        this.contentsCheck = new ContentsCheck(config.maxChars());
    }

    /**
     * Empty when the calling server is not registered in the workspace. Otherwise the result, complete once every
     * admitted read has answered or the deadline has passed.
     *
     * <p>Everything up to the reads (registry, admission, bucket) runs on the calling thread, which may block on
     * the store. The reads never block, and the answer is assembled on the thread that completes the last one
     * (a Vert.x event loop): no thread is parked while connectors answer.
     */
    public Optional<CompletionStage<ResolveResult>> resolve(String workspace, ResolveRequest request) {
        long deadline = System.nanoTime() + config.deadline().toNanos();
        WorkspaceView view = registry.view(workspace);
        Optional<ConnectorRecord> caller = view.connector(request.server());
        if (caller.isEmpty()) {
            return Optional.empty();
        }
        ObjectNode params = request.params();
        ObjectNode tool = request.tool();
        if (params.get("_meta") instanceof ObjectNode meta) {
            meta.remove(Declarations.KEY);
        }
        Map<String, Set<String>> declared = caller.get().kind() == ConnectionKind.PERSONAL
                ? Map.of()
                : Declarations.of(tool);
        List<CollectedString> strings = declared.isEmpty()
                ? List.of()
                : StringCollector.collect(params.path("arguments"), declared);
        if (strings.isEmpty()) {
            return Optional.of(CompletableFuture.completedFuture(
                    new ResolveResult(params, JsonNodeFactory.instance.arrayNode())));
        }

        boolean canRead = request.allowedTools().map(t -> t.contains(Admission.READ_RESOURCE_TOOL)).orElse(true);
        Admission.Plan plan = admission.plan(strings, canRead, view);
        List<Resolution> resolutions = new ArrayList<>(plan.decisions());
        BucketGrant grant = budget.chargeUpTo(workspace, request.server(), plan.admitted().size());
        List<Admission.Admitted> toRead = plan.admitted().subList(0, grant.granted());
        for (Admission.Admitted limited : plan.admitted().subList(grant.granted(), plan.admitted().size())) {
            resolutions.set(limited.index(), Resolution.refused(limited.uri(), limited.server(), Outcome.RATE_LIMITED));
        }
        return Optional.of(read(workspace, view, toRead, deadline, resolutions)
                .thenApply(read -> attach(workspace, request.server(), tool, params, read)));
    }

    private ResolveResult attach(String workspace, String server, ObjectNode tool, ObjectNode params,
            List<Resolution> resolutions) {
        ObjectNode entries = JsonNodeFactory.instance.objectNode();
        ArrayNode trace = JsonNodeFactory.instance.arrayNode();
        for (Resolution resolution : resolutions) {
            entries.set(resolution.uri(), resolution.entry());
            trace.add(resolution.traceEvent());
        }
        JsonNode meta = params.get("_meta");
        (meta instanceof ObjectNode object ? object : params.putObject("_meta")).set(Declarations.KEY, entries);
        log(workspace, server, tool, trace);
        return new ResolveResult(params, trace);
    }

    /** Completes with {@code resolutions}, the read ones filled in, when every read has answered or at the deadline. */
    private CompletableFuture<List<Resolution>> read(String workspace, WorkspaceView view,
            List<Admission.Admitted> toRead, long deadline, List<Resolution> resolutions) {
        if (toRead.isEmpty()) {
            return CompletableFuture.completedFuture(resolutions);
        }
        List<Function<Duration, CompletionStage<ReadOutcome>>> reads = new ArrayList<>();
        for (Admission.Admitted admitted : toRead) {
            ConnectorRecord serving = view.connector(admitted.server()).orElseThrow();
            // Schemes are case-insensitive (RFC 3986 6.2.2.1), but connectors match their templates literally: read
            // the normalised form, while the entry stays keyed by the string as the agent wrote it.
            String readUri = Schemes.withLowerCaseScheme(admitted.uri());
            reads.add(within -> reader.read(workspace, serving, readUri, within));
        }
        ConcurrentReads concurrent = new ConcurrentReads(reads, config.readTimeout(), deadline);
        List<CompletableFuture<ReadOutcome>> results = concurrent.start(config.maxConcurrentReads());
        long remaining = Math.max(0, deadline - System.nanoTime());
        // The deadline ends the call: what has not answered by then is not_found. Reads complete normally by
        // construction; a failure here would count as not answered too.
        return CompletableFuture.allOf(results.toArray(CompletableFuture[]::new))
                .completeOnTimeout(null, remaining, TimeUnit.NANOSECONDS)
                .handle((done, failure) -> {
                    concurrent.stop();
                    for (int i = 0; i < toRead.size(); i++) {
                        Admission.Admitted admitted = toRead.get(i);
                        ReadOutcome outcome = results.get(i).getNow(ReadOutcome.failed(Outcome.NOT_FOUND));
                        resolutions.set(admitted.index(), outcome.succeeded()
                                ? contentsCheck.check(admitted.uri(), admitted.server(), outcome.contents())
                                : Resolution.refused(admitted.uri(), admitted.server(), outcome.failure()));
                    }
                    return resolutions;
                });
    }

    /** One structured line per call; URIs and outcomes only, never contents. */
    private static void log(String workspace, String server, ObjectNode tool, ArrayNode trace) {
        if (TRACE.isInfoEnabled()) {
            ObjectNode line = JsonNodeFactory.instance.objectNode();
            line.put("event", "resolve");
            line.put("workspace", workspace);
            line.put("server", server);
            line.put("tool", tool.path("name").asText(null));
            line.set("resourceArguments", trace);
            TRACE.info(line.toString());
        }
    }
}
