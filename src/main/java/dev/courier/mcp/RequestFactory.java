package dev.courier.mcp;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;

/** Builds the body and protocol headers of each request for the connector's era. */
final class RequestFactory {
    record Prepared(Long id, ObjectNode body, Map<String, String> headers) {}

    private final AtomicLong ids = new AtomicLong();
    private final String clientVersion;

    RequestFactory(String clientVersion) {
        this.clientVersion = clientVersion;
    }

    private ObjectNode clientInfo() {
        ObjectNode info = Json.MAPPER.createObjectNode();
        info.put("name", "courier");
        info.put("version", clientVersion);
        return info;
    }

    Prepared forEra(EraRecord era, String method, ObjectNode params) {
        return era.era() == Era.MODERN ? modern(method, params) : legacy(method, params, era);
    }

    /** A 2026-07-28 request: the {@code _meta} envelope in the body and the standard headers. */
    Prepared modern(String method, ObjectNode params) {
        ObjectNode p = params.deepCopy();
        JsonNode existing = p.get("_meta");
        ObjectNode meta = existing != null && existing.isObject() ? (ObjectNode) existing : p.putObject("_meta");
        meta.put(Protocols.META_PROTOCOL_VERSION, Protocols.MODERN);
        meta.putObject(Protocols.META_CLIENT_CAPABILITIES);
        meta.set(Protocols.META_CLIENT_INFO, clientInfo());
        long id = ids.incrementAndGet();
        Map<String, String> headers = new LinkedHashMap<>();
        headers.put(Protocols.H_PROTOCOL_VERSION, Protocols.MODERN);
        headers.put(Protocols.H_METHOD, method);
        String field = Protocols.nameField(method);
        if (field != null && p.path(field).isTextual()) {
            headers.put(Protocols.H_NAME, HeaderValues.encode(p.get(field).asText()));
        }
        return new Prepared(id, JsonRpc.request(id, method, p), headers);
    }

    Prepared legacy(String method, ObjectNode params, EraRecord era) {
        long id = ids.incrementAndGet();
        return new Prepared(id, JsonRpc.request(id, method, params.deepCopy()), legacyHeaders(era));
    }

    Prepared legacyNotification(String method, EraRecord era) {
        return new Prepared(null, JsonRpc.notification(method, null), legacyHeaders(era));
    }

    Prepared initialize() {
        ObjectNode params = Json.MAPPER.createObjectNode();
        params.put("protocolVersion", Protocols.LEGACY_OFFERED);
        params.putObject("capabilities");
        params.set("clientInfo", clientInfo());
        long id = ids.incrementAndGet();
        return new Prepared(id, JsonRpc.request(id, "initialize", params), Map.of());
    }

    private static Map<String, String> legacyHeaders(EraRecord era) {
        Map<String, String> headers = new LinkedHashMap<>();
        if (Protocols.legacySendsVersionHeader(era.protocolVersion())) {
            headers.put(Protocols.H_PROTOCOL_VERSION, era.protocolVersion());
        }
        if (era.sessionId() != null) {
            headers.put(Protocols.H_SESSION, era.sessionId());
        }
        return headers;
    }
}
