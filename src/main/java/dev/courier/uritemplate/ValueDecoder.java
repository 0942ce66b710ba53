package dev.courier.uritemplate;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Turns the text the matcher captured for one variable back into a value. The program already
 * guarantees the text has the variable's shape; this class picks, deterministically, one value
 * that expands back to exactly that text:
 * <ul>
 *   <li>a comma the operator would have encoded (simple, '.', '/', ';', '?', '&amp;') separates
 *       list members; with '+' and '#' a comma is an ordinary character, so a non-exploded value
 *       there is always a String;
 *   <li>an exploded value is a List, or a Map when its items carry '=' the operator would have
 *       encoded (for '+' and '#': when every item has one);
 *   <li>a non-exploded associative array cannot be told from a list and is returned as a List.
 * </ul>
 * Returns {@code null} when no value fits: invalid UTF-8 or a malformed triplet, duplicate map
 * keys, or an empty ';' value written with '='.
 */
final class ValueDecoder {

    private ValueDecoder() {}

    static Object decode(Operator op, VarSpec spec, String text) {
        if (op.named && spec.explode()) {
            return namedExploded(op, spec, text);
        }
        if (op.named) {
            String rest = text.substring(spec.name().length());
            if (rest.isEmpty()) {
                return ""; // ';' writes an empty string as the bare name
            }
            String value = rest.substring(1);
            if (value.isEmpty() && op.ifEmpty.isEmpty()) {
                // ';' writes "" without '=', so "name=" can only be the list [""]
                return spec.hasPrefix() ? null : List.of("");
            }
            return value(op, spec, value);
        }
        return spec.explode() ? unnamedExploded(op, text) : value(op, spec, text);
    }

    private static Object value(Operator op, VarSpec spec, String text) {
        if (op.allowReserved || spec.hasPrefix() || text.indexOf(',') < 0) {
            return PercentCodec.decode(text);
        }
        return decodeAll(split(text, ','));
    }

    private static Object unnamedExploded(Operator op, String text) {
        if (op.allowReserved) {
            List<String> items = split(text, ',');
            Map<String, String> pairs = pairsAtFirstEquals(items);
            return pairs != null ? pairs : decodeAll(items);
        }
        char sep = op.separatorChar();
        return text.indexOf('=') < 0 ? decodeAll(split(text, sep)) : pairsAtLastSeparator(text, sep);
    }

    private static Map<String, String> pairsAtFirstEquals(List<String> items) {
        Map<String, String> pairs = new LinkedHashMap<>();
        for (String item : items) {
            int eq = item.indexOf('=');
            if (eq < 0 || !put(pairs, item.substring(0, eq), item.substring(eq + 1))) {
                return null;
            }
        }
        return Collections.unmodifiableMap(pairs);
    }

    /**
     * {@code k=v.k=v} with a separator ('.') that values and keys may contain too: keys never hold
     * a raw '=', so between two '=' the last separator is taken as the pair boundary.
     */
    private static Map<String, String> pairsAtLastSeparator(String text, char sep) {
        Map<String, String> pairs = new LinkedHashMap<>();
        int keyStart = 0;
        int eq = text.indexOf('=');
        while (eq >= 0) {
            int nextEq = text.indexOf('=', eq + 1);
            int valueEnd = nextEq < 0 ? text.length() : text.lastIndexOf(sep, nextEq);
            if (valueEnd <= eq
                    || !put(pairs, text.substring(keyStart, eq), text.substring(eq + 1, valueEnd))) {
                return null;
            }
            keyStart = valueEnd + 1;
            eq = nextEq;
        }
        return Collections.unmodifiableMap(pairs);
    }

    /** {@code name=v&name=v} is a list; any other key makes it a map. */
    private static Object namedExploded(Operator op, VarSpec spec, String text) {
        List<String> keys = new ArrayList<>();
        List<String> values = new ArrayList<>();
        boolean allNamed = true;
        for (String item : split(text, op.separatorChar())) {
            int eq = item.indexOf('=');
            String key = eq < 0 ? item : item.substring(0, eq);
            String value = eq < 0 ? "" : item.substring(eq + 1);
            if (eq >= 0 && value.isEmpty() && op.ifEmpty.isEmpty()) {
                return null; // ';' writes an empty member as the bare name
            }
            keys.add(key);
            values.add(value);
            allNamed &= key.equals(spec.name());
        }
        if (allNamed) {
            return decodeAll(values);
        }
        Map<String, String> pairs = new LinkedHashMap<>();
        for (int i = 0; i < keys.size(); i++) {
            if (!put(pairs, keys.get(i), values.get(i))) {
                return null;
            }
        }
        return Collections.unmodifiableMap(pairs);
    }

    /** Decodes and adds a pair; false when it does not decode or the key repeats. */
    private static boolean put(Map<String, String> pairs, String rawKey, String rawValue) {
        String key = PercentCodec.decode(rawKey);
        String value = PercentCodec.decode(rawValue);
        return key != null && value != null && pairs.putIfAbsent(key, value) == null;
    }

    private static List<String> decodeAll(List<String> raw) {
        List<String> decoded = new ArrayList<>(raw.size());
        for (String item : raw) {
            String value = PercentCodec.decode(item);
            if (value == null) {
                return null;
            }
            decoded.add(value);
        }
        return List.copyOf(decoded);
    }

    /** Splits on every {@code sep}, keeping empty items (no regex: '.' would be a metachar). */
    private static List<String> split(String text, char sep) {
        List<String> items = new ArrayList<>();
        int start = 0;
        for (int i = 0; i < text.length(); i++) {
            if (text.charAt(i) == sep) {
                items.add(text.substring(start, i));
                start = i + 1;
            }
        }
        items.add(text.substring(start));
        return items;
    }
}
