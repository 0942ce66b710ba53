package dev.courier.registry;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import dev.courier.uritemplate.InvalidUriTemplateException;
import dev.courier.uritemplate.UriTemplate;
import dev.courier.uritemplate.UriTemplateLimits;
import java.util.ArrayList;
import java.util.List;

/** Splits proposed templates into those stored verbatim and those rejected with a reason. */
final class TemplateVetting {
    record Result(ArrayNode accepted, List<RejectedTemplate> rejected) {
    }

    private final UriTemplateLimits limits;
    private final int maxTemplates;

    TemplateVetting(UriTemplateLimits limits, int maxTemplates) {
        this.limits = limits;
        this.maxTemplates = maxTemplates;
    }

    Result vet(ArrayNode proposed) {
        ArrayNode accepted = JsonNodeFactory.instance.arrayNode();
        List<RejectedTemplate> rejected = new ArrayList<>();
        for (int i = 0; i < proposed.size(); i++) {
            JsonNode template = proposed.get(i);
            JsonNode uriTemplate = template.get("uriTemplate");
            String reason = reasonToReject(template, uriTemplate, accepted.size());
            if (reason == null) {
                accepted.add(template); // ConnectorRecord keeps its own copy of what is accepted
            } else {
                rejected.add(new RejectedTemplate(i, uriTemplate, reason));
            }
        }
        return new Result(accepted, List.copyOf(rejected));
    }

    private String reasonToReject(JsonNode template, JsonNode uriTemplate, int acceptedSoFar) {
        if (!template.isObject()) {
            return "a ResourceTemplate must be a JSON object";
        }
        if (uriTemplate == null || !uriTemplate.isTextual()) {
            return "uriTemplate is required and must be a string";
        }
        if (acceptedSoFar >= maxTemplates) {
            return "more than " + maxTemplates + " templates for one connector";
        }
        try {
            UriTemplate.parse(uriTemplate.asText(), limits);
            return null;
        } catch (InvalidUriTemplateException e) {
            return "not a valid RFC 6570 template: " + e.reason();
        }
    }
}
