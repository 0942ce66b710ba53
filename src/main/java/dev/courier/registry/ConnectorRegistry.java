package dev.courier.registry;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import dev.courier.capabilities.ConnectionKind;
import dev.courier.store.WorkspaceStore;
import dev.courier.uritemplate.UriTemplateLimits;
import jakarta.enterprise.context.ApplicationScoped;
import java.time.Clock;
import java.time.Instant;
import java.util.Collections;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** The workspace's connectors and their templates, kept in the shared store. */
@ApplicationScoped
public class ConnectorRegistry {
    static final String COLLECTION = "connectors";
    private static final ObjectMapper JSON = new ObjectMapper();
    /** Decrypted credentials kept in this process, least recently used dropped first. */
    private static final int DECRYPTED_KEPT = 10_000;

    private final WorkspaceStore store;
    private final CredentialCipher cipher;
    private final TemplateSource source;
    private final TemplateVetting vetting;
    private final WorkspaceViews views;
    private final Clock clock = Clock.systemUTC();
    private final Map<SealedCredential, Map<String, String>> decrypted =
            Collections.synchronizedMap(new LinkedHashMap<>(64, 0.75f, true) {
                @Override
                protected boolean removeEldestEntry(Map.Entry<SealedCredential, Map<String, String>> eldest) {
                    return size() > DECRYPTED_KEPT;
                }
            });

    public ConnectorRegistry(WorkspaceStore store, CredentialCipher cipher, TemplateSource source,
            RegistryConfig config) {
        this.store = store;
        this.cipher = cipher;
        this.source = source;
        UriTemplateLimits limits = new UriTemplateLimits(config.maxLength(), config.maxExpressions());
        this.vetting = new TemplateVetting(limits, config.maxPerConnector());
        this.views = new WorkspaceViews(store, limits, config.maxUriLength(), config.maxMatchSteps());
    }

    /**
     * Stores a connector. Without inline templates they are fetched from the connector first; if that fails,
     * nothing is stored and any earlier registration stays as it was.
     */
    public RegistrationResult register(String workspace, String server, ConnectorRegistration registration)
            throws TemplateSource.UnreachableException {
        Optional<String> protocolVersion = Optional.empty();
        ArrayNode proposed;
        if (registration.templates().isPresent()) {
            proposed = registration.templates().get();
        } else {
            TemplateSource.Fetched fetched = source.fetch(connectorId(workspace, server), registration.url(),
                    registration.headers());
            protocolVersion = Optional.of(fetched.protocolVersion());
            proposed = fetched.templates();
        }
        Optional<String> sealed = registration.headers().isEmpty()
                ? Optional.empty()
                : Optional.of(cipher.encrypt(workspace, server, registration.headers()));
        return store(workspace, server, registration.url(), registration.kind(), protocolVersion, proposed, sealed);
    }

    /** Fetches the templates of a registered connector again; empty when it is not registered. */
    public Optional<RegistrationResult> refresh(String workspace, String server)
            throws TemplateSource.UnreachableException {
        Optional<ConnectorRecord> existing = find(workspace, server);
        if (existing.isEmpty()) {
            return Optional.empty();
        }
        ConnectorRecord record = existing.get();
        TemplateSource.Fetched fetched = source.fetch(connectorId(workspace, server), record.url(),
                credentials(workspace, record));
        return Optional.of(store(workspace, server, record.url(), record.kind(),
                Optional.of(fetched.protocolVersion()), fetched.templates(), record.sealedHeaders()));
    }

    public Optional<ConnectorRecord> find(String workspace, String server) {
        return store.get(workspace, COLLECTION, server).map(ConnectorRegistry::parse);
    }

    public List<ConnectorRecord> list(String workspace) {
        return store.snapshot(workspace, COLLECTION).documents().values().stream()
                .map(ConnectorRegistry::parse)
                .sorted(Comparator.comparing(ConnectorRecord::server))
                .toList();
    }

    public boolean remove(String workspace, String server) {
        return store.remove(workspace, COLLECTION, server);
    }

    public Route route(String workspace, String uri) {
        return view(workspace).route(uri);
    }

    /** The workspace's connectors and routes as of now, served from a per-process cache while unchanged. */
    public WorkspaceView view(String workspace) {
        return views.forWorkspace(workspace);
    }

    /** The decrypted credential headers of a connector, for requests to that connector only. */
    public Map<String, String> credentials(String workspace, ConnectorRecord record) {
        if (record.sealedHeaders().isEmpty()) {
            return Map.of();
        }
        // Every read of a resolve call needs its connector's headers. Decryption is deterministic in
        // (workspace, server, sealed text), and a new credential is a new sealed text (fresh nonce), so a
        // successful decryption is remembered under exactly those three; a failure is not, and throws each time.
        SealedCredential sealed = new SealedCredential(workspace, record.server(), record.sealedHeaders().get());
        Map<String, String> known = decrypted.get(sealed);
        if (known != null) {
            return known;
        }
        Map<String, String> headers = cipher.decrypt(workspace, record.server(), sealed.text());
        decrypted.put(sealed, headers);
        return headers;
    }

    private record SealedCredential(String workspace, String server, String text) {}

    /** The id a connector is known by outside its workspace (for per-connector state such as breakers). */
    public static String connectorId(String workspace, String server) {
        return workspace + "/" + server;
    }

    private RegistrationResult store(String workspace, String server, String url,
            ConnectionKind kind, Optional<String> protocolVersion, ArrayNode proposed,
            Optional<String> sealed) {
        TemplateVetting.Result vetted = vetting.vet(proposed);
        ConnectorRecord record = new ConnectorRecord(server, url, kind, protocolVersion, vetted.accepted(), sealed,
                Instant.now(clock));
        store.put(workspace, COLLECTION, server, record.toStored().toString());
        return new RegistrationResult(record, vetted.rejected());
    }

    static ConnectorRecord parse(String stored) {
        try {
            return ConnectorRecord.fromStored(JSON.readTree(stored));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("A stored connector record is not JSON", e);
        }
    }
}
