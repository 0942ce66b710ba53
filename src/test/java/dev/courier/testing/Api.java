package dev.courier.testing;

import static io.restassured.RestAssured.given;

import io.restassured.http.ContentType;
import io.restassured.specification.RequestSpecification;

/** Authenticated REST Assured requests against the running test application. */
public final class Api {
    private Api() {
    }

    public static RequestSpecification api() {
        return given().header("Authorization", "Bearer " + TestKeys.TOKEN).contentType(ContentType.JSON);
    }
}
