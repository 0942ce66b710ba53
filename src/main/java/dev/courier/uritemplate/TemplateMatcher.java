package dev.courier.uritemplate;

import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Matches URIs against one compiled template: runs the {@link PikeVm}, decodes each captured
 * variable with {@link ValueDecoder}, then reconciles variables that occur more than once.
 */
final class TemplateMatcher {

    private final MatchProgram program;
    private final List<MatchCompiler.Occurrence> occurrences;

    TemplateMatcher(List<TemplatePart> parts) {
        MatchCompiler.Compiled compiled = MatchCompiler.compile(parts);
        this.program = compiled.program();
        this.occurrences = compiled.occurrences();
    }

    Optional<UriTemplateMatch> match(String uri, MatchBudget budget) {
        int[] slots = PikeVm.run(program, uri, budget);
        if (slots == null) {
            return Optional.empty();
        }
        Map<Expression, Integer> definedPerExpression = new HashMap<>();
        for (int i = 0; i < occurrences.size(); i++) {
            if (slots[2 * i] >= 0) {
                definedPerExpression.merge(occurrences.get(i).expression(), 1, Integer::sum);
            }
        }
        Map<String, Object> values = new LinkedHashMap<>();
        Map<String, Integer> lengths = new HashMap<>();
        for (int i = 0; i < occurrences.size(); i++) {
            MatchCompiler.Occurrence occurrence = occurrences.get(i);
            VarSpec spec = occurrence.spec();
            Object value = null;
            int start = slots[2 * i];
            int end = slots[2 * i + 1];
            if (start >= 0 && !expandedToNothing(occurrence, start, end, definedPerExpression)) {
                value = ValueDecoder.decode(
                        occurrence.expression().operator(), spec, uri.substring(start, end));
                if (value == null) {
                    return Optional.empty();
                }
            }
            if (!reconcile(values, lengths, spec, value)) {
                return Optional.empty();
            }
        }
        values.values().removeIf(v -> v == null);
        return Optional.of(new UriTemplateMatch(values));
    }

    /**
     * A simple or reserved expression that produced no text at all gives no evidence of a value:
     * report its variable undefined rather than invent an empty string. Both re-expand to the
     * same (empty) text; absence is what a router can act on.
     */
    private static boolean expandedToNothing(MatchCompiler.Occurrence occurrence, int start,
            int end, Map<Expression, Integer> definedPerExpression) {
        return start == end && occurrence.expression().operator().first.isEmpty()
                && definedPerExpression.get(occurrence.expression()) == 1;
    }

    /**
     * A variable used twice must have one value: both occurrences defined or both undefined, and
     * a prefix occurrence must be the prefix of the longer one.
     */
    private static boolean reconcile(Map<String, Object> values, Map<String, Integer> lengths,
            VarSpec spec, Object value) {
        String name = spec.name();
        int length = spec.hasPrefix() ? spec.maxLength() : Integer.MAX_VALUE;
        if (!values.containsKey(name)) {
            values.put(name, value);
            lengths.put(name, length);
            return true;
        }
        Object seen = values.get(name);
        if (seen == null || value == null) {
            return seen == value;
        }
        int seenLength = lengths.get(name);
        if (seenLength >= length) {
            return value.equals(truncate(seen, length));
        }
        if (!seen.equals(truncate(value, seenLength))) {
            return false;
        }
        values.put(name, value);
        lengths.put(name, length);
        return true;
    }

    private static Object truncate(Object value, int codePoints) {
        if (codePoints == Integer.MAX_VALUE) {
            return value;
        }
        if (!(value instanceof String s)) {
            return null; // a prefix of a composite value does not exist
        }
        return s.codePointCount(0, s.length()) <= codePoints
                ? s : s.substring(0, s.offsetByCodePoints(0, codePoints));
    }
}
