package dev.courier.uritemplate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

class UriTemplateMatchTest {

    /** The recovered variables, or null when the URI does not match. */
    private static Map<String, Object> match(String template, String uri) {
        try {
            Optional<UriTemplateMatch> match =
                    UriTemplate.parse(template, UriTemplateLimits.DEFAULT).match(uri);
            return match.map(UriTemplateMatch::variables).orElse(null);
        } catch (InvalidUriTemplateException e) {
            throw new AssertionError(e);
        }
    }

    private static Map<String, Object> vars(Object... keyValues) {
        Map<String, Object> map = new LinkedHashMap<>();
        for (int i = 0; i < keyValues.length; i += 2) {
            map.put((String) keyValues[i], keyValues[i + 1]);
        }
        return map;
    }

    @Nested
    class Routing {

        @Test
        void simpleIdIsRecovered() {
            assertEquals(vars("id", "42"), match("crm://signals/{id}", "crm://signals/42"));
        }

        @Test
        void extraSegmentOrOtherLiteralDoesNotMatch() {
            assertNull(match("crm://signals/{id}", "crm://signals/42/x"));
            assertNull(match("crm://signals/{id}", "crm://signal/42"));
            assertNull(match("crm://signals/{id}", "crm://signals"));
        }

        /**
         * RFC 6570 expands a defined empty string to nothing, so the URI is a possible expansion;
         * we match it and report the variable undefined (nothing in the URI speaks for a value).
         */
        @Test
        void emptySimpleExpansionMatchesWithTheVariableUndefined() {
            assertEquals(vars(), match("crm://signals/{id}", "crm://signals/"));
        }

        @Test
        void reservedExpansionKeepsSlashes() {
            assertEquals(vars("path", "a/b/c.txt"), match("file:///{+path}", "file:///a/b/c.txt"));
        }

        @Test
        void pathSegmentsAndOptionalQuery() {
            String template = "docs://{project}/pages{/segments*}{?lang}";
            assertEquals(vars("project", "courier", "segments", List.of("intro", "setup"), "lang", "en"),
                    match(template, "docs://courier/pages/intro/setup?lang=en"));
            assertEquals(vars("project", "courier"), match(template, "docs://courier/pages"));
            assertEquals(vars("project", "courier", "lang", "en"),
                    match(template, "docs://courier/pages?lang=en"));
            assertEquals(vars("project", "courier", "segments", List.of("a b")),
                    match(template, "docs://courier/pages/a%20b"));
            assertNull(match(template, "docs://courier/pages?lang=en&x=1"));
        }
    }

    @Nested
    class Operators {

        @Test
        void fragment() {
            assertEquals(vars("frag", "sec/1"), match("page{#frag}", "page#sec/1"));
            assertEquals(vars(), match("page{#frag}", "page"));
            assertNull(match("page{#frag}", "pagesec"));
        }

        @Test
        void label() {
            assertEquals(vars("ext", "json"), match("file{.ext}", "file.json"));
            assertEquals(vars("parts", List.of("tar", "gz")), match("file{.parts*}", "file.tar.gz"));
        }

        @Test
        void pathParameters() {
            assertEquals(vars("x", "1", "y", "2"), match("{;x,y}", ";x=1;y=2"));
            assertEquals(vars("y", "2"), match("{;x,y}", ";y=2"));
            assertEquals(vars("x", ""), match("{;x,y}", ";x"));
            assertNull(match("{;x,y}", ";y=2;x=1"));
        }

        @Test
        void queryWithOnlySomeVariablesDefined() {
            assertEquals(vars("y", "1"), match("{?x,y}", "?y=1"));
            assertEquals(vars("x", ""), match("{?x,y}", "?x="));
            assertNull(match("{?x,y}", "?z=1"));
        }

        @Test
        void queryContinuation() {
            assertEquals(vars("cont", "a b"), match("?fixed=yes{&cont}", "?fixed=yes&cont=a%20b"));
            assertEquals(vars(), match("?fixed=yes{&cont}", "?fixed=yes"));
        }

        @Test
        void listsAndMaps() {
            assertEquals(vars("list", List.of("red", "green", "blue")), match("{list}", "red,green,blue"));
            assertEquals(vars("list", List.of("red", "green")), match("{?list*}", "?list=red&list=green"));
            Map<String, String> keys = new LinkedHashMap<>();
            keys.put("semi", ";");
            keys.put("dot", ".");
            assertEquals(vars("keys", keys), match("{?keys*}", "?semi=%3B&dot=."));
            assertEquals(vars("keys", keys), match("{/keys*}", "/semi=%3B/dot=."));
            assertEquals(List.of("semi", "dot"),
                    new ArrayList<>(((Map<?, ?>) match("{?keys*}", "?semi=%3B&dot=.").get("keys")).keySet()));
        }

