package dev.courier.files;

import static dev.courier.files.FileCalls.authed;
import static dev.courier.files.FileCalls.freshWorkspace;
import static dev.courier.files.FileCalls.list;
import static dev.courier.files.FileCalls.read;
import static dev.courier.files.FileCalls.upload;
import static dev.courier.files.FileCalls.uploaded;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasSize;
import static org.hamcrest.Matchers.matchesPattern;
import static org.hamcrest.Matchers.not;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import dev.courier.store.WorkspaceStore;
import dev.courier.testing.FilesProfiles;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import io.restassured.response.Response;
import jakarta.inject.Inject;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.time.Instant;
import java.util.HexFormat;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The Files API on the local directory store; subclasses run the same tests on S3 and on S3 + Redis. */
@QuarkusTest
@TestProfile(FilesProfiles.Local.class)
public class FilesApiTest {
    @Inject
    WorkspaceStore store;

    static void problem(Response response, int status, String detailPart) {
        response.then().statusCode(status)
                .contentType("application/problem+json")
                .body("status", equalTo(status))
                .body("detail", containsString(detailPart))
                .body(not(containsString("Exception")))
                .body(not(containsString("\tat ")));
    }

    static String sha256(byte[] bytes) throws Exception {
        return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
    }

    @Test
    void anUploadAnswers201WithTheContractShape() throws Exception {
        String ws = freshWorkspace();
        byte[] bytes = "region,revenue\nnorth,10\n".getBytes(StandardCharsets.UTF_8);
        Response created = authed().header("Courier-User", "alice").header("Courier-File-Name", "q1%20sales.csv")
                .header("Courier-File-Tags", "finance, q1,finance").contentType("text/csv")
                .body(bytes).post("/v1/workspaces/" + ws + "/files");
        created.then().statusCode(201).contentType("application/json")
                .body("id", matchesPattern("fl_[0-9a-f]{24}"))
                .body("name", equalTo("q1 sales.csv"))
                .body("mimeType", equalTo("text/csv"))
                .body("size", equalTo(bytes.length))
                .body("tags", equalTo(List.of("finance", "q1")))
                .body("owner", equalTo("alice"))
                .body("visibility", equalTo("shared"))
                .body("sha256", equalTo(sha256(bytes)));
        String id = created.path("id");
        assertEquals("files://" + id, created.path("uri"));
        Instant.parse(created.path("createdAt"));
        authed().header("Courier-User", "bob").get("/v1/workspaces/" + ws + "/files/" + id)
                .then().statusCode(200).body("id", equalTo(id)).body("sha256", equalTo(sha256(bytes)))
                .body("createdAt", equalTo(created.path("createdAt")));
    }

    @Test
    void anEmptyFileIsAFile() throws Exception {
        String ws = freshWorkspace();
        String id = upload(ws, "alice", "empty.txt", "text/plain", new byte[0]).then().statusCode(201)
                .body("size", equalTo(0)).body("sha256", equalTo(sha256(new byte[0]))).extract().path("id");
        read(ws, "alice", "files://" + id).then().statusCode(200)
                .body("result.contents[0].text", equalTo(""));
    }

    @Test
    void namesAreMetadataNeverKeys() {
        String ws = freshWorkspace();
        for (String name : List.of("../../etc/passwd", "%2e%2e%2F%2e%2e%2Fescape", "..%5C..%5Cwin", "/abs", "..")) {
            String decoded = FileNames.percentDecode(name);
            String id = upload(ws, "alice", name, "text/plain", "x".getBytes()).then().statusCode(201)
                    .body("name", equalTo(decoded)).extract().path("id");
            authed().header("Courier-User", "alice").get("/v1/workspaces/" + ws + "/files/" + id)
                    .then().statusCode(200).body("name", equalTo(decoded));
        }
        assertFalse(Files.exists(Path.of("target", "escape")));
        assertFalse(Files.exists(Path.of("escape")));
    }

    @Test
    void namesArePercentEncodedUtf8() {
        String ws = freshWorkspace();
        upload(ws, "alice", "r%C3%A9sum%C3%A9%20%F0%9F%93%84.pdf", "application/pdf", "%PDF".getBytes())
                .then().statusCode(201).body("name", equalTo("résumé 📄.pdf"));
        upload(ws, "alice", "100%25.txt", "text/plain", "x".getBytes()).then().statusCode(201)
                .body("name", equalTo("100%.txt"));
    }

    @ParameterizedTest
    @ValueSource(strings = {"%FF%FE.txt", "%C3%28", "%ED%A0%80x", "bad%", "bad%zz", "tab%09name", "nl%0Aname",
            "del%7F", "c1%C2%85", "%20%20"})
    void badNamesAre400(String name) {
        problem(upload(freshWorkspace(), "alice", name, "text/plain", "x".getBytes()), 400, "");
    }

