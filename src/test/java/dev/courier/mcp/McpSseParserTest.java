package dev.courier.mcp;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class McpSseParserTest {
    static List<SseParser.Event> parse(String stream, int chunk) {
        List<SseParser.Event> events = new ArrayList<>();
        SseParser p = new SseParser(events::add);
        byte[] bytes = stream.getBytes(StandardCharsets.UTF_8);
        for (int i = 0; i < bytes.length; i += chunk) {
            byte[] part = new byte[Math.min(chunk, bytes.length - i)];
            System.arraycopy(bytes, i, part, 0, part.length);
            p.feed(part);
        }
        p.end();
        return events;
    }

    @Test
    void multiLineDataIsJoinedWithNewlinesAndEmptyEventsAreSkipped() {
        String s = "id: 0\ndata:\n\n: comment\n\nevent: message\ndata: {\"a\":\ndata:1}\n\ndata:no-space\r\n\r\n"
                + "data: x\rdata: y\r\rdata: trailing-without-blank-line";
        for (int chunk : new int[] {1, 2, 3, 7, 1000}) {
            List<SseParser.Event> events = parse(s, chunk);
            assertEquals(List.of("{\"a\":\n1}", "no-space", "x\ny"), events.stream().map(SseParser.Event::data).toList(),
                    "chunk " + chunk);
            assertEquals("0", events.get(0).id());
        }
    }

    @Test
    void utf8SplitAcrossChunksSurvives() {
        List<SseParser.Event> events = parse("data: grüße €\n\n", 1);
        assertEquals("grüße €", events.get(0).data());
    }

    @Test
    void eventTypeIsReported() {
        List<SseParser.Event> events = parse("event: ping\ndata: 1\n\ndata: 2\n\n", 4);
        assertEquals("ping", events.get(0).type());
        assertEquals("message", events.get(1).type());
    }
}