        /** A comma the operator would have encoded marks a list boundary, but first each variable. */
        @Test
        void commasSplitVariablesBeforeLists() {
            assertEquals(vars("x", "1024", "y", "768"), match("map?{x,y}", "map?1024,768"));
            assertEquals(vars("x", "a", "y", List.of("b", "c")), match("{x,y}", "a,b,c"));
            assertEquals(vars("x", "1024", "hello", "Hello World!", "y", "768"),
                    match("{+x,hello,y}", "1024,Hello%20World!,768"));
            assertEquals(vars("path", "a,b"), match("{+path}", "a,b"));
        }
    }

    @Nested
    class Prefixes {

        @Test
        void prefixValueIsTheStringSeen() {
            assertEquals(vars("var", "val"), match("{var:3}", "val"));
            assertNull(match("{var:3}", "value"));
        }

        @Test
        void prefixLengthIsCountedInCodePoints() {
            assertEquals(vars("var", "été"), match("{var:3}", "%C3%A9t%C3%A9"));
            assertNull(match("{var:3}", "%C3%A9t%C3%A9x"));
            assertEquals(vars("var", "\uD83D\uDE00"), match("{var:1}", "%F0%9F%98%80"));
        }

        @Test
        void boundedPrefixLeavesTheRestToTheNextVariable() {
            assertEquals(vars("head", "abc", "tail", "def"), match("{head:3}{tail}", "abcdef"));
            assertEquals(vars("a", "ab", "b", "cd"), match("{a:2}{b:2}", "abcd"));
            assertNull(match("{a:2}{b:2}", "abcde"));
        }

        @Test
        void repeatedVariableMustAgreeWithItsPrefix() {
            assertEquals(vars("var", "value"), match("{/var:1,var}", "/v/value"));
            assertNull(match("{/var:1,var}", "/x/value"));
            assertEquals(vars("x", "a"), match("{x}/{x}", "a/a"));
            assertNull(match("{x}/{x}", "a/b"));
        }
    }

    @Nested
    class Decoding {

        @Test
        void percentDecoding() {
            assertEquals(vars("hello", "Hello World!"), match("{hello}", "Hello%20World%21"));
            assertEquals(vars("word", "café"), match("{word}", "caf%C3%A9"));
            assertEquals(vars("word", "é"), match("{word}", "%c3%a9"));
        }

        @Test
        void charactersTheOperatorNeverProducesDoNotMatch() {
            assertNull(match("{x}", "a b"));
            assertNull(match("{x}", "a{b"));
            assertNull(match("{x}", "café"));
            assertNull(match("{x}", "a/b"));
            assertNull(match("{x}", "a!"));
            assertNull(match("{+x}", "a b"));
            assertNull(match("{+x}", "a\"b"));
        }

        @Test
        void malformedPercentEncodingDoesNotMatch() {
            assertNull(match("{x}", "%zz"));
            assertNull(match("{x}", "%2"));
            assertNull(match("{x}", "%"));
            assertNull(match("{x}", "%C3"));
            assertNull(match("{x}", "%FF"));
            assertNull(match("{+x}", "a%"));
        }

        @Test
        void nonAsciiLiteralsMatchTheirEncodedForm() {
            assertEquals(vars("x", "1"), match("café/{x}", "caf%C3%A9/1"));
            assertNull(match("café/{x}", "café/1"));
        }
    }

    @Test
    void matchNeverThrows() throws InvalidUriTemplateException {
        List<UriTemplate> templates = new ArrayList<>();
        for (String t : List.of("{x}", "{+x,y}", "{#a*}", "{.l*}", "{/a,b*}", "{;k*}", "{?q,r*}",
                "{&c:3}", "a{b:2}c{+d}", "{/var:1,var}")) {
            templates.add(UriTemplate.parse(t, UriTemplateLimits.DEFAULT));
        }
        String alphabet = "aZ09-._~%2FfC3A9=,;&?/#+!*'()[]@ {}\"\u00e9\uD83D\uDE00\uD800";
        Random random = new Random(6570);
        for (int i = 0; i < 20_000; i++) {
            StringBuilder uri = new StringBuilder();
            int length = random.nextInt(12);
            for (int j = 0; j < length; j++) {
                uri.append(alphabet.charAt(random.nextInt(alphabet.length())));
            }
            for (UriTemplate template : templates) {
                Optional<UriTemplateMatch> match = template.match(uri.toString());
                if (match.isPresent() && uri.indexOf("%") < 0) {
                    // without triplets nothing is lost in decoding: the match must round-trip
                    assertEquals(uri.toString(), template.expand(match.get().variables()),
                            () -> template + " <- " + uri);
                } else if (match.isPresent()) {
                    template.expand(match.get().variables());
                }
            }
        }
        assertThrows(NullPointerException.class, () -> templates.get(0).match(null));
    }

    @Test
    void matchIsImmutable() {
        Map<String, Object> variables = match("{list}", "a,b");
        assertThrows(UnsupportedOperationException.class, () -> variables.put("x", "y"));
        assertThrows(UnsupportedOperationException.class,
                () -> ((List<?>) variables.get("list")).clear());
        assertFalse(variables.isEmpty());
        assertTrue(variables.containsKey("list"));
    }
}
