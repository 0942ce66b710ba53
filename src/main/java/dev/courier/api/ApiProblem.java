package dev.courier.api;

import java.util.Map;

/**
 * A failure the caller can act on, answered as RFC 9457 {@code application/problem+json}.
 * Carries no stack trace: it is control flow, not a crash.
 */
public final class ApiProblem extends RuntimeException {
    private final int status;
    private final String title;
    private final Map<String, String> headers;

    private ApiProblem(int status, String title, String detail, Map<String, String> headers) {
        super(detail, null, false, false);
        this.status = status;
        this.title = title;
        this.headers = Map.copyOf(headers);
    }

    public static ApiProblem badRequest(String detail) {
        return new ApiProblem(400, "Bad Request", detail, Map.of());
    }

    public static ApiProblem notFound(String detail) {
        return new ApiProblem(404, "Not Found", detail, Map.of());
    }

    public static ApiProblem tooLarge(String detail) {
        return new ApiProblem(413, "Content Too Large", detail, Map.of());
    }

    public static ApiProblem unsupportedMediaType(String detail) {
        return new ApiProblem(415, "Unsupported Media Type", detail, Map.of());
    }

    public static ApiProblem badGateway(String detail) {
        return new ApiProblem(502, "Bad Gateway", detail, Map.of());
    }

    public static ApiProblem unavailable(String detail, long retryAfterSeconds) {
        return new ApiProblem(503, "Service Unavailable", detail,
                Map.of("Retry-After", Long.toString(retryAfterSeconds)));
    }

    public int status() {
        return status;
    }

    public String title() {
        return title;
    }

    public String detail() {
        return getMessage();
    }

    public Map<String, String> headers() {
        return headers;
    }
}
