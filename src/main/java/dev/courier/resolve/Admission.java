package dev.courier.resolve;

import dev.courier.registry.Route;
import dev.courier.registry.Schemes;
import dev.courier.registry.WorkspaceView;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Decides, in argument order, which collected strings may be read: the scheme must be declared, then the
 * {@code maxUris} cap, the task run's reach, host schemes, routing to exactly one connector, and the
 * {@code maxChars × 3} reservation against {@code maxSize}. The rate budget is charged afterwards, for the
 * strings that pass all of these.
 */
final class Admission {
    static final String READ_RESOURCE_TOOL = "nb__read_resource";

    /** A string that passed admission, with the connector that will be asked for it. */
    record Admitted(int index, String uri, String server) {
    }

    /**
     * One decision per string, in order: the refusal, or null where the string was admitted (those are listed,
     * with their index, in {@code admitted}).
     */
    record Plan(List<Resolution> decisions, List<Admitted> admitted) {
    }

    private final int maxUris;
    private final long maxSize;
    private final long reservationPerRead;

    Admission(int maxUris, long maxSize, int maxChars) {
        this.maxUris = maxUris;
        this.maxSize = maxSize;
        this.reservationPerRead = maxChars * 3L;
    }

    Plan plan(List<CollectedString> strings, boolean canReadResources, WorkspaceView view) {
        List<Resolution> decisions = new ArrayList<>(strings.size());
        List<Admitted> admitted = new ArrayList<>();
        int declared = 0;
        long reserved = 0;
        for (int i = 0; i < strings.size(); i++) {
            String uri = strings.get(i).value();
            Optional<String> scheme = Schemes.of(uri);
            Resolution decision = null;
            if (scheme.isEmpty() || !strings.get(i).declaredSchemes().contains(scheme.get())) {
                decision = Resolution.refused(uri, null, Outcome.SCHEME_NOT_DECLARED);
            } else if (++declared > maxUris) {
                decision = Resolution.refused(uri, null, Outcome.OVER_LIMIT);
            } else if (!canReadResources) {
                decision = Resolution.refused(uri, null, Outcome.NOT_FOUND);
            } else {
                // Routing answers HOST_SCHEME for the host's own schemes: like a miss, that is not_found.
                Route route = view.route(uri);
                if (route.outcome() == Route.Outcome.AMBIGUOUS) {
                    decision = Resolution.refused(uri, null, Outcome.AMBIGUOUS);
                } else if (route.server().isEmpty()) {
                    decision = Resolution.refused(uri, null, Outcome.NOT_FOUND);
                } else {
                    String server = route.server().get().server();
                    if (reserved + reservationPerRead > maxSize) {
                        decision = Resolution.refused(uri, server, Outcome.OVER_LIMIT);
                    } else {
                        reserved += reservationPerRead;
                        admitted.add(new Admitted(i, uri, server));
                    }
                }
            }
            decisions.add(decision);
        }
        return new Plan(decisions, List.copyOf(admitted));
    }
}
