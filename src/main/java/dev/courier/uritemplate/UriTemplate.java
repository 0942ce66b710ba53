package dev.courier.uritemplate;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * An RFC 6570 URI Template (levels 1-4, every operator) that expands values into URIs and matches
 * URIs back into values.
 *
 * <p>Matching compiles the template into an NFA run as a Pike VM, so it is linear in the URI's
 * length and never backtracks; see {@link PikeVm}. It accepts exactly the strings the template
 * can expand to, and recovers values that re-expand to the same string. Where a URI has several
 * decompositions the matcher prefers, in order: defined variables over skipped ones, a value
 * without raw comma over a comma-joined list, and earlier variables taking as much as they can.
 * Decoding rules, per value, are listed in {@link ValueDecoder}.
 *
 * <p>Known, inherent losses:
 * <ul>
 *   <li>with '+' and '#', reserved characters are not encoded, so {@code %2F} and {@code /} (and
 *       any pct-encoded reserved character and its raw form) decode to the same value;
 *   <li>lowercase hex in triplets, and triplets encoding unreserved characters ({@code %41}),
 *       are accepted as RFC 3986 equivalents and re-expand in normal form;
 *   <li>map keys must be unique: the decomposition is chosen before keys are compared, so a URI
 *       only valid with a repeated key split across two exploded variables does not match;
 *   <li>a non-exploded associative array is indistinguishable from a list and comes back as one;
 *   <li>an expression that produced no text reports its variables undefined, even where an empty
 *       string was a possible value: {@code crm://signals/{id}} matches {@code crm://signals/}
 *       with no {@code id}, as RFC 6570 allows, and a router must check the variable is present.
 * </ul>
 * Text that no value can produce — a raw space, '{', any non-ASCII character, a malformed
 * triplet, invalid UTF-8 — simply does not match; {@link #match(String)} never throws.
 */
public final class UriTemplate {

    private final String template;
    private final List<TemplatePart> parts;
    private final String literalPrefix;
    private final List<String> variableNames;
    private final TemplateMatcher matcher;

    private UriTemplate(String template, List<TemplatePart> parts) {
        this.template = template;
        this.parts = parts;
        this.literalPrefix = literalPrefixOf(template, parts);
        this.variableNames = variableNamesOf(parts);
        this.matcher = new TemplateMatcher(parts);
    }

    public static UriTemplate parse(String template, UriTemplateLimits limits)
            throws InvalidUriTemplateException {
        Objects.requireNonNull(template, "template");
        Objects.requireNonNull(limits, "limits");
        return new UriTemplate(template, TemplateParser.parse(template, limits));
    }

    public String template() {
        return template;
    }

    /** The literal text before the first expression, as written; the whole template if none. */
    public String literalPrefix() {
        return literalPrefix;
    }

    /** Distinct variable names in order of first appearance. */
    public List<String> variableNames() {
        return variableNames;
    }

    /**
     * Expands the template. Values are a {@code String}, a {@code List<String>} or a
     * {@code Map<String, String>} (iteration order kept); a missing or null value, an empty list
     * and an empty map are undefined.
     *
     * @throws InvalidUriTemplateException when a value has another type or a prefix modifier
     *     applies to a list or map
     */
    public String expand(Map<String, ?> variables) throws InvalidUriTemplateException {
        Objects.requireNonNull(variables, "variables");
        return Expander.expand(parts, variables);
    }

    /** The values {@code uri} was expanded from, or empty if no values expand to it. */
    public Optional<UriTemplateMatch> match(String uri) {
        return match(uri, MatchBudget.unlimited());
    }

    /**
     * {@link #match(String)} that spends matcher steps from {@code budget}.
     *
     * @throws MatchBudget.Exhausted when the budget runs out before the match is decided
     */
    public Optional<UriTemplateMatch> match(String uri, MatchBudget budget) {
        Objects.requireNonNull(uri, "uri");
        Objects.requireNonNull(budget, "budget");
        return matcher.match(uri, budget);
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof UriTemplate that && template.equals(that.template);
    }

    @Override
    public int hashCode() {
        return template.hashCode();
    }

    @Override
    public String toString() {
        return template;
    }

    private static String literalPrefixOf(String template, List<TemplatePart> parts) {
        for (TemplatePart part : parts) {
            if (part instanceof Expression expression) {
                return template.substring(0, expression.offset());
            }
        }
        return template;
    }

    private static List<String> variableNamesOf(List<TemplatePart> parts) {
        Set<String> names = new LinkedHashSet<>();
        for (TemplatePart part : parts) {
            if (part instanceof Expression expression) {
                expression.variables().forEach(spec -> names.add(spec.name()));
            }
        }
        return List.copyOf(new ArrayList<>(names));
    }
}
