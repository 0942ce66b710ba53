package dev.courier.api;

import dev.courier.files.ObjectStoreUnavailableException;
import dev.courier.store.StoreUnavailableException;
import jakarta.ws.rs.WebApplicationException;
import jakarta.ws.rs.core.Response;
import java.util.UUID;
import org.jboss.logging.Logger;
import org.jboss.resteasy.reactive.server.ServerExceptionMapper;

/** Every failure leaves as problem+json; nothing internal (class names, stack traces) reaches the caller. */
public class ProblemMappers {
    private static final Logger LOG = Logger.getLogger(ProblemMappers.class);

    @ServerExceptionMapper
    public Response apiProblem(ApiProblem problem) {
        return Problems.response(problem);
    }

    @ServerExceptionMapper
    public Response storeUnavailable(StoreUnavailableException e) {
        // Fail closed: without the registry and the rate buckets no answer would be trustworthy.
        LOG.warn("The shared store is unavailable: " + e.getMessage());
        return Problems.response(ApiProblem.unavailable("The shared store is unavailable; retry shortly.", 1));
    }

    @ServerExceptionMapper
    public Response objectStoreUnavailable(ObjectStoreUnavailableException e) {
        // Object storage failures are the deployment's, not the caller's: a retry hint, the details in the log.
        LOG.warn("Object storage is unavailable: " + e.getMessage());
        return Problems.response(ApiProblem.unavailable("File storage is unavailable; retry shortly.", 1));
    }

    @ServerExceptionMapper
    public Response webApplication(WebApplicationException e) {
        int status = e.getResponse() == null ? 500 : e.getResponse().getStatus();
        Response.StatusType type = Response.Status.fromStatusCode(status);
        String title = type == null ? "Error" : type.getReasonPhrase();
        return Problems.response(status, title, describe(status));
    }

    @ServerExceptionMapper
    public Response unexpected(Throwable e) {
        // The incident id lets an operator find the logged cause without exposing it to the caller.
        String incident = UUID.randomUUID().toString();
        LOG.errorf(e, "Unexpected failure, incident %s", incident);
        return Problems.response(500, "Internal Server Error", "Unexpected failure; incident " + incident + ".");
    }

    private static String describe(int status) {
        return switch (status) {
            case 404 -> "No such resource.";
            case 405 -> "Method not allowed on this resource.";
            case 406 -> "This endpoint answers application/json.";
            case 413 -> "The request body is too large.";
            case 415 -> "Unsupported content type.";
            default -> "The request could not be processed.";
        };
    }
}
