package dev.courier.resolve;

/** What happened to one resolved string: {@code ok}, or the error code the tool receives. */
public enum Outcome {
    OK("ok", null),
    SCHEME_NOT_DECLARED("scheme_not_declared",
            "This argument does not declare the URI's scheme, so the host did not read it."),
    NOT_FOUND("not_found", "No connector in this workspace returned this resource."),
    AMBIGUOUS("ambiguous", "More than one connector in this workspace serves this URI, so the host read neither."),
    NOT_TEXT("not_text", "The resource has non-text contents; the host hands on text only."),
    TOO_LARGE("too_large", "The resource has more text than the host hands on (maxChars); it is refused, not cut."),
    OVER_LIMIT("over_limit", "This call is over its limits (maxUris or maxSize); split the call."),
    RATE_LIMITED("rate_limited", "This server's resource budget in this workspace is spent; retry later.");

    private final String code;
    private final String message;

    Outcome(String code, String message) {
        this.code = code;
        this.message = message;
    }

    public String code() {
        return code;
    }

    /** For people; tools match on {@link #code()}. */
    public String message() {
        return message;
    }
}
