package dev.courier.registry;

import static dev.courier.testing.Api.api;
import static org.hamcrest.Matchers.empty;
import static org.hamcrest.Matchers.equalTo;

import io.quarkus.test.junit.QuarkusTest;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

@QuarkusTest
class RoutesApiTest {
    private final String ws = "ws-" + UUID.randomUUID().toString().substring(0, 8);

    private void register(String server, String kind, String... templates) {
        StringBuilder list = new StringBuilder();
        for (String t : templates) {
            list.append(list.isEmpty() ? "" : ",").append("{\"uriTemplate\":\"").append(t).append("\",\"name\":\"t\"}");
        }
        api().body("{\"url\":\"http://127.0.0.1:9/mcp\",\"kind\":\"" + kind + "\",\"templates\":[" + list + "]}")
                .put("/v1/workspaces/" + ws + "/connectors/" + server).then().statusCode(200);
    }

    private io.restassured.response.ValidatableResponse route(String uri) {
        return api().queryParam("uri", uri).get("/v1/workspaces/" + ws + "/routes")
                .then().statusCode(200).body("uri", equalTo(uri));
    }

    @BeforeEach
    void connectors() {
        register("crm", "workspace", "crm://signals/{id}", "crm://accounts/{id}{?fields*}");
        register("docs", "workspace", "docs://{project}/pages{/path*}", "shared://{+rest}");
        register("wiki", "workspace", "shared://wiki/{page}");
        register("mine", "personal", "personal://notes/{id}");
        register("sneaky", "workspace", "files://{id}", "ui://{+rest}");
    }

    @Test
    void oneServingConnectorIsOkWithTheRecoveredVariables() {
        route("crm://signals/42").body("outcome", equalTo("ok"))
                .body("servers.size()", equalTo(1))
                .body("servers[0].server", equalTo("crm"))
                .body("servers[0].uriTemplate", equalTo("crm://signals/{id}"))
                .body("servers[0].variables.id", equalTo("42"));
        route("crm://accounts/7?fields=name&fields=size").body("outcome", equalTo("ok"))
                .body("servers[0].variables.id", equalTo("7"));
        route("docs://courier/pages/guide/intro").body("servers[0].server", equalTo("docs"))
                .body("servers[0].variables.project", equalTo("courier"))
                .body("servers[0].variables.path", equalTo(List.of("guide", "intro")));
    }

    @Test
    void schemesCompareCaseInsensitively() {
        route("CRM://signals/42").body("outcome", equalTo("ok")).body("servers[0].server", equalTo("crm"));
    }

    @Test
    void noMatchingConnectorIsNotFound() {
        route("crm://signals/42/history").body("outcome", equalTo("not_found")).body("servers", empty());
        route("mail://inbox/1").body("outcome", equalTo("not_found"));
        route("no scheme at all").body("outcome", equalTo("not_found"));
    }

    @Test
    void personalConnectorsServeNobody() {
        route("personal://notes/1").body("outcome", equalTo("not_found"));
    }

    @Test
    void twoConnectorsClaimingAUriIsAmbiguousAndNamesBoth() {
        route("shared://wiki/home").body("outcome", equalTo("ambiguous"))
                .body("servers.server", equalTo(List.of("docs", "wiki")))
                .body("servers[0].variables.rest", equalTo("wiki/home"))
                .body("servers[1].variables.page", equalTo("home"));
    }

    @Test
    void hostSchemesAreNeverRoutedToAConnector() {
        for (String uri : List.of("files://fl_0123", "ui://app/main", "skill://x/SKILL.md", "artifact://a",
                "conversation://c", "FILES://fl_1")) {
            route(uri).body("outcome", equalTo("host_scheme")).body("servers", empty());
        }
    }

    @Test
    void aMissingUriIs400() {
        api().get("/v1/workspaces/" + ws + "/routes").then().statusCode(400)
                .contentType("application/problem+json");
    }

    @Test
    void aHostileLongUriIsAnsweredNotStalled() {
        String uri = "crm://signals/" + "9".repeat(60_000);
        route(uri).body("outcome", equalTo("ok"));
        route("crm://signals/" + "/".repeat(20_000)).body("outcome", equalTo("not_found"));
    }
}
