package dev.courier.uritemplate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Property: every expansion in the spec examples, including every acceptable alternative, is
 * matched by its template, and the recovered values expand back to the very same string.
 */
class UriTemplateRoundTripTest {

    static Stream<Arguments> expansions() {
        return SpecVectors.load("spec-examples.json").stream()
                .flatMap(c -> c.acceptable().stream().map(uri -> Arguments.of(c.template(), uri)));
    }

    @ParameterizedTest(name = "{0} <- {1}")
    @MethodSource("expansions")
    void matchThenExpandGivesTheSameUri(String templateText, String uri)
            throws InvalidUriTemplateException {
        UriTemplate template = UriTemplate.parse(templateText, UriTemplateLimits.DEFAULT);
        Optional<UriTemplateMatch> match = template.match(uri);
        assertTrue(match.isPresent(), () -> templateText + " did not match " + uri);
        assertEquals(uri, template.expand(match.get().variables()),
                () -> "recovered " + match.get().variables());
    }
}
