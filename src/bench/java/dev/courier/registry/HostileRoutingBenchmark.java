package dev.courier.registry;

import dev.courier.uritemplate.InvalidUriTemplateException;
import dev.courier.uritemplate.UriTemplate;
import dev.courier.uritemplate.UriTemplateLimits;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * The worst one URI can cost under the match step budget: a 64 KiB URI against {@code servers} connectors that
 * each registered a template of 32 adjacent expressions (every one a candidate, every one matching), with the
 * default budget ({@code courier.templates.max-match-steps}). Without a budget the cost is {@code servers} times
 * one such match ({@code MatchBenchmark}'s hostile rows).
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class HostileRoutingBenchmark {
    @Param({"1", "50"})
    public int servers;

    /** The default of {@code courier.templates.max-match-steps}, and four times it. */
    @Param({"1000000", "4000000"})
    public long maxMatchSteps;

    private RouteTable table;
    private String uri;

    @Setup
    public void setup() throws InvalidUriTemplateException {
        StringBuilder template = new StringBuilder("h:");
        for (int v = 0; v < 32; v++) {
            template.append("{v").append(v).append('}');
        }
        table = new RouteTable("bench", 65536, maxMatchSteps);
        for (int i = 0; i < servers; i++) {
            table.add("hostile" + i, template.toString(),
                    UriTemplate.parse(template.toString(), UriTemplateLimits.DEFAULT));
        }
        uri = "h:" + "a".repeat(65534);
    }

    @Benchmark
    public Route route() {
        return table.route(uri);
    }
}
