package dev.courier.registry;

import dev.courier.uritemplate.MatchBudget;
import dev.courier.uritemplate.UriTemplate;
import dev.courier.uritemplate.UriTemplateMatch;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.jboss.logging.Logger;

/**
 * An index of one workspace's serving templates. Templates are filed in a trie under their literal prefix
 * (with the scheme lower-cased, since schemes compare case-insensitively), so routing a URI walks the trie
 * along the URI and tries only templates whose prefix the URI starts with: the cost follows the URI and
 * the few real candidates, not the number of templates. Templates that start with an expression cannot be
 * filed and are tried for every URI. Each URI's matching shares one budget of matcher steps, so no set of
 * templates, however many or hostile, makes one URI cost more than that.
 */
final class RouteTable {
    private static final Logger LOG = Logger.getLogger(RouteTable.class);

    /**
     * One compiled template of a connector. {@code order} keeps registration order among candidates;
     * {@code literals} are runs of literal text every expansion contains, in order.
     */
    record Entry(String server, String uriTemplate, UriTemplate compiled, int order, List<String> literals) {
    }

    private static final class Node {
        private final Map<Character, Node> children = new HashMap<>(4);
        private final List<Entry> entries = new ArrayList<>(1);
    }

    private final Node root = new Node();
    private final String workspace;
    private final int maxUriLength;
    private final long maxMatchSteps;
    private int size;

    RouteTable(String workspace, int maxUriLength, long maxMatchSteps) {
        this.workspace = workspace;
        this.maxUriLength = maxUriLength;
        this.maxMatchSteps = maxMatchSteps;
    }

    void add(String server, String uriTemplate, UriTemplate compiled) {
        Node node = root;
        String prefix = indexKey(compiled.literalPrefix());
        for (int i = 0; i < prefix.length(); i++) {
            node = node.children.computeIfAbsent(prefix.charAt(i), c -> new Node());
        }
        node.entries.add(new Entry(server, uriTemplate, compiled, size++, requiredLiterals(compiled.template())));
    }

    /** Longer runs are cut to this: a prefix of a required run is required too, and the scan stays ≈ linear. */
    static final int MAX_FILTER_RUN = 16;

    /**
     * The literal runs of a template that appear verbatim, in order, in every expansion (each cut to
     * {@value #MAX_FILTER_RUN} characters): a cheap filter that spares the matcher most candidates, above all
     * templates that start with an expression and so sit outside the trie.
     */
    static List<String> requiredLiterals(String template) {
        List<String> runs = new ArrayList<>();
        StringBuilder run = new StringBuilder();
        boolean inExpression = false;
        for (int i = 0; i < template.length(); i++) {
            char c = template.charAt(i);
            if (c == '{' || c == '}' || inExpression || !isVerbatim(c)) {
                if (run.length() >= 2) {
                    runs.add(filterRun(run));
                }
                run.setLength(0);
                inExpression = c == '{' || (inExpression && c != '}');
                continue;
            }
            run.append(c);
        }
        if (run.length() >= 2) {
            runs.add(filterRun(run));
        }
        return List.copyOf(runs);
    }

    private static String filterRun(StringBuilder run) {
        return run.length() > MAX_FILTER_RUN ? run.substring(0, MAX_FILTER_RUN) : run.toString();
    }

    private static boolean containsInOrder(String uri, List<String> literals) {
        int from = 0;
        for (String literal : literals) {
            int at = uri.indexOf(literal, from);
            if (at < 0) {
                return false;
            }
            from = at + literal.length();
        }
        return true;
    }

    /**
     * The part of a literal prefix that appears verbatim in every expansion. Expansion percent-encodes literal
     * characters outside the URI character set (and matching expects them encoded), so the key stops before
     * the first such character or escape; a shorter key only widens the candidate set.
     */
    static String indexKey(String literalPrefix) {
        for (int i = 0; i < literalPrefix.length(); i++) {
            if (!isVerbatim(literalPrefix.charAt(i))) {
                return literalPrefix.substring(0, i);
            }
        }
        return literalPrefix;
    }

    private static boolean isVerbatim(char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')
                || "-._~:/?#[]@!$&'()*+,;=".indexOf(c) >= 0;
    }

    int size() {
        return size;
    }

    Route route(String uri) {
        Optional<String> scheme = Schemes.of(uri);
        if (scheme.isPresent() && Schemes.HOST_OWNED.contains(scheme.get())) {
            return new Route(uri, Route.Outcome.HOST_SCHEME, List.of());
        }
        if (scheme.isEmpty() || uri.length() > maxUriLength) {
            return Route.of(uri, List.of());
        }
        String normalized = Schemes.withLowerCaseScheme(uri);
        // One candidate per server: the first of its templates (in registration order) that matches.
        Map<String, RouteCandidate> byServer = new LinkedHashMap<>();
        MatchBudget budget = MatchBudget.of(maxMatchSteps);
        for (Entry entry : candidates(normalized)) {
            if (byServer.containsKey(entry.server())) {
                continue;
            }
            Optional<UriTemplateMatch> match;
            try {
                // The literal scan reads the URI once more per candidate: charged, so no number of candidates
                // escapes the budget even when the filter rejects them all.
                budget.spend(normalized.length());
                if (!containsInOrder(normalized, entry.literals())) {
                    continue;
                }
                match = entry.compiled().match(normalized, budget);
            } catch (MatchBudget.Exhausted e) {
                // Undecided is served by no one: answering with the candidates found so far could hide an
                // ambiguity, and so read from the wrong connector.
                // The workspace names where to look for the templates that cost this much; the URI is the caller's.
                LOG.warnf("Workspace %s: a URI of %d characters was not routed: matching it against the workspace's "
                        + "templates took more than courier.templates.max-match-steps (%d)", workspace, uri.length(),
                        maxMatchSteps);
                return Route.of(uri, List.of());
            }
            match.ifPresent(m -> byServer.put(entry.server(),
                    new RouteCandidate(entry.server(), entry.uriTemplate(), m.variables())));
        }
        return Route.of(uri, new ArrayList<>(byServer.values()));
    }

    List<Entry> candidates(String uri) {
        List<Entry> found = new ArrayList<>(root.entries);
        Node node = root;
        for (int i = 0; i < uri.length() && node != null; i++) {
            node = node.children.get(uri.charAt(i));
            if (node != null) {
                found.addAll(node.entries);
            }
        }
        found.sort((a, b) -> Integer.compare(a.order(), b.order()));
        return found;
    }
}
