package dev.courier.files;

import static io.restassured.RestAssured.given;

import dev.courier.testing.TestKeys;
import io.restassured.config.EncoderConfig;
import io.restassured.config.RestAssuredConfig;
import io.restassured.response.Response;
import io.restassured.specification.RequestSpecification;
import java.util.UUID;

/** Files API and host-resources calls for tests, each in a fresh workspace unless told otherwise. */
public final class FileCalls {
    private FileCalls() {
    }

    public static String freshWorkspace() {
        return "ws-" + UUID.randomUUID().toString().substring(0, 12);
    }

    public static RequestSpecification authed() {
        // Send Content-Type exactly as written: REST Assured would otherwise append a charset to text types.
        return given().config(RestAssuredConfig.config().encoderConfig(EncoderConfig.encoderConfig()
                        .appendDefaultContentCharsetToContentTypeIfUndefined(false)))
                .header("Authorization", "Bearer " + TestKeys.TOKEN);
    }

    public static Response upload(String ws, String user, String name, String mimeType, byte[] bytes) {
        return authed().header("Courier-User", user).header("Courier-File-Name", name)
                .contentType(mimeType).body(bytes).post("/v1/workspaces/" + ws + "/files");
    }

    /** Uploads and returns the new file id, asserting 201. */
    public static String uploaded(String ws, String user, String name, String mimeType, byte[] bytes) {
        return upload(ws, user, name, mimeType, bytes).then().statusCode(201).extract().path("id");
    }

    /** Uploads a private text file and returns its id, asserting 201. */
    public static String uploadedPrivate(String ws, String user, String name, String text) {
        return authed().header("Courier-User", user).header("Courier-File-Name", name)
                .header("Courier-Visibility", "private").contentType("text/plain").body(text.getBytes())
                .post("/v1/workspaces/" + ws + "/files").then().statusCode(201).extract().path("id");
    }

    public static Response rpc(String ws, String server, String user, String protocolVersion, String body) {
        RequestSpecification spec = authed().contentType("application/json");
        if (server != null) {
            spec = spec.header("Courier-Server", server);
        }
        if (user != null) {
            spec = spec.header("Courier-User", user);
        }
        if (protocolVersion != null) {
            spec = spec.header("MCP-Protocol-Version", protocolVersion);
        }
        return spec.body(body).post("/v1/workspaces/" + ws + "/host-resources");
    }

    public static Response read(String ws, String user, String uri) {
        return rpc(ws, "srv-" + UUID.randomUUID().toString().substring(0, 8), user, "2025-11-25",
                "{\"jsonrpc\":\"2.0\",\"id\":7,\"method\":\"ai.nimblebrain/resources/read\",\"params\":{\"uri\":"
                        + quote(uri) + "}}");
    }

    public static Response list(String ws, String user, String filterJson) {
        String params = filterJson == null ? "{}" : "{\"_meta\":{\"filter\":" + filterJson + "}}";
        return rpc(ws, "srv-" + UUID.randomUUID().toString().substring(0, 8), user, "2025-11-25",
                "{\"jsonrpc\":\"2.0\",\"id\":8,\"method\":\"ai.nimblebrain/resources/list\",\"params\":" + params + "}");
    }

    public static String quote(String text) {
        return com.fasterxml.jackson.databind.node.TextNode.valueOf(text).toString();
    }
}
