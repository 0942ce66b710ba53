package dev.courier.uritemplate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * Template/URI pairs that make a backtracking matcher explode (many adjacent or
 * separator-sharing expressions against a long run of one character). The matcher must return
 * the right answer; its speed is measured by benchmarks, not asserted here.
 */
class UriTemplateHostileMatchTest {

    private static final int URI_LENGTH = 64 * 1024;

    private static UriTemplate parse(String template) throws InvalidUriTemplateException {
        return UriTemplate.parse(template, UriTemplateLimits.DEFAULT);
    }

    private static String template(String open, String between, int expressions, String modifier) {
        StringBuilder t = new StringBuilder();
        for (int i = 0; i < expressions; i++) {
            if (i > 0) {
                t.append(between);
            }
            t.append('{').append(open).append('v').append(i).append(modifier).append('}');
        }
        return t.toString();
    }

    @Test
    void adjacentSimpleExpressionsOverALongRun() throws InvalidUriTemplateException {
        UriTemplate template = parse(template("", "", 32, ""));
        String run = "a".repeat(URI_LENGTH);
        Optional<UriTemplateMatch> match = template.match(run);
        assertTrue(match.isPresent());
        assertEquals(run, template.expand(match.get().variables()));
        assertFalse(template.match(run + "!").isPresent(), "'!' is never produced by {v}");
        assertFalse(template.match(run.substring(1) + " ").isPresent());
    }

    @Test
    void reservedExpressionsSeparatedByTheirOwnCharacter() throws InvalidUriTemplateException {
        UriTemplate template = parse(template("+", "x", 32, ""));
        String run = "x".repeat(URI_LENGTH);
        Optional<UriTemplateMatch> match = template.match(run);
        assertTrue(match.isPresent());
        assertEquals(run, template.expand(match.get().variables()));
        assertFalse(template.match("x".repeat(30)).isPresent(), "31 literal x are required");
        assertFalse(template.match(run + "\"").isPresent());
    }

    @Test
    void manyVariablesInOneExpression() throws InvalidUriTemplateException {
        StringBuilder t = new StringBuilder("{");
        for (int i = 0; i < 200; i++) {
            t.append(i == 0 ? "" : ",").append('v').append(i);
        }
        UriTemplate template = parse(t.append('}').toString());
        String commas = "a,".repeat(URI_LENGTH / 8) + "a"; // a 1500-instruction program
        Optional<UriTemplateMatch> match = template.match(commas);
        assertTrue(match.isPresent());
        assertEquals(commas, template.expand(match.get().variables()));
        assertFalse(template.match(commas + ",/").isPresent());
    }

    @Test
    void explodedExpressionsSharingSeparators() throws InvalidUriTemplateException {
        UriTemplate path = parse(template("/", "", 32, "*"));
        String segments = "/a".repeat(URI_LENGTH / 2);
        assertTrue(path.match(segments).isPresent());
        assertFalse(path.match(segments + "//?").isPresent());

        UriTemplate labels = parse(template(".", "", 32, "*"));
        StringBuilder pairs = new StringBuilder();
        for (int i = 0; pairs.length() < URI_LENGTH; i++) {
            pairs.append(".k").append(i).append("=v.");
        }
        String dots = pairs.toString();
        Optional<UriTemplateMatch> match = labels.match(dots);
        assertTrue(match.isPresent());
        assertEquals(dots, labels.expand(match.get().variables()));
        assertFalse(labels.match(".a=b=c").isPresent(), "'=' is encoded inside label values");

        UriTemplate query = parse("{?q*}" + template("&", "", 31, "*"));
        String params = "?q=1" + "&q=1".repeat(URI_LENGTH / 4);
        assertTrue(query.match(params).isPresent());
        assertFalse(query.match(params + "&&").isPresent());
    }

    /** 32 prefixes of 2048 code points cover exactly 64 KiB: one more character cannot match. */
    @Test
    void boundedPrefixesAreCountedExactly() throws InvalidUriTemplateException {
        UriTemplate template = parse(template("", "", 32, ":2048"));
        String exact = "a".repeat(32 * 2048);
        assertTrue(template.match(exact).isPresent());
        assertEquals(exact, template.expand(template.match(exact).get().variables()));
        assertFalse(template.match(exact + "a").isPresent());

        String encoded = "%C3%A9".repeat(32 * 2048);
        assertTrue(template.match(encoded).isPresent());
        assertFalse(template.match(encoded + "%C3%A9").isPresent());
    }
}