    @Test
    void nameLengthIsCapped() {
        String ws = freshWorkspace();
        upload(ws, "alice", "n".repeat(255), "text/plain", "x".getBytes()).then().statusCode(201);
        problem(upload(ws, "alice", "n".repeat(256), "text/plain", "x".getBytes()), 400, "longer than 255");
        // Code points, not bytes: 255 two-byte characters fit.
        upload(ws, "alice", "%C3%A9".repeat(255), "text/plain", "x".getBytes()).then().statusCode(201);
    }

    @Test
    void requiredHeadersAndShapes() {
        String ws = freshWorkspace();
        problem(authed().header("Courier-File-Name", "a").contentType("text/plain").body("x")
                .post("/v1/workspaces/" + ws + "/files"), 400, "user id is required");
        problem(authed().header("Courier-User", "alice").contentType("text/plain").body("x")
                .post("/v1/workspaces/" + ws + "/files"), 400, "Courier-File-Name");
        problem(upload(ws, "bad user", "a", "text/plain", "x".getBytes()), 400, "user id");
        problem(upload("bad ws", "alice", "a", "text/plain", "x".getBytes()), 400, "workspace id");
        problem(authed().header("Courier-User", "alice").header("Courier-File-Name", "a")
                .header("Courier-Visibility", "public").contentType("text/plain").body("x")
                .post("/v1/workspaces/" + ws + "/files"), 400, "'shared' or 'private'");
        // Quarkus itself refuses a Content-Type it cannot parse (415); either way a problem, never a 500.
        Response badType = upload(ws, "alice", "a", "not a type", "x".getBytes());
        problem(badType, badType.statusCode() == 415 ? 415 : 400, "");
    }

    @Test
    void tooManyTagsAre400() {
        String ws = freshWorkspace();
        StringBuilder tags = new StringBuilder();
        for (int i = 0; i < 10_000; i++) {
            tags.append(i % 10).append(i < 9_999 ? "," : "");
        }
        problem(authed().header("Courier-User", "alice").header("Courier-File-Name", "a")
                .header("Courier-File-Tags", tags.toString()).contentType("text/plain").body("x")
                .post("/v1/workspaces/" + ws + "/files"), 400, "at most 64 tags");
        String id = uploaded(ws, "alice", "a", "text/plain", "x".getBytes());
        StringBuilder json = new StringBuilder("[");
        for (int i = 0; i < 10_000; i++) {
            json.append(i == 0 ? "" : ",").append("\"t").append(i).append('"');
        }
        problem(authed().header("Courier-User", "alice").contentType("application/json").body(json.append("]").toString())
                .put("/v1/workspaces/" + ws + "/files/" + id + "/tags"), 400, "at most 64 tags");
        problem(authed().header("Courier-User", "alice").header("Courier-File-Name", "a")
                .header("Courier-File-Tags", "ok," + "t".repeat(129)).contentType("text/plain").body("x")
                .post("/v1/workspaces/" + ws + "/files"), 400, "longer than 128");
    }

    @Test
    void tagsCanBeReplaced() {
        String ws = freshWorkspace();
        String id = uploaded(ws, "alice", "a", "text/plain", "x".getBytes());
        authed().header("Courier-User", "alice").contentType("application/json").body("[\"b\", \"a\", \"b\"]")
                .put("/v1/workspaces/" + ws + "/files/" + id + "/tags")
                .then().statusCode(200).body("tags", equalTo(List.of("b", "a")));
        authed().header("Courier-User", "bob").get("/v1/workspaces/" + ws + "/files/" + id)
                .then().statusCode(200).body("tags", equalTo(List.of("b", "a")));
        problem(authed().header("Courier-User", "alice").contentType("application/json").body("{\"a\":1}")
                .put("/v1/workspaces/" + ws + "/files/" + id + "/tags"), 400, "JSON array");
        problem(authed().header("Courier-User", "alice").contentType("application/json").body("[1]")
                .put("/v1/workspaces/" + ws + "/files/" + id + "/tags"), 400, "string");
        problem(authed().header("Courier-User", "alice").contentType("application/json").body("[\"\"]")
                .put("/v1/workspaces/" + ws + "/files/" + id + "/tags"), 400, "empty");
    }

