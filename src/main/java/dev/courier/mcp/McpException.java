package dev.courier.mcp;

/** Carries an {@link McpFailure} through future chains inside this package; never escapes the public API. */
final class McpException extends RuntimeException {
    final McpFailure failure;

    McpException(McpFailure failure) {
        super(failure.toString(), null, false, false);
        this.failure = failure;
    }

    /** The failure inside {@code t}, unwrapping completion wrappers; anything unknown becomes a Transport failure. */
    static McpFailure failureOf(Throwable t) {
        Throwable c = t;
        while ((c instanceof java.util.concurrent.CompletionException
                || c instanceof java.util.concurrent.ExecutionException) && c.getCause() != null) {
            c = c.getCause();
        }
        if (c instanceof McpException m) {
            return m.failure;
        }
        return new McpFailure.Transport(describe(c));
    }

    static String describe(Throwable t) {
        String msg = t.getMessage();
        return t.getClass().getSimpleName() + (msg == null ? "" : ": " + msg);
    }
}
