package dev.courier.hostresources;

import static dev.courier.files.FileCalls.authed;
import static dev.courier.files.FileCalls.freshWorkspace;
import static dev.courier.files.FileCalls.list;
import static dev.courier.files.FileCalls.quote;
import static dev.courier.files.FileCalls.read;
import static dev.courier.files.FileCalls.rpc;
import static dev.courier.files.FileCalls.upload;
import static dev.courier.files.FileCalls.uploaded;
import static dev.courier.files.FileCalls.uploadedPrivate;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasKey;
import static org.hamcrest.Matchers.hasSize;
import static org.hamcrest.Matchers.not;
import static org.hamcrest.Matchers.nullValue;

import dev.courier.testing.FilesProfiles;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import io.restassured.response.Response;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@code POST /v1/workspaces/{ws}/host-resources} on the local directory store; subclasses run the same tests
 * on S3 and on S3 + Redis. Every JSON-RPC error code of the contract is produced here (-32004 in the rate tests).
 */
@QuarkusTest
@TestProfile(FilesProfiles.Local.class)
public class HostResourcesApiTest {
    static final String READ = "ai.nimblebrain/resources/read";
    static final String LIST = "ai.nimblebrain/resources/list";

    private static void rpcError(Response response, Object id, int code) {
        response.then().statusCode(200).contentType("application/json")
                .body("jsonrpc", equalTo("2.0"))
                .body("id", equalTo(id))
                .body("error.code", equalTo(code))
                .body("$", not(hasKey("result")))
                .body(not(containsString("Exception")));
    }

    private static String readBody(Object id, String uri) {
        return "{\"jsonrpc\":\"2.0\",\"id\":" + id + ",\"method\":\"" + READ + "\",\"params\":{\"uri\":" + quote(uri) + "}}";
    }

    // ---- read ----

    @Test
    void aTextFileComesBackAsText() {
        String ws = freshWorkspace();
        String id = uploaded(ws, "alice", "sales.csv", "text/csv", "region,revenue\nnorth,10\n".getBytes());
        read(ws, "bob", "files://" + id).then().statusCode(200)
                .body("jsonrpc", equalTo("2.0")).body("id", equalTo(7))
                .body("result.contents", hasSize(1))
                .body("result.contents[0].uri", equalTo("files://" + id))
                .body("result.contents[0].mimeType", equalTo("text/csv"))
                .body("result.contents[0].text", equalTo("region,revenue\nnorth,10\n"))
                .body("result.contents[0]", not(hasKey("blob")));
    }

    @ParameterizedTest
    @ValueSource(strings = {"application/json", "application/xml", "application/yaml", "application/javascript",
            "application/vnd.api+json", "image/svg+xml", "TEXT/Markdown", "text/plain; format=flowed"})
    void everyTextTypeOfTheContractIsText(String mimeType) {
        String ws = freshWorkspace();
        String id = uploaded(ws, "alice", "f", mimeType, "{\"é\":1}".getBytes(StandardCharsets.UTF_8));
        read(ws, "alice", "files://" + id).then()
                .body("result.contents[0].text", equalTo("{\"é\":1}"))
                .body("result.contents[0].mimeType", equalTo(mimeType));
    }

    @Test
    void theCharsetParameterIsHonoured() {
        String ws = freshWorkspace();
        byte[] latin1 = "café".getBytes(StandardCharsets.ISO_8859_1);
        String id = uploaded(ws, "alice", "f.txt", "text/plain; charset=ISO-8859-1", latin1);
        read(ws, "alice", "files://" + id).then().body("result.contents[0].text", equalTo("café"));
        // The same bytes without a charset are not UTF-8: handed on untouched, as a blob.
        String raw = uploaded(ws, "alice", "g.txt", "text/plain", latin1);
        read(ws, "alice", "files://" + raw).then()
                .body("result.contents[0].blob", equalTo(Base64.getEncoder().encodeToString(latin1)))
                .body("result.contents[0]", not(hasKey("text")));
        String unknown = uploaded(ws, "alice", "h.txt", "text/plain; charset=x-no-such", "abc".getBytes());
        read(ws, "alice", "files://" + unknown).then().body("result.contents[0].blob", equalTo("YWJj"));
    }

