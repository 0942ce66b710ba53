package dev.courier.uritemplate;

/**
 * Upper bounds a template must respect to be parsed at all.
 *
 * <p>Templates often arrive from remote MCP servers, so both bounds exist to keep the cost of
 * parsing, expanding and — above all — matching proportional to numbers the host chose. A template
 * over either bound is rejected, never truncated.
 *
 * @param maxLength maximum template length in UTF-16 chars
 * @param maxExpressions maximum number of {@code {...}} expressions
 */
public record UriTemplateLimits(int maxLength, int maxExpressions) {

    public static final UriTemplateLimits DEFAULT = new UriTemplateLimits(1024, 32);

    public UriTemplateLimits {
        if (maxLength < 1 || maxExpressions < 0) {
            throw new IllegalArgumentException(
                    "limits must be positive: maxLength=" + maxLength + ", maxExpressions=" + maxExpressions);
        }
    }
}
