package dev.courier.uritemplate;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Variables recovered from a URI by {@link UriTemplate#match(String)}.
 *
 * @param variables percent-decoded values in template order: a {@code String}, a {@code
 *     List<String>} or an ordered {@code Map<String, String>}. A variable the URI left undefined
 *     is absent.
 */
public record UriTemplateMatch(Map<String, Object> variables) {

    public UriTemplateMatch {
        // Map.copyOf would lose the template order, which readers of a match expect.
        variables = Collections.unmodifiableMap(new LinkedHashMap<>(variables));
    }
}
