package dev.courier.resolve;

import com.fasterxml.jackson.databind.JsonNode;
import dev.courier.capabilities.Capabilities;
import dev.courier.registry.Schemes;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * Reads a tool's {@code _meta["ai.nimblebrain/resource-arguments"]}: which top-level arguments hold URIs and
 * the schemes each accepts (lower-cased). An entry without at least one valid scheme declares nothing; there
 * is no wildcard.
 */
final class Declarations {
    static final String KEY = Capabilities.RESOURCE_ARGUMENTS;

    private Declarations() {
    }

    /** Argument name to declared schemes; empty when the tool declares nothing. */
    static Map<String, Set<String>> of(JsonNode tool) {
        JsonNode entry = tool.path("_meta").path(KEY);
        JsonNode arguments = entry.path("arguments");
        if (!entry.isObject() || !arguments.isObject()) {
            return Map.of();
        }
        Map<String, Set<String>> declared = new LinkedHashMap<>();
        Iterator<Map.Entry<String, JsonNode>> fields = arguments.fields();
        while (fields.hasNext()) {
            Map.Entry<String, JsonNode> field = fields.next();
            Set<String> schemes = schemes(field.getValue().path("schemes"));
            if (!schemes.isEmpty()) {
                declared.put(field.getKey(), Set.copyOf(schemes));
            }
        }
        return Map.copyOf(declared);
    }

    private static Set<String> schemes(JsonNode list) {
        Set<String> schemes = new LinkedHashSet<>();
        if (list.isArray()) {
            for (JsonNode scheme : list) {
                if (scheme.isTextual() && Schemes.isValidName(scheme.asText())) {
                    schemes.add(scheme.asText().toLowerCase(Locale.ROOT));
                }
            }
        }
        return schemes;
    }
}
