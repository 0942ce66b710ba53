package dev.courier.uritemplate;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** RFC 6570 §3.2 expansion (the appendix A algorithm). */
final class Expander {

    private Expander() {}

    static String expand(List<TemplatePart> parts, Map<String, ?> variables)
            throws InvalidUriTemplateException {
        StringBuilder out = new StringBuilder();
        for (TemplatePart part : parts) {
            if (part instanceof Literal literal) {
                out.append(literal.expanded());
            } else {
                expandExpression((Expression) part, variables, out);
            }
        }
        return out.toString();
    }

    private static void expandExpression(Expression expression, Map<String, ?> variables,
            StringBuilder out) throws InvalidUriTemplateException {
        Operator op = expression.operator();
        boolean first = true;
        for (VarSpec spec : expression.variables()) {
            Object value = definedValue(spec.name(), variables.get(spec.name()));
            if (value == null) {
                continue;
            }
            out.append(first ? op.first : op.separator);
            first = false;
            if (value instanceof String string) {
                appendString(op, spec, string, out);
            } else if (spec.hasPrefix()) {
                throw new InvalidUriTemplateException("prefix modifier ':" + spec.maxLength()
                        + "' on composite value '" + spec.name() + "' in " + expression.describe());
            } else if (spec.explode()) {
                appendExploded(op, spec, value, out);
            } else {
                appendJoined(op, spec, value, out);
            }
        }
    }

    private static void appendString(Operator op, VarSpec spec, String value, StringBuilder out) {
        if (op.named) {
            out.append(spec.name()).append(value.isEmpty() ? op.ifEmpty : "=");
        }
        String shown = value;
        if (spec.hasPrefix() && value.codePointCount(0, value.length()) > spec.maxLength()) {
            shown = value.substring(0, value.offsetByCodePoints(0, spec.maxLength()));
        }
        PercentCodec.encode(shown, op.allowReserved, out);
    }

    /** Non-exploded composite: all members comma-joined under one name. */
    private static void appendJoined(Operator op, VarSpec spec, Object value, StringBuilder out) {
        if (op.named) {
            out.append(spec.name()).append('=');
        }
        boolean first = true;
        for (String item : flatten(value)) {
            if (!first) {
                out.append(',');
            }
            first = false;
            PercentCodec.encode(item, op.allowReserved, out);
        }
    }

    /** Exploded composite: one separator-joined entry per member, named by the name or the key. */
    private static void appendExploded(Operator op, VarSpec spec, Object value, StringBuilder out) {
        boolean first = true;
        if (value instanceof List<?> list) {
            for (Object item : list) {
                if (!first) {
                    out.append(op.separator);
                }
                first = false;
                if (op.named) {
                    appendNamed(op, spec.name(), (String) item, out);
                } else {
                    PercentCodec.encode((String) item, op.allowReserved, out);
                }
            }
            return;
        }
        for (Map.Entry<?, ?> entry : ((Map<?, ?>) value).entrySet()) {
            if (!first) {
                out.append(op.separator);
            }
            first = false;
            StringBuilder key = new StringBuilder();
            PercentCodec.encode((String) entry.getKey(), op.allowReserved, key);
            String pairValue = (String) entry.getValue();
            if (op.named) {
                appendNamed(op, key.toString(), pairValue, out);
            } else {
                // unnamed pairs always keep their '=': ifemp only applies to named operators
                out.append(key).append('=');
                PercentCodec.encode(pairValue, op.allowReserved, out);
            }
        }
    }

    private static void appendNamed(Operator op, String name, String value, StringBuilder out) {
        out.append(name);
        if (value.isEmpty()) {
            out.append(op.ifEmpty);
            return;
        }
        out.append('=');
        PercentCodec.encode(value, op.allowReserved, out);
    }

    private static List<String> flatten(Object value) {
        if (value instanceof List<?> list) {
            List<String> items = new ArrayList<>(list.size());
            list.forEach(item -> items.add((String) item));
            return items;
        }
        List<String> items = new ArrayList<>();
        ((Map<?, ?>) value).forEach((k, v) -> {
            items.add((String) k);
            items.add((String) v);
        });
        return items;
    }

    /**
     * The value normalised to a String, a non-empty List of Strings or a non-empty Map of Strings,
     * or {@code null} when undefined (RFC 6570 §2.3: null, and empty lists and maps). Null members
     * are undefined too and dropped.
     */
    private static Object definedValue(String name, Object value)
            throws InvalidUriTemplateException {
        if (value == null || value instanceof String) {
            return value;
        }
        if (value instanceof List<?> list) {
            List<String> items = new ArrayList<>(list.size());
            for (Object item : list) {
                if (item != null) {
                    items.add(requireString(name, item));
                }
            }
            return items.isEmpty() ? null : items;
        }
        if (value instanceof Map<?, ?> map) {
            Map<String, String> pairs = new LinkedHashMap<>();
            for (Map.Entry<?, ?> entry : map.entrySet()) {
                if (entry.getValue() != null) {
                    pairs.put(requireString(name, entry.getKey()),
                            requireString(name, entry.getValue()));
                }
            }
            return pairs.isEmpty() ? null : pairs;
        }
        throw new InvalidUriTemplateException("value of '" + name + "' is a "
                + value.getClass().getSimpleName() + "; expected String, List or Map");
    }

    private static String requireString(String name, Object item)
            throws InvalidUriTemplateException {
        if (item instanceof String string) {
            return string;
        }
        throw new InvalidUriTemplateException("member of '" + name + "' is a "
                + (item == null ? "null" : item.getClass().getSimpleName()) + "; expected String");
    }
}