    @Test
    void binaryComesBackAsStandardBase64WithoutLineBreaks() {
        String ws = freshWorkspace();
        byte[] bytes = new byte[1000];
        for (int i = 0; i < bytes.length; i++) {
            bytes[i] = (byte) (i * 7 + 251);
        }
        String id = uploaded(ws, "alice", "img.png", "image/png", bytes);
        read(ws, "alice", "files://" + id).then()
                .body("result.contents[0].mimeType", equalTo("image/png"))
                .body("result.contents[0].blob", equalTo(Base64.getEncoder().encodeToString(bytes)));
    }

    @Test
    void theSchemeIsCaseInsensitive() {
        String ws = freshWorkspace();
        String id = uploaded(ws, "alice", "a.txt", "text/plain", "a".getBytes());
        read(ws, "alice", "FILES://" + id).then()
                .body("result.contents[0].text", equalTo("a"))
                .body("result.contents[0].uri", equalTo("FILES://" + id));
    }

    @Test
    void exactlyMaxSizeIsServedAndOneByteMoreIsMinus32005() {
        String ws = freshWorkspace();
        int max = (int) FilesProfiles.MAX_SIZE;
        String at = uploaded(ws, "alice", "at.bin", "application/octet-stream", new byte[max]);
        read(ws, "alice", "files://" + at).then()
                .body("result.contents[0].blob", equalTo(Base64.getEncoder().encodeToString(new byte[max])));
        String over = uploaded(ws, "alice", "over.bin", "application/octet-stream", new byte[max + 1]);
        Response response = read(ws, "alice", "files://" + over);
        rpcError(response, 7, -32005);
        response.then().body("error.data", equalTo(Map.of("uri", "files://" + over, "size", max + 1, "maxSize", max)));
    }

    @Test
    void everyInvisibleFileIsTheSameMinus32002() {
        String ws = freshWorkspace();
        String shared = uploaded(ws, "alice", "a.txt", "text/plain", "a".getBytes());
        String secret = uploadedPrivate(ws, "alice", "s.txt", "s");
        String deleted = uploaded(ws, "alice", "d.txt", "text/plain", "d".getBytes());
        authed().header("Courier-User", "alice").delete("/v1/workspaces/" + ws + "/files/" + deleted)
                .then().statusCode(204);
        read(ws, "alice", "files://" + secret).then().body("result.contents[0].text", equalTo("s"));
        List<String> invisible = List.of(
                "files://fl_000000000000000000000000",          // unknown
                "files://" + deleted,                           // deleted
                "files://" + secret.toUpperCase().replace("FL_", "fl_"), // malformed (upper-case hex)
                "files://fl_abc123",                            // malformed (short)
                "files://../" + shared,                         // traversal
                "files://%2e%2e/" + shared,
                "files://" + shared + "/../" + secret,
                "files:" + shared,                              // no authority
                "files://" + shared + "?x=1",
                "files:///" + shared);
        for (String uri : invisible) {
            Response response = read(ws, "alice", uri);
            rpcError(response, 7, -32002);
            response.then().body("error.data", equalTo(Map.of("uri", uri)));
        }
        // Another user's private file, and any file of another workspace: the same answer.
        rpcError(read(ws, "bob", "files://" + secret), 7, -32002);
        read(ws, "bob", "files://" + secret).then().body("error.data", equalTo(Map.of("uri", "files://" + secret)))
                .body("error.message", equalTo(read(ws, "bob", "files://fl_000000000000000000000000")
                        .path("error.message")));
        rpcError(read(freshWorkspace(), "alice", "files://" + shared), 7, -32002);
    }

    @ParameterizedTest
    @ValueSource(strings = {"crm://accounts/1", "https://example.com/a", "fl_0123456789abcdef01234567", "", "1files://x",
            "ui://x"})
    void anUnsupportedSchemeIsMinus32602(String uri) {
        Response response = read(freshWorkspace(), "alice", uri);
        rpcError(response, 7, -32602);
        response.then().body("error.data", equalTo(Map.of("uri", uri, "supported", List.of("files"))));
    }

