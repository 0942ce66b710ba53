package dev.courier.registry;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.courier.capabilities.ConnectionKind;
import java.time.Instant;
import java.util.Optional;

/**
 * A connector as stored: where it is, whose connection it is, the templates it serves (verbatim, every field),
 * and its credential headers sealed by {@link CredentialCipher}. The sealed headers never leave the registry.
 */
public record ConnectorRecord(String server, String url, ConnectionKind kind, Optional<String> protocolVersion,
        ArrayNode templates, Optional<String> sealedHeaders, Instant updatedAt) {

    public ConnectorRecord {
        templates = templates.deepCopy();
    }

    @Override
    public ArrayNode templates() {
        return templates.deepCopy();
    }

    /** Read-only view for internal iteration, without the copy the public accessor makes. */
    Iterable<JsonNode> templateNodes() {
        return templates;
    }

    public int templateCount() {
        return templates.size();
    }

    ObjectNode toStored() {
        ObjectNode node = JsonNodeFactory.instance.objectNode();
        node.put("server", server);
        node.put("url", url);
        node.put("kind", kind.wireName());
        protocolVersion.ifPresent(v -> node.put("protocolVersion", v));
        node.set("templates", templates);
        sealedHeaders.ifPresent(h -> node.put("headers", h));
        node.put("updatedAt", updatedAt.toString());
        return node;
    }

    static ConnectorRecord fromStored(JsonNode node) {
        return new ConnectorRecord(
                node.path("server").asText(),
                node.path("url").asText(),
                ConnectionKind.parse(node.path("kind").asText()).orElse(ConnectionKind.WORKSPACE),
                Optional.ofNullable(node.get("protocolVersion")).map(JsonNode::asText),
                node.get("templates") instanceof ArrayNode a ? a : JsonNodeFactory.instance.arrayNode(),
                Optional.ofNullable(node.get("headers")).map(JsonNode::asText),
                Instant.parse(node.path("updatedAt").asText(Instant.EPOCH.toString())));
    }

    /** The public view: everything but the credential, which is only ever reported as present or not. */
    public ObjectNode toPublicJson() {
        ObjectNode node = JsonNodeFactory.instance.objectNode();
        node.put("server", server);
        node.put("kind", kind.wireName());
        node.put("url", url);
        if (protocolVersion.isPresent()) {
            node.put("protocolVersion", protocolVersion.get());
        } else {
            node.putNull("protocolVersion");
        }
        node.put("hasCredentials", sealedHeaders.isPresent());
        node.set("templates", templates());
        node.put("updatedAt", updatedAt.toString());
        return node;
    }
}
