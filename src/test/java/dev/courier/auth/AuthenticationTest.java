package dev.courier.auth;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;

import dev.courier.testing.TestKeys;
import io.quarkus.test.junit.QuarkusTest;
import org.junit.jupiter.api.Test;

@QuarkusTest
class AuthenticationTest {
    private static final String CAPABILITIES = "/v1/capabilities?connection=workspace";

    @Test
    void aCallWithoutATokenIsRefusedAsProblemJson() {
        given().get(CAPABILITIES).then()
                .statusCode(401)
                .contentType("application/problem+json")
                .header("WWW-Authenticate", "Bearer")
                .body("status", equalTo(401))
                .body("title", equalTo("Unauthorized"))
                .body("detail", containsString("bearer token"));
    }

    @Test
    void aWrongTokenIsRefused() {
        given().header("Authorization", "Bearer " + TestKeys.TOKEN + "x").get(CAPABILITIES).then().statusCode(401);
        given().header("Authorization", "Bearer " + TestKeys.TOKEN.substring(1)).get(CAPABILITIES).then()
                .statusCode(401);
        given().header("Authorization", "Basic " + TestKeys.TOKEN).get(CAPABILITIES).then().statusCode(401);
        given().header("Authorization", "Bearer").get(CAPABILITIES).then().statusCode(401);
    }

    @Test
    void everyConfiguredTokenIsAcceptedSoTokensCanBeRotated() {
        given().header("Authorization", "Bearer " + TestKeys.TOKEN).get(CAPABILITIES).then().statusCode(200);
        given().header("Authorization", "Bearer " + TestKeys.ROTATED_TOKEN).get(CAPABILITIES).then()
                .statusCode(200);
        given().header("Authorization", "bearer " + TestKeys.TOKEN).get(CAPABILITIES).then().statusCode(200);
    }

    @Test
    void everyV1PathIsProtectedEvenUnknownOnes() {
        given().get("/v1/workspaces/ws/connectors").then().statusCode(401);
        given().get("/v1/no-such-thing").then().statusCode(401);
        given().header("Authorization", "Bearer " + TestKeys.TOKEN).get("/v1/no-such-thing").then()
                .statusCode(404).contentType("application/problem+json");
    }

    @Test
    void healthEndpointsAreOpen() {
        given().get("/q/health/live").then().statusCode(200);
        given().get("/q/health/ready").then().statusCode(200);
    }
}