    @Test
    void readParamsOfTheWrongShapeAreMinus32602() {
        String ws = freshWorkspace();
        rpcError(rpc(ws, "srv", "alice", "2025-11-25",
                "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"" + READ + "\",\"params\":{}}"), 1, -32602);
        rpcError(rpc(ws, "srv", "alice", "2025-11-25",
                "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"" + READ + "\",\"params\":{\"uri\":5}}"), 1, -32602);
        rpcError(rpc(ws, "srv", "alice", "2025-11-25",
                "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"" + READ + "\",\"params\":[\"files://x\"]}"), 1, -32602);
        rpcError(rpc(ws, "srv", "alice", "2025-11-25",
                "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"" + READ + "\"}"), 1, -32602);
    }

    // ---- list ----

    @Test
    void listShowsVisibleFilesOldestFirst() {
        String ws = freshWorkspace();
        String a = uploaded(ws, "alice", "a.csv", "text/csv", "1".getBytes());
        String secret = uploadedPrivate(ws, "alice", "s.txt", "ss");
        String c = uploaded(ws, "bob", "c.pdf", "application/pdf", "333".getBytes());
        list(ws, "alice", null).then().statusCode(200).body("id", equalTo(8))
                .body("result.resources.uri", equalTo(List.of("files://" + a, "files://" + secret, "files://" + c)))
                .body("result.resources[0]", equalTo(Map.of("uri", "files://" + a, "name", "a.csv",
                        "mimeType", "text/csv", "size", 1)))
                .body("result", not(hasKey("nextCursor")));
        list(ws, "bob", null).then()
                .body("result.resources.uri", equalTo(List.of("files://" + a, "files://" + c)));
        list(freshWorkspace(), "alice", null).then().body("result.resources", hasSize(0));
        // No params at all means everything visible.
        rpc(ws, "srv", "bob", null, "{\"jsonrpc\":\"2.0\",\"id\":\"x\",\"method\":\"" + LIST + "\"}").then()
                .body("id", equalTo("x")).body("result.resources", hasSize(2));
    }

    @Test
    void anotherUsersMissOnAPrivateFileLeavesItListedForItsOwner() {
        String ws = freshWorkspace();
        String secret = uploadedPrivate(ws, "alice", "s.txt", "ss");
        // The first listing builds the index; from then on it is trusted, so a wrongly dropped entry would stay out.
        list(ws, "alice", null).then().body("result.resources.uri", equalTo(List.of("files://" + secret)));
        authed().header("Courier-User", "bob").get("/v1/workspaces/" + ws + "/files/" + secret).then().statusCode(404);
        read(ws, "bob", "files://" + secret).then().body("error.code", equalTo(-32002));
        list(ws, "alice", null).then().body("result.resources.uri", equalTo(List.of("files://" + secret)));
    }

    @Test
    void listFilters() {
        String ws = freshWorkspace();
        String pdf = authed().header("Courier-User", "alice").header("Courier-File-Name", "msa.pdf")
                .header("Courier-File-Tags", "contracts,2026").contentType("application/pdf").body("%PDF".getBytes())
                .post("/v1/workspaces/" + ws + "/files").then().statusCode(201).extract().path("id");
        String csv = authed().header("Courier-User", "alice").header("Courier-File-Name", "x.csv")
                .header("Courier-File-Tags", "contracts").contentType("text/csv; charset=utf-8").body("a".getBytes())
                .post("/v1/workspaces/" + ws + "/files").then().statusCode(201).extract().path("id");
        list(ws, "alice", "{\"mimeType\":\"application/pdf\",\"tags\":[\"contracts\"]}").then()
                .body("result.resources.uri", equalTo(List.of("files://" + pdf)));
        list(ws, "alice", "{\"mimeType\":\"TEXT/CSV\"}").then()
                .body("result.resources.uri", equalTo(List.of("files://" + csv)));
        list(ws, "alice", "{\"mimeType\":\"text/csv; charset=latin1\"}").then()
                .body("result.resources.uri", equalTo(List.of("files://" + csv)));
        list(ws, "alice", "{\"tags\":[\"contracts\"]}").then()
                .body("result.resources.uri", equalTo(List.of("files://" + pdf, "files://" + csv)));
        list(ws, "alice", "{\"tags\":[\"contracts\",\"2026\"]}").then()
                .body("result.resources.uri", equalTo(List.of("files://" + pdf)));
        list(ws, "alice", "{\"tags\":[\"nope\"]}").then().body("result.resources", hasSize(0));
        list(ws, "alice", "{\"tags\":[]}").then().body("result.resources", hasSize(2));
        list(ws, "alice", "{\"scheme\":\"files\"}").then().body("result.resources", hasSize(2));
        list(ws, "alice", "{\"scheme\":\"FILES\",\"cursor\":null}").then().body("result.resources", hasSize(2));
        list(ws, "alice", "{}").then().body("result.resources", hasSize(2));
        list(ws, "alice", "null").then().body("result.resources", hasSize(2));
    }

