package dev.courier.bench;

import dev.courier.uritemplate.InvalidUriTemplateException;
import dev.courier.uritemplate.UriTemplate;
import dev.courier.uritemplate.UriTemplateLimits;
import dev.courier.uritemplate.UriTemplateMatch;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * {@link UriTemplate#match} on typical template/URI pairs and on hostile ones (the shapes of
 * {@code UriTemplateHostileMatchTest}). Every benchmark checks in setup that its URI matches, so a
 * fast "no match" can never pass for a fast match.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class MatchBenchmark {

    private static final int HOSTILE_LENGTH = 64 * 1024;

    private UriTemplate signal;
    private String signalUri;
    private UriTemplate docs;
    private String docsUri;
    private UriTemplate reservedBase;
    private String reservedBaseUri;

    private UriTemplate adjacent32;
    private String adjacent32Uri;
    private UriTemplate reservedX32;
    private String reservedX32Uri;
    private UriTemplate vars200;
    private String vars200Uri;

    @Setup
    public void setup() throws InvalidUriTemplateException {
        signal = parse("crm://signals/{id}");
        signalUri = "crm://signals/42";
        docs = parse("docs://{project}/pages{/path*}{?lang}");
        docsUri = "docs://courier/pages/guide/routing/tries?lang=en";
        reservedBase = parse("{+base}/x{?q,r}");
        reservedBaseUri = "https://example.com/api/v1/x?q=signals&r=42";

        adjacent32 = parse(repeatExpressions("", "", 32));
        adjacent32Uri = "a".repeat(HOSTILE_LENGTH);
        reservedX32 = parse(repeatExpressions("+", "x", 32));
        reservedX32Uri = "x".repeat(HOSTILE_LENGTH);
        StringBuilder t = new StringBuilder("{");
        for (int i = 0; i < 200; i++) {
            t.append(i == 0 ? "" : ",").append('v').append(i);
        }
        vars200 = parse(t.append('}').toString());
        vars200Uri = "a,".repeat(16 * 1024 / 2 - 1) + "ab"; // 16 KiB

        check(signal, signalUri);
        check(docs, docsUri);
        check(reservedBase, reservedBaseUri);
        check(adjacent32, adjacent32Uri);
        check(reservedX32, reservedX32Uri);
        check(vars200, vars200Uri);
    }

    private static UriTemplate parse(String template) throws InvalidUriTemplateException {
        return UriTemplate.parse(template, UriTemplateLimits.DEFAULT);
    }

    static String repeatExpressions(String operator, String between, int count) {
        StringBuilder t = new StringBuilder();
        for (int i = 0; i < count; i++) {
            if (i > 0) {
                t.append(between);
            }
            t.append('{').append(operator).append('v').append(i).append('}');
        }
        return t.toString();
    }

    private static void check(UriTemplate template, String uri) {
        if (template.match(uri).isEmpty()) {
            throw new IllegalStateException(template + " does not match its benchmark URI");
        }
    }

    @Benchmark
    public Optional<UriTemplateMatch> typicalSignalId() {
        return signal.match(signalUri);
    }

    @Benchmark
    public Optional<UriTemplateMatch> typicalDocsPathQuery() {
        return docs.match(docsUri);
    }

    @Benchmark
    public Optional<UriTemplateMatch> typicalReservedBaseQuery() {
        return reservedBase.match(reservedBaseUri);
    }

    @Benchmark
    public Optional<UriTemplateMatch> hostileAdjacent32Simple64KiB() {
        return adjacent32.match(adjacent32Uri);
    }

    @Benchmark
    public Optional<UriTemplateMatch> hostileReservedX32Over64KiB() {
        return reservedX32.match(reservedX32Uri);
    }

    @Benchmark
    public Optional<UriTemplateMatch> hostile200Variables16KiB() {
        return vars200.match(vars200Uri);
    }
}
