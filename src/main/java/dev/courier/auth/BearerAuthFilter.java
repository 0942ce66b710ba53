package dev.courier.auth;

import dev.courier.api.Problems;
import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.Response;
import org.jboss.resteasy.reactive.server.ServerRequestFilter;

/** Every {@code /v1} call must carry an accepted bearer token; health endpoints stay open. */
public class BearerAuthFilter {
    private static final String SCHEME = "Bearer ";

    private final BearerTokens tokens;

    public BearerAuthFilter(BearerTokens tokens) {
        this.tokens = tokens;
    }

    @ServerRequestFilter(preMatching = true)
    public Response authenticate(ContainerRequestContext request) {
        String path = request.getUriInfo().getPath();
        if (!path.equals("/v1") && !path.startsWith("/v1/")) {
            return null;
        }
        String header = request.getHeaderString(HttpHeaders.AUTHORIZATION);
        if (header != null && header.regionMatches(true, 0, SCHEME, 0, SCHEME.length())
                && tokens.accepts(header.substring(SCHEME.length()).trim())) {
            return null;
        }
        return Problems.builder(401, "Unauthorized", "A valid bearer token is required.")
                .header(HttpHeaders.WWW_AUTHENTICATE, "Bearer")
                .build();
    }
}
