package dev.courier.mcp;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class McpHeaderValuesTest {
    @Test
    void plainVisibleAsciiIsSentAsIs() {
        assertEquals("crm://signals/{id}?a=b c", HeaderValues.encode("crm://signals/{id}?a=b c"));
        assertEquals("get_weather", HeaderValues.encode("get_weather"));
    }

    @Test
    void everythingElseUsesTheBase64Sentinel() {
        assertEquals("=?base64?5pel5pys6Kqe?=", HeaderValues.encode("日本語"));
        assertEquals("=?base64?IGxlYWRpbmc=?=", HeaderValues.encode(" leading"));
        assertEquals("=?base64?dHJhaWxpbmcg?=", HeaderValues.encode("trailing "));
        assertEquals("=?base64?YQpi?=", HeaderValues.encode("a\nb"));
        // the spec's own example: a plain value that looks like the sentinel is encoded too
        assertEquals("=?base64?PT9iYXNlNjQ/bGl0ZXJhbD89?=", HeaderValues.encode("=?base64?literal?="));
    }
}
