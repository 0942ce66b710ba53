package dev.courier.mcp;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.function.Consumer;

/**
 * Incremental {@code text/event-stream} parser (WHATWG HTML "event stream interpretation"): lines end in
 * CRLF, LF or CR (also split across chunks); {@code data:} lines of one event are joined with LF; a
 * leading space after the colon is dropped; comment lines ({@code :…}) are ignored; an event whose data
 * buffer is empty (e.g. a priming event with only an {@code id}) is not dispatched.
 */
final class SseParser {
    /** One dispatched event. */
    record Event(String type, String id, String data) {}

    private final Consumer<Event> sink;
    private final ByteArrayOutputStream line = new ByteArrayOutputStream();
    private boolean lastWasCr;
    private final StringBuilder data = new StringBuilder();
    private boolean hasData;
    private String eventType;
    private String lastId;

    SseParser(Consumer<Event> sink) {
        this.sink = sink;
    }

    void feed(byte[] bytes) {
        for (byte b : bytes) {
            if (b == '\n') {
                if (lastWasCr) {
                    lastWasCr = false; // second half of CRLF
                    continue;
                }
                endLine();
            } else if (b == '\r') {
                lastWasCr = true;
                endLine();
                continue;
            } else {
                line.write(b);
            }
            lastWasCr = false;
        }
    }

    /** End of stream: a final event without a trailing blank line is discarded, as the standard says. */
    void end() {
        line.reset();
    }

    private void endLine() {
        String l = line.toString(StandardCharsets.UTF_8);
        line.reset();
        if (l.isEmpty()) {
            dispatch();
            return;
        }
        if (l.charAt(0) == ':') {
            return;
        }
        int colon = l.indexOf(':');
        String field = colon < 0 ? l : l.substring(0, colon);
        String value = colon < 0 ? "" : l.substring(colon + 1);
        if (value.startsWith(" ")) {
            value = value.substring(1);
        }
        switch (field) {
            case "data" -> {
                if (hasData) {
                    data.append('\n');
                }
                data.append(value);
                hasData = true;
            }
            case "event" -> eventType = value;
            case "id" -> {
                if (value.indexOf('\0') < 0) {
                    lastId = value;
                }
            }
            default -> { /* retry and unknown fields: ignored */ }
        }
    }

    private void dispatch() {
        if (hasData && data.length() > 0) {
            sink.accept(new Event(eventType == null ? "message" : eventType, lastId, data.toString()));
        }
        data.setLength(0);
        hasData = false;
        eventType = null;
    }
}
