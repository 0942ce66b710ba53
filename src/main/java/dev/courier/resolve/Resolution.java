package dev.courier.resolve;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * The result for one distinct string: its outcome, the connector that serves it (when one was found), and on
 * success the contents exactly as the connector returned them.
 */
record Resolution(String uri, String server, Outcome outcome, ArrayNode contents, long bytes) {
    static Resolution refused(String uri, String server, Outcome outcome) {
        return new Resolution(uri, server, outcome, null, 0);
    }

    ObjectNode entry() {
        ObjectNode entry = JsonNodeFactory.instance.objectNode();
        if (outcome == Outcome.OK) {
            entry.set("contents", contents);
        } else {
            ObjectNode error = entry.putObject("error");
            error.put("code", outcome.code());
            error.put("message", outcome.message());
        }
        return entry;
    }

    /** The trace event: never the contents. */
    ObjectNode traceEvent() {
        ObjectNode event = JsonNodeFactory.instance.objectNode();
        event.put("event", "resource_argument");
        event.put("uri", uri);
        if (server == null) {
            event.putNull("server");
        } else {
            event.put("server", server);
        }
        event.put("outcome", outcome.code());
        event.put("bytes", bytes);
        return event;
    }
}
