package dev.courier.api;

import dev.courier.files.ObjectStoreUnavailableException;
import jakarta.ws.rs.core.Response;
import org.jboss.logging.Logger;
import org.jboss.resteasy.reactive.server.ServerExceptionMapper;

/** Object storage failures are the deployment's, not the caller's: 503 with a retry hint, details in the log. */
public class FilesProblemMappers {
    private static final Logger LOG = Logger.getLogger(FilesProblemMappers.class);

    @ServerExceptionMapper
    public Response objectStoreUnavailable(ObjectStoreUnavailableException e) {
        LOG.warn("Object storage is unavailable: " + e.getMessage());
        return Problems.response(ApiProblem.unavailable("File storage is unavailable; retry shortly.", 1));
    }
}
