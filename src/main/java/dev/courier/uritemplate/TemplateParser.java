package dev.courier.uritemplate;

import java.util.ArrayList;
import java.util.List;

/** Strict RFC 6570 §2 parser: everything outside the grammar is rejected with a located reason. */
final class TemplateParser {

    private final String template;
    private final UriTemplateLimits limits;
    private final List<TemplatePart> parts = new ArrayList<>();
    private int expressionCount;

    private TemplateParser(String template, UriTemplateLimits limits) {
        this.template = template;
        this.limits = limits;
    }

    static List<TemplatePart> parse(String template, UriTemplateLimits limits)
            throws InvalidUriTemplateException {
        if (template.length() > limits.maxLength()) {
            throw new InvalidUriTemplateException("template is " + template.length()
                    + " characters long, over the limit of " + limits.maxLength());
        }
        TemplateParser parser = new TemplateParser(template, limits);
        parser.parseParts();
        return List.copyOf(parser.parts);
    }

    private void parseParts() throws InvalidUriTemplateException {
        int literalStart = 0;
        int i = 0;
        while (i < template.length()) {
            char c = template.charAt(i);
            if (c == '{') {
                addLiteral(literalStart, i);
                i = parseExpression(i);
                literalStart = i;
            } else if (c == '}') {
                throw new InvalidUriTemplateException("unmatched '}' at offset " + i);
            } else {
                i = checkLiteralCharAt(i);
            }
        }
        addLiteral(literalStart, template.length());
    }

    private void addLiteral(int from, int to) {
        if (from < to) {
            String raw = template.substring(from, to);
            parts.add(new Literal(raw, PercentCodec.encodeLiteral(raw)));
        }
    }

    /** Validates one literal character (RFC 6570 §2.1) and returns the index after it. */
    private int checkLiteralCharAt(int i) throws InvalidUriTemplateException {
        int cp = template.codePointAt(i);
        if (cp == '%') {
            if (!PercentCodec.isTripletAt(template, i)) {
                throw new InvalidUriTemplateException(
                        "'%' not followed by two hex digits at offset " + i);
            }
            return i + 3;
        }
        if (!isLiteralChar(cp)) {
            throw new InvalidUriTemplateException(String.format(
                    "illegal literal character U+%04X at offset %d", cp, i));
        }
        return i + Character.charCount(cp);
    }

    /**
     * RFC 6570 literals, with one deliberate deviation: the apostrophe is accepted. It is a
     * sub-delim that {+var} may emit anyway, and the reference test suite
     * (uritemplate-test) expands {@code '{var}'}.
     */
    private static boolean isLiteralChar(int cp) {
        if (cp < 0x80) {
            return cp > 0x20 && cp != 0x7F && "\"<>\\^`|".indexOf(cp) < 0;
        }
        return isUcsChar(cp) || isPrivateUse(cp);
    }

    private static boolean isUcsChar(int cp) {
        if ((cp >= 0xA0 && cp <= 0xD7FF) || (cp >= 0xF900 && cp <= 0xFDCF)
                || (cp >= 0xFDF0 && cp <= 0xFFEF)) {
            return true;
        }
        int plane = cp >> 16;
        int low = cp & 0xFFFF;
        if (plane >= 1 && plane <= 13) {
            return low <= 0xFFFD;
        }
        return plane == 14 && low >= 0x1000 && low <= 0xFFFD;
    }

    private static boolean isPrivateUse(int cp) {
        return (cp >= 0xE000 && cp <= 0xF8FF) || (cp >= 0xF0000 && cp <= 0xFFFFD)
                || (cp >= 0x100000 && cp <= 0x10FFFD);
    }

    /** Parses the expression opening at {@code open}; returns the index after its closing brace. */
    private int parseExpression(int open) throws InvalidUriTemplateException {
        int number = ++expressionCount;
        if (number > limits.maxExpressions()) {
            throw new InvalidUriTemplateException("more than " + limits.maxExpressions()
                    + " expressions: expression " + number + " at offset " + open);
        }
        String where = "expression " + number + " at offset " + open;
        int close = open + 1;
        while (close < template.length() && template.charAt(close) != '}') {
            if (template.charAt(close) == '{') {
                throw new InvalidUriTemplateException(
                        "'{' at offset " + close + " inside unclosed " + where);
            }
            close++;
        }
        if (close == template.length()) {
            throw new InvalidUriTemplateException("unclosed " + where);
        }
        String body = template.substring(open + 1, close);
        if (body.isEmpty()) {
            throw new InvalidUriTemplateException("empty " + where);
        }
        Operator operator = Operator.SIMPLE;
        char first = body.charAt(0);
        if (Operator.isReservedForFuture(first)) {
            throw new InvalidUriTemplateException(
                    "reserved operator '" + first + "' in " + where);
        }
        Operator explicit = Operator.forChar(first);
        if (explicit != null) {
            operator = explicit;
            body = body.substring(1);
        }
        List<VarSpec> variables = new ArrayList<>();
        for (String spec : body.split(",", -1)) {
            variables.add(parseVarSpec(spec, where));
        }
        parts.add(new Expression(operator, variables, number, open));
        return close + 1;
    }

    private static VarSpec parseVarSpec(String spec, String where)
            throws InvalidUriTemplateException {
        boolean explode = spec.endsWith("*");
        String core = explode ? spec.substring(0, spec.length() - 1) : spec;
        int colon = core.indexOf(':');
        String name = colon < 0 ? core : core.substring(0, colon);
        if (!isVarName(name)) {
            throw new InvalidUriTemplateException(
                    "invalid variable name '" + name + "' in " + where);
        }
        if (colon < 0) {
            return new VarSpec(name, 0, explode);
        }
        if (explode) {
            throw new InvalidUriTemplateException("prefix and explode modifiers together in '"
                    + spec + "' in " + where);
        }
        String digits = core.substring(colon + 1);
        int maxLength = parsePrefixLength(digits);
        if (maxLength < 0) {
            throw new InvalidUriTemplateException("invalid prefix modifier ':" + digits + "' on '"
                    + name + "' in " + where + " (must be 1-9999 without leading zero)");
        }
        return new VarSpec(name, maxLength, false);
    }

    /** The prefix length, or -1 unless {@code digits} is 1-9999 without a leading zero. */
    private static int parsePrefixLength(String digits) {
        if (digits.isEmpty() || digits.length() > 4 || digits.charAt(0) == '0') {
            return -1;
        }
        for (int i = 0; i < digits.length(); i++) {
            if (digits.charAt(i) < '0' || digits.charAt(i) > '9') {
                return -1;
            }
        }
        return Integer.parseInt(digits);
    }

    /** varname = varchar *( ["."] varchar ); varchar = ALPHA / DIGIT / "_" / pct-encoded. */
    private static boolean isVarName(String name) {
        boolean afterVarchar = false;
        int i = 0;
        while (i < name.length()) {
            char c = name.charAt(i);
            if (c == '.') {
                if (!afterVarchar) {
                    return false;
                }
                afterVarchar = false;
                i++;
            } else if (c == '%') {
                if (!PercentCodec.isTripletAt(name, i)) {
                    return false;
                }
                afterVarchar = true;
                i += 3;
            } else if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')
                    || (c >= '0' && c <= '9') || c == '_') {
                afterVarchar = true;
                i++;
            } else {
                return false;
            }
        }
        return afterVarchar;
    }
}
