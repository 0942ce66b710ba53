package dev.courier.uritemplate;

/**
 * The eight expression operators of RFC 6570 with their expansion behaviour (RFC 6570 appendix A
 * table): what to emit before the first defined variable, between variables, whether values are
 * named, what follows a name whose value is empty, and whether reserved characters pass through.
 */
enum Operator {
    SIMPLE("", ",", false, "", false),
    RESERVED("", ",", false, "", true),
    FRAGMENT("#", ",", false, "", true),
    LABEL(".", ".", false, "", false),
    PATH_SEGMENT("/", "/", false, "", false),
    PATH_PARAMETER(";", ";", true, "", false),
    QUERY("?", "&", true, "=", false),
    QUERY_CONTINUATION("&", "&", true, "=", false);

    final String first;
    final String separator;
    final boolean named;
    final String ifEmpty;
    final boolean allowReserved;

    Operator(String first, String separator, boolean named, String ifEmpty, boolean allowReserved) {
        this.first = first;
        this.separator = separator;
        this.named = named;
        this.ifEmpty = ifEmpty;
        this.allowReserved = allowReserved;
    }

    /** The operator introduced by {@code c}, or {@code null} if {@code c} is not one. */
    static Operator forChar(char c) {
        switch (c) {
            case '+': return RESERVED;
            case '#': return FRAGMENT;
            case '.': return LABEL;
            case '/': return PATH_SEGMENT;
            case ';': return PATH_PARAMETER;
            case '?': return QUERY;
            case '&': return QUERY_CONTINUATION;
            default: return null;
        }
    }

    /** Characters RFC 6570 keeps for future operators; a template using them is invalid. */
    static boolean isReservedForFuture(char c) {
        return c == '=' || c == ',' || c == '!' || c == '@' || c == '|';
    }

    /** The separator as a single char: every operator's separator is exactly one character. */
    char separatorChar() {
        return separator.charAt(0);
    }
}