    @Test
    void listFilterMistakesAreMinus32602WithTheContractData() {
        String ws = freshWorkspace();
        Response scheme = list(ws, "alice", "{\"scheme\":\"crm\"}");
        rpcError(scheme, 8, -32602);
        scheme.then().body("error.data", equalTo(Map.of("scheme", "crm", "supported", List.of("files"))));

        Response cursor = list(ws, "alice", "{\"cursor\":\"abc\"}");
        rpcError(cursor, 8, -32602);
        cursor.then().body("error.data", equalTo(Map.of("cursor", "abc")));
        Response specCursor = rpc(ws, "srv", "alice", "2025-11-25",
                "{\"jsonrpc\":\"2.0\",\"id\":8,\"method\":\"" + LIST + "\",\"params\":{\"cursor\":\"next\"}}");
        rpcError(specCursor, 8, -32602);
        specCursor.then().body("error.data", equalTo(Map.of("cursor", "next")));

        Map<String, String> received = Map.of("\"contracts\"", "string", "5", "number", "{}", "object",
                "true", "boolean");
        received.forEach((value, type) -> {
            Response tags = list(ws, "alice", "{\"tags\":" + value + "}");
            rpcError(tags, 8, -32602);
            tags.then().body("error.data", equalTo(Map.of("receivedType", type)));
        });
        rpcError(list(ws, "alice", "{\"tags\":[\"a\", 1]}"), 8, -32602);
        rpcError(list(ws, "alice", "[]"), 8, -32602);
        rpcError(list(ws, "alice", "\"text\""), 8, -32602);
        rpcError(list(ws, "alice", "{\"mimeType\":5}"), 8, -32602);
        rpcError(rpc(ws, "srv", "alice", "2025-11-25",
                "{\"jsonrpc\":\"2.0\",\"id\":8,\"method\":\"" + LIST + "\",\"params\":{\"_meta\":5}}"), 8, -32602);
    }

    // ---- framing ----

    @ParameterizedTest
    @ValueSource(strings = {"{", "nul", "{\"jsonrpc\":\"2.0\"} x", "", "\u0000", "[1,"})
    void malformedJsonIsMinus32700(String body) {
        rpcError(rpc(freshWorkspace(), "srv", "alice", "2025-11-25", body), null, -32700);
    }

