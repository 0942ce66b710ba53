package dev.courier.deployment;

import java.util.ArrayList;
import java.util.List;

/**
 * Worst-case size of the responses that carry the advertised limits, as they leave a deployment whose responses
 * are wrapped in a JSON event (AWS Lambda behind an API Gateway HTTP API): the HTTP body becomes the JSON string
 * {@code body} of the response event, so every {@code "} and {@code \} in it costs one more byte.
 *
 * <ul>
 * <li>Text in a JSON string: a control character is escaped as {@code \}{@code u0001}, 6 bytes, and 7 once the body is
 * escaped again into the event. Any other character costs at most 2 bytes in the body ({@code \"}) and 4 in the
 * event, or is copied as its UTF-8 bytes.</li>
 * <li>A base64 {@code blob}: {@code 4 × ceil(n / 3)} bytes, none of which needs escaping.</li>
 * <li>Any other JSON (echoed params, item fields, envelopes): at most twice its size in the event.</li>
 * </ul>
 */
public final class PayloadBudget {
    /** Event bytes per character of text, worst case (a control character: \\u0001 escaped twice). */
    public static final long TEXT_EVENT_BYTES_PER_CHAR = 7;
    /** Event bytes per byte of other JSON, worst case (every byte a quote or backslash). */
    public static final long JSON_EVENT_FACTOR = 2;
    /** The response event's own fields, status, headers, and the JSON-RPC/MCP envelope around a file. */
    public static final long ENVELOPE_BYTES = 64 * 1024;

    private PayloadBudget() {
    }

    /** Inputs of the arithmetic: the configured limits. */
    public record Limits(long resolveMaxSize, int resolveMaxChars, int resolveMaxUris, long requestBodyMax,
            long readEnvelopeBytes, long hostResourcesMaxSize) {
    }

    /** Reads one resolve call can make: one per {@code maxChars × 3} of {@code maxSize}, at most {@code maxUris}. */
    public static long resolveReads(Limits limits) {
        long perRead = 3L * limits.resolveMaxChars();
        return perRead <= 0 ? 0 : Math.min(limits.resolveMaxUris(), limits.resolveMaxSize() / perRead);
    }

    /**
     * The largest resolve response event: the echoed params (at most the request body) twice over, and for each
     * read the connector's whole answer as accepted by the reader ({@code 6 × maxChars} of escaped text plus its
     * envelope), twice over.
     */
    public static long resolveWorstCase(Limits limits) {
        long perRead = JSON_EVENT_FACTOR * (6L * limits.resolveMaxChars() + limits.readEnvelopeBytes());
        return ENVELOPE_BYTES + JSON_EVENT_FACTOR * limits.requestBodyMax() + resolveReads(limits) * perRead;
    }

    /** The largest host-resources read response event: a file of {@code maxSize} bytes as text or as a blob. */
    public static long hostResourcesWorstCase(Limits limits) {
        long n = limits.hostResourcesMaxSize();
        long asBlob = 4 * ((n + 2) / 3);
        long asText = TEXT_EVENT_BYTES_PER_CHAR * n; // a UTF-8 byte is at most one character
        return ENVELOPE_BYTES + Math.max(asBlob, asText);
    }

    /** What would not fit under {@code maxResponseBytes}; empty when every advertised limit can be returned. */
    public static List<String> violations(Limits limits, long maxResponseBytes) {
        List<String> problems = new ArrayList<>();
        long resolve = resolveWorstCase(limits);
        if (resolve > maxResponseBytes) {
            problems.add("courier.resource-arguments.max-size=" + limits.resolveMaxSize() + " admits "
                    + resolveReads(limits) + " reads of up to " + limits.resolveMaxChars()
                    + " characters, whose resolve response can reach " + resolve + " bytes");
        }
        long files = hostResourcesWorstCase(limits);
        if (files > maxResponseBytes) {
            problems.add("courier.host-resources.max-size=" + limits.hostResourcesMaxSize()
                    + " lets a file read response reach " + files + " bytes");
        }
        return problems;
    }

    /** The largest host-resources {@code maxSize} whose worst-case response fits under the cap. */
    public static long largestHostResourcesMaxSize(long maxResponseBytes) {
        return Math.max(0, (maxResponseBytes - ENVELOPE_BYTES) / TEXT_EVENT_BYTES_PER_CHAR);
    }
}
