package dev.courier.resolve;

import com.fasterxml.jackson.databind.node.ArrayNode;

/** What reading one URI from its connector gave: the contents array as returned, or why there is none. */
public record ReadOutcome(ArrayNode contents, Outcome failure) {
    public static ReadOutcome contents(ArrayNode contents) {
        return new ReadOutcome(contents, null);
    }

    public static ReadOutcome failed(Outcome failure) {
        return new ReadOutcome(null, failure);
    }

    public boolean succeeded() {
        return failure == null;
    }
}