    @ParameterizedTest
    @ValueSource(strings = {
            "[{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"ai.nimblebrain/resources/list\"}]",
            "[]", "{}", "5", "\"x\"", "null",
            "{\"jsonrpc\":\"1.0\",\"id\":1,\"method\":\"ai.nimblebrain/resources/list\"}",
            "{\"id\":1,\"method\":\"ai.nimblebrain/resources/list\"}",
            "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":5}",
            "{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":{}}",
            "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"ai.nimblebrain/resources/list\",\"params\":\"x\"}",
            "{\"jsonrpc\":\"2.0\",\"id\":null,\"method\":\"ai.nimblebrain/resources/list\"}",
            "{\"jsonrpc\":\"2.0\",\"id\":{},\"method\":\"ai.nimblebrain/resources/list\"}"})
    void notARequestIsMinus32600(String body) {
        Response response = rpc(freshWorkspace(), "srv", "alice", "2025-11-25", body);
        rpcError(response, body.startsWith("{") && body.contains("\"id\":1") ? 1 : null, -32600);
        response.then().body("$", not(hasKey("result")));
    }

    @Test
    void aBatchGetsOneErrorNotAnArray() {
        rpc(freshWorkspace(), "srv", "alice", "2025-11-25",
                "[{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"" + LIST + "\"},{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\""
                        + LIST + "\"}]")
                .then().statusCode(200).body("error.code", equalTo(-32600)).body("id", nullValue());
    }

    @Test
    void unknownMethodsAreMinus32601() {
        String ws = freshWorkspace();
        for (String method : List.of("resources/read", "ai.nimblebrain/resources/write", "tools/call", "")) {
            rpcError(rpc(ws, "srv", "alice", "2025-11-25",
                    "{\"jsonrpc\":\"2.0\",\"id\":\"m\",\"method\":" + quote(method) + "}"), "m", -32601);
        }
    }

    @Test
    void everyMethodIsMinus32601OnA2026Connection() {
        String ws = freshWorkspace();
        String id = uploaded(ws, "alice", "a.txt", "text/plain", "a".getBytes());
        for (String version : List.of("2026-07-28", "2027-01-01")) {
            rpcError(rpc(ws, "srv", "alice", version, readBody(3, "files://" + id)), 3, -32601);
            rpcError(rpc(ws, "srv", "alice", version,
                    "{\"jsonrpc\":\"2.0\",\"id\":4,\"method\":\"" + LIST + "\"}"), 4, -32601);
        }
        // Earlier, unknown or missing revisions are the 2025 era.
        for (String version : new String[] {"2024-11-05", "2025-03-26", "2025-06-18", "2025-11-25", "2025-12-31", null}) {
            rpc(ws, "srv", "alice", version, readBody(5, "files://" + id)).then()
                    .body("result.contents[0].text", equalTo("a"));
        }
    }

    @Test
    void notificationsGet202AndNoBody() {
        rpc(freshWorkspace(), "srv", "alice", "2025-11-25",
                "{\"jsonrpc\":\"2.0\",\"method\":\"notifications/cancelled\",\"params\":{\"requestId\":1}}")
                .then().statusCode(202).body(equalTo(""));
        rpc(freshWorkspace(), "srv", "alice", "2026-07-28", "{\"jsonrpc\":\"2.0\",\"method\":\"" + LIST + "\"}")
                .then().statusCode(202);
    }

    @Test
    void headerMistakesAre400ProblemJson() {
        String ws = freshWorkspace();
        String body = "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"" + LIST + "\"}";
        for (Response response : List.of(rpc(ws, "srv", null, "2025-11-25", body),
                rpc(ws, null, "alice", "2025-11-25", body),
                rpc(ws, "srv", "bad user", "2025-11-25", body),
                rpc(ws, "bad/srv", "alice", "2025-11-25", body),
                rpc(ws, "srv", "alice", "latest", body),
                rpc("bad ws", "srv", "alice", "2025-11-25", body))) {
            response.then().statusCode(400).contentType("application/problem+json").body("status", equalTo(400));
        }
        authed().header("Courier-Server", "srv").header("Courier-User", "alice").contentType("application/json")
                .body(body).post("/v1/workspaces/" + ws + "/host-resources").then().statusCode(200);
        io.restassured.RestAssured.given().header("Courier-Server", "srv").header("Courier-User", "alice")
                .body(body).post("/v1/workspaces/" + ws + "/host-resources").then().statusCode(401);
    }

    @Test
    void anOversizedBodyIs413() {
        String body = "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"" + LIST + "\",\"params\":{\"pad\":\""
                + "x".repeat(1_100_000) + "\"}}";
        rpc(freshWorkspace(), "srv", "alice", "2025-11-25", body).then().statusCode(413)
                .contentType("application/problem+json");
    }

    @Test
    void uploadWithHostileNameIsListedVerbatim() {
        String ws = freshWorkspace();
        upload(ws, "alice", "..%2F..%2Fetc%2Fpasswd", "text/plain", "x".getBytes()).then().statusCode(201);
        list(ws, "alice", null).then().body("result.resources[0].name", equalTo("../../etc/passwd"));
    }
}
