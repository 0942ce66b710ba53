package dev.courier.registry;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import java.util.Optional;

/** Which workspace connectors serve a URI. Exactly one candidate means the URI can be read. */
public record Route(String uri, Outcome outcome, List<RouteCandidate> servers) {
    public enum Outcome {
        OK("ok"), NOT_FOUND("not_found"), AMBIGUOUS("ambiguous"), HOST_SCHEME("host_scheme");

        private final String wireName;

        Outcome(String wireName) {
            this.wireName = wireName;
        }

        public String wireName() {
            return wireName;
        }
    }

    public Route {
        servers = List.copyOf(servers);
    }

    static Route of(String uri, List<RouteCandidate> servers) {
        Outcome outcome = switch (servers.size()) {
            case 0 -> Outcome.NOT_FOUND;
            case 1 -> Outcome.OK;
            default -> Outcome.AMBIGUOUS;
        };
        return new Route(uri, outcome, servers);
    }

    /** The serving connector, when there is exactly one. */
    public Optional<RouteCandidate> server() {
        return outcome == Outcome.OK ? Optional.of(servers.get(0)) : Optional.empty();
    }

    public ObjectNode toJson() {
        ObjectNode node = JsonNodeFactory.instance.objectNode();
        node.put("uri", uri);
        node.put("outcome", outcome.wireName());
        ArrayNode list = node.putArray("servers");
        servers.forEach(candidate -> list.add(candidate.toJson()));
        return node;
    }
}