    @Test
    void privateFilesAreInvisibleToOthers() {
        String ws = freshWorkspace();
        String id = authed().header("Courier-User", "alice").header("Courier-File-Name", "diary.txt")
                .header("Courier-Visibility", "private").contentType("text/plain").body("secret")
                .post("/v1/workspaces/" + ws + "/files").then().statusCode(201)
                .body("visibility", equalTo("private")).extract().path("id");
        authed().header("Courier-User", "alice").get("/v1/workspaces/" + ws + "/files/" + id).then().statusCode(200);
        Response hidden = authed().header("Courier-User", "bob").get("/v1/workspaces/" + ws + "/files/" + id);
        problem(hidden, 404, "No file");
        Response unknown = authed().header("Courier-User", "bob")
                .get("/v1/workspaces/" + ws + "/files/fl_000000000000000000000000");
        assertEquals(unknown.path("detail").toString().replace("fl_000000000000000000000000", id),
                hidden.path("detail"));
        problem(authed().header("Courier-User", "bob").delete("/v1/workspaces/" + ws + "/files/" + id), 404, "No file");
        problem(authed().header("Courier-User", "alice").get("/v1/workspaces/other-ws/files/" + id), 404, "No file");
        problem(authed().get("/v1/workspaces/" + ws + "/files/" + id), 400, "user id");
    }

    @ParameterizedTest
    @ValueSource(strings = {"fl_XYZ", "fl_0123456789ABCDEF01234567", "fl_0123456789abcdef0123456", "%2e%2e",
            "..%2F..%2Fetc", "fl_0123456789abcdef012345678", "FL_0123456789abcdef01234567", "x"})
    void fileIdsOfTheWrongShapeAre400(String id) {
        String ws = freshWorkspace();
        Response response = authed().urlEncodingEnabled(false).header("Courier-User", "alice")
                .get("/v1/workspaces/" + ws + "/files/" + id);
        // A traversal may not even reach the route (404 from routing); either way no file and no 500.
        int status = response.statusCode();
        if (status != 404) {
            problem(response, 400, "fl_ followed by 24 lowercase hex");
        }
        response.then().contentType("application/problem+json");
    }

    @Test
    void deleteRemovesTheFileEverywhere() {
        String ws = freshWorkspace();
        String id = uploaded(ws, "alice", "a.txt", "text/plain", "x".getBytes());
        authed().header("Courier-User", "bob").delete("/v1/workspaces/" + ws + "/files/" + id)
                .then().statusCode(204);
        problem(authed().header("Courier-User", "alice").get("/v1/workspaces/" + ws + "/files/" + id), 404, "No file");
        read(ws, "alice", "files://" + id).then().body("error.code", equalTo(-32002));
        list(ws, "alice", null).then().body("result.resources", hasSize(0));
        problem(authed().header("Courier-User", "alice").delete("/v1/workspaces/" + ws + "/files/" + id), 404, "No file");
    }

    @Test
    void uploadsAreCapped() {
        String ws = freshWorkspace();
        int cap = (int) FilesProfiles.MAX_UPLOAD;
        upload(ws, "alice", "at-cap.bin", "application/octet-stream", new byte[cap]).then().statusCode(201)
                .body("size", equalTo(cap));
        problem(upload(ws, "alice", "over.bin", "application/octet-stream", new byte[cap + 1]), 413, "upload limit");
        // Without a Content-Length (chunked), the cap holds while streaming.
        problem(authed().header("Courier-User", "alice").header("Courier-File-Name", "chunked.bin")
                .contentType("application/octet-stream").body(new ByteArrayInputStream(new byte[cap + 1]))
                .post("/v1/workspaces/" + ws + "/files"), 413, "upload limit");
        list(ws, "alice", null).then().body("result.resources", hasSize(1));
    }

    @Test
    void theIndexIsRebuiltFromObjectStorage() {
        String ws = freshWorkspace();
        String a = uploaded(ws, "alice", "a.txt", "text/plain", "a".getBytes());
        String b = uploaded(ws, "alice", "b.txt", "text/plain", "b".getBytes());
        list(ws, "alice", null).then().body("result.resources.uri", equalTo(List.of("files://" + a, "files://" + b)));

        // Drop the whole index (what a flushed Redis or a restarted embedded store looks like).
        dropIndex(ws);
        list(ws, "alice", null).then().body("result.resources.uri", equalTo(List.of("files://" + a, "files://" + b)));
        read(ws, "alice", "files://" + b).then().body("result.contents[0].text", equalTo("b"));

        // A stale index (an entry for a file that no longer exists, a file missing) heals once it is untrusted.
        store.remove(ws, FileIndex.COLLECTION, a);
        store.put(ws, FileIndex.COLLECTION, "fl_000000000000000000000000",
                store.get(ws, FileIndex.COLLECTION, b).orElseThrow().replace(b, "fl_000000000000000000000000"));
        store.remove(ws, FileIndex.COLLECTION, FileIndex.MARKER);
        list(ws, "alice", null).then().body("result.resources.uri", equalTo(List.of("files://" + a, "files://" + b)));
    }

    private void dropIndex(String ws) {
        for (String id : store.snapshot(ws, FileIndex.COLLECTION).documents().keySet()) {
            store.remove(ws, FileIndex.COLLECTION, id);
        }
        assertEquals(0, store.snapshot(ws, FileIndex.COLLECTION).documents().size());
    }
}
