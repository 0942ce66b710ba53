package dev.courier.uritemplate;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

class UriTemplateVectorsTest {

    /**
     * Negative cases whose syntax is valid: they fail only because the values make them fail (a
     * prefix modifier on an associative array). Every other negative case must fail at parse.
     */
    private static final Set<String> FAILS_AT_EXPANSION = Set.of("{keys:1}", "{+keys:1}");

    static Stream<SpecVectors.Case> specExamples() {
        return SpecVectors.load("spec-examples.json").stream();
    }

    static Stream<SpecVectors.Case> negativeTests() {
        return SpecVectors.load("negative-tests.json").stream();
    }

    @Test
    void vectorFilesHaveTheExpectedSize() {
        assertEquals(64, specExamples().count());
        assertEquals(36, negativeTests().count());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("specExamples")
    void expandsSpecExample(SpecVectors.Case c) throws InvalidUriTemplateException {
        UriTemplate template = UriTemplate.parse(c.template(), UriTemplateLimits.DEFAULT);
        String expanded = template.expand(c.variables());
        assertTrue(c.acceptable().contains(expanded),
                () -> c.template() + " expanded to " + expanded + ", expected one of " + c.acceptable());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("negativeTests")
    void rejectsNegativeCaseAtTheRightStage(SpecVectors.Case c) {
        if (FAILS_AT_EXPANSION.contains(c.template())) {
            UriTemplate template = assertDoesNotThrow(
                    () -> UriTemplate.parse(c.template(), UriTemplateLimits.DEFAULT));
            InvalidUriTemplateException e = assertThrows(InvalidUriTemplateException.class,
                    () -> template.expand(c.variables()));
            assertFalse(e.reason().isBlank());
        } else {
            InvalidUriTemplateException e = assertThrows(InvalidUriTemplateException.class,
                    () -> UriTemplate.parse(c.template(), UriTemplateLimits.DEFAULT));
            assertEquals(e.getMessage(), e.reason());
        }
    }

    @Test
    void everyExpansionStageCaseIsAVectorCase() {
        List<String> templates = negativeTests().map(SpecVectors.Case::template).toList();
        assertTrue(templates.containsAll(FAILS_AT_EXPANSION));
    }
}
