package dev.courier.registry;

import dev.courier.uritemplate.InvalidUriTemplateException;
import dev.courier.uritemplate.UriTemplate;
import dev.courier.uritemplate.UriTemplateLimits;
import java.util.Map;
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
 * Routing one URI through a workspace's {@link RouteTable} of 10, 100 or 1,000 templates. Lives in
 * {@code dev.courier.registry} (under src/bench) because RouteTable is package-private.
 *
 * <p>Templates cycle through eight schemes and five shapes under per-connector path namespaces; every
 * 50th starts with an expression (so it is filed at the trie root and tried for every URI). The hit is
 * a URI of a template from the middle of the table; the miss shares that template's scheme and
 * namespace but names an unknown collection, so it walks the trie before failing.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class RoutingBenchmark {

    private static final String[] SCHEMES = {"crm", "docs", "git", "jira", "s3", "notion", "slack", "db"};

    @Param({"10", "100", "1000"})
    public int templates;

    private RouteTable table;
    private String hitUri;
    private String missUri;

    static String template(int i) {
        String scheme = SCHEMES[i % SCHEMES.length];
        String ns = "ns" + (i / SCHEMES.length);
        if (i % 50 == 49) {
            return "{tenant}." + ns + "://{+path}";
        }
        String base = scheme + "://" + ns;
        return switch (i % 5) {
            case 0 -> base + "/signals/{id}";
            case 1 -> base + "/docs{/path*}{?lang}";
            case 2 -> base + "/items/{id}/versions/{version}";
            case 3 -> base + "/search{?q,limit}";
            default -> base + "/files/{+path}";
        };
    }

    @Setup
    public void setup() throws InvalidUriTemplateException {
        table = new RouteTable("bench", 8192, 1_000_000);
        for (int i = 0; i < templates; i++) {
            String t = template(i);
            table.add("server" + (i % 7), t, UriTemplate.parse(t, UriTemplateLimits.DEFAULT));
        }
        int k = templates / 2;
        while (k % 5 != 2 || k % 50 == 49) {
            k++;
        }
        UriTemplate hit = UriTemplate.parse(template(k), UriTemplateLimits.DEFAULT);
        hitUri = hit.expand(Map.of("id", "0f3c9a", "version", "17"));
        missUri = hit.literalPrefix().replace("/items/", "/unknown/") + "0f3c9a/versions/17";
        if (table.route(hitUri).outcome() != Route.Outcome.OK) {
            throw new IllegalStateException("hit does not route: " + hitUri);
        }
        if (table.route(missUri).outcome() != Route.Outcome.NOT_FOUND) {
            throw new IllegalStateException("miss routes: " + missUri);
        }
    }

    @Benchmark
    public Route hit() {
        return table.route(hitUri);
    }

    @Benchmark
    public Route miss() {
        return table.route(missUri);
    }
}
