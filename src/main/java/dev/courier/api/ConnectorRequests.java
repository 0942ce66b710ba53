package dev.courier.api;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import dev.courier.capabilities.ConnectionKind;
import dev.courier.mcp.ConnectorEndpoint;
import dev.courier.registry.ConnectorRegistration;
import java.net.URI;
import java.net.URISyntaxException;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/** Reads a connector registration body, answering every mistake with a 400 that names the field. */
final class ConnectorRequests {
    private static final int MAX_URL_LENGTH = 2048;
    private static final int MAX_HEADERS = 32;
    private static final int MAX_HEADER_VALUE = 8192;

    private ConnectorRequests() {
    }

    static ConnectorRegistration parse(JsonNode body) {
        if (!body.isObject()) {
            throw ApiProblem.badRequest("The body must be a JSON object.");
        }
        return new ConnectorRegistration(url(body.get("url")), kind(body.get("kind")), headers(body.get("headers")),
                templates(body.get("templates")));
    }

    private static String url(JsonNode node) {
        if (node == null || !node.isTextual()) {
            throw ApiProblem.badRequest("url is required and must be a string.");
        }
        String text = node.asText();
        if (text.length() > MAX_URL_LENGTH) {
            throw ApiProblem.badRequest("url is longer than " + MAX_URL_LENGTH + " characters.");
        }
        URI uri;
        try {
            uri = new URI(text);
        } catch (URISyntaxException e) {
            throw ApiProblem.badRequest("url is not a valid URI.");
        }
        String scheme = uri.getScheme() == null ? "" : uri.getScheme().toLowerCase(Locale.ROOT);
        if (!(scheme.equals("http") || scheme.equals("https")) || uri.getHost() == null) {
            throw ApiProblem.badRequest("url must be an absolute http or https URL.");
        }
        if (uri.getRawUserInfo() != null) {
            throw ApiProblem.badRequest("url must not carry credentials; put them in headers, which are encrypted.");
        }
        return text;
    }

    private static ConnectionKind kind(JsonNode node) {
        if (node == null || !node.isTextual()) {
            throw ApiProblem.badRequest("kind is required: 'workspace' or 'personal'.");
        }
        return ConnectionKind.parse(node.asText())
                .orElseThrow(() -> ApiProblem.badRequest("kind must be 'workspace' or 'personal'."));
    }

    private static Map<String, String> headers(JsonNode node) {
        if (node == null || node.isNull()) {
            return Map.of();
        }
        if (!node.isObject()) {
            throw ApiProblem.badRequest("headers must be an object of header names to string values.");
        }
        if (node.size() > MAX_HEADERS) {
            throw ApiProblem.badRequest("headers may hold at most " + MAX_HEADERS + " entries.");
        }
        Map<String, String> headers = new LinkedHashMap<>();
        var fields = node.fields();
        while (fields.hasNext()) {
            var field = fields.next();
            String name = field.getKey();
            if (!isToken(name)) {
                throw ApiProblem.badRequest("headers has a name that is not a valid HTTP header name.");
            }
            if (ConnectorEndpoint.isReservedHeader(name)) {
                throw ApiProblem.badRequest("headers must not set " + name + ": Courier sets it itself.");
            }
            JsonNode value = field.getValue();
            // Values are never echoed in errors: they are credentials.
            if (!value.isTextual() || !isHeaderValue(value.asText())) {
                throw ApiProblem.badRequest("headers." + name + " must be a string of visible characters without "
                        + "line breaks, at most " + MAX_HEADER_VALUE + " long.");
            }
            headers.put(name, value.asText());
        }
        return headers;
    }

    private static Optional<ArrayNode> templates(JsonNode node) {
        if (node == null || node.isNull()) {
            return Optional.empty();
        }
        if (!node.isArray()) {
            throw ApiProblem.badRequest("templates must be an array of ResourceTemplate objects.");
        }
        return Optional.of((ArrayNode) node);
    }

    private static boolean isToken(String name) {
        if (name.isEmpty() || name.length() > 256) {
            return false;
        }
        for (int i = 0; i < name.length(); i++) {
            char c = name.charAt(i);
            boolean ok = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')
                    || "!#$%&'*+-.^_`|~".indexOf(c) >= 0;
            if (!ok) {
                return false;
            }
        }
        return true;
    }

    private static boolean isHeaderValue(String value) {
        if (value.length() > MAX_HEADER_VALUE) {
            return false;
        }
        for (int i = 0; i < value.length(); i++) {
            char c = value.charAt(i);
            if ((c < 0x20 && c != '\t') || c == 0x7f || c > 0xff) {
                return false;
            }
        }
        return true;
    }
}
