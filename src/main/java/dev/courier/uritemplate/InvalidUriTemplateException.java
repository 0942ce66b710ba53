package dev.courier.uritemplate;

/**
 * A template that is not valid RFC 6570 syntax, or values that cannot be expanded into it.
 *
 * <p>Checked on purpose: templates usually come from configuration or from remote MCP servers, so
 * a malformed one is an expected input the caller has to decide about (skip the resource, report
 * it), not a programming error to let escape.
 */
public final class InvalidUriTemplateException extends Exception {

    private static final long serialVersionUID = 1L;

    private final String reason;

    public InvalidUriTemplateException(String reason) {
        super(reason);
        this.reason = reason;
    }

    /** Human-readable reason naming the offending piece and where it is. */
    public String reason() {
        return reason;
    }
}
