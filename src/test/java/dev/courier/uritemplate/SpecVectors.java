package dev.courier.uritemplate;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Reads the uritemplate-test JSON vectors under {@code src/test/resources/uritemplate/}. */
final class SpecVectors {

    /** One test case: a template, the variables of its group, and its acceptable outcomes. */
    record Case(String group, String template, Map<String, Object> variables,
            List<String> acceptable) {

        @Override
        public String toString() {
            return template;
        }
    }

    private SpecVectors() {}

    static List<Case> load(String resource) {
        ObjectMapper mapper = new ObjectMapper();
        try (InputStream in = SpecVectors.class.getResourceAsStream("/uritemplate/" + resource)) {
            JsonNode root = mapper.readTree(in);
            List<Case> cases = new ArrayList<>();
            for (Iterator<Map.Entry<String, JsonNode>> groups = root.fields(); groups.hasNext();) {
                Map.Entry<String, JsonNode> group = groups.next();
                Map<String, Object> variables = toVariables(group.getValue().get("variables"));
                for (JsonNode testCase : group.getValue().get("testcases")) {
                    JsonNode expected = testCase.get(1);
                    List<String> acceptable = new ArrayList<>();
                    if (expected.isArray()) {
                        expected.forEach(alternative -> acceptable.add(alternative.asText()));
                    } else if (expected.isTextual()) {
                        acceptable.add(expected.asText());
                    }
                    cases.add(new Case(group.getKey(), testCase.get(0).asText(), variables,
                            List.copyOf(acceptable)));
                }
            }
            return cases;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static Map<String, Object> toVariables(JsonNode node) {
        Map<String, Object> variables = new LinkedHashMap<>();
        node.fields().forEachRemaining(field -> variables.put(field.getKey(), toValue(field.getValue())));
        return variables;
    }

    private static Object toValue(JsonNode node) {
        if (node.isArray()) {
            List<String> list = new ArrayList<>();
            node.forEach(item -> list.add(item.asText()));
            return list;
        }
        if (node.isObject()) {
            Map<String, String> map = new LinkedHashMap<>();
            node.fields().forEachRemaining(f -> map.put(f.getKey(), f.getValue().asText()));
            return map;
        }
        return node.isNull() ? null : node.asText();
    }
}
