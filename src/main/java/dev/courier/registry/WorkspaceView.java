package dev.courier.registry;

import java.util.Map;
import java.util.Optional;

/** One workspace's connectors at one registry generation, with the route index built from them. */
public final class WorkspaceView {
    private final long generation;
    private final Map<String, ConnectorRecord> connectors;
    private final RouteTable routes;

    WorkspaceView(long generation, Map<String, ConnectorRecord> connectors, RouteTable routes) {
        this.generation = generation;
        this.connectors = Map.copyOf(connectors);
        this.routes = routes;
    }

    long generation() {
        return generation;
    }

    public Optional<ConnectorRecord> connector(String server) {
        return Optional.ofNullable(connectors.get(server));
    }

    public Route route(String uri) {
        return routes.route(uri);
    }
}
