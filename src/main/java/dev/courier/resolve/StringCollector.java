package dev.courier.resolve;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Collects the strings of declared arguments in the order the arguments appear in the call: a string value, or
 * the string elements of an array. Nested objects and other types give nothing. Each distinct string is
 * collected once, at its first appearance.
 */
final class StringCollector {
    private StringCollector() {
    }

    static List<CollectedString> collect(JsonNode arguments, Map<String, Set<String>> declared) {
        Map<String, Set<String>> schemesByString = new LinkedHashMap<>();
        if (arguments.isObject()) {
            Iterator<Map.Entry<String, JsonNode>> fields = arguments.fields();
            while (fields.hasNext()) {
                Map.Entry<String, JsonNode> field = fields.next();
                Set<String> schemes = declared.get(field.getKey());
                if (schemes != null) {
                    for (String value : strings(field.getValue())) {
                        schemesByString.computeIfAbsent(value, v -> new HashSet<>()).addAll(schemes);
                    }
                }
            }
        }
        List<CollectedString> collected = new ArrayList<>(schemesByString.size());
        schemesByString.forEach((value, schemes) -> collected.add(new CollectedString(value, schemes)));
        return collected;
    }

    private static List<String> strings(JsonNode value) {
        if (value.isTextual()) {
            return List.of(value.asText());
        }
        List<String> strings = new ArrayList<>();
        if (value.isArray()) {
            for (JsonNode element : value) {
                if (element.isTextual()) {
                    strings.add(element.asText());
                }
            }
        }
        return strings;
    }
}
