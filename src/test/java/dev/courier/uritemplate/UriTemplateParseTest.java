package dev.courier.uritemplate;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class UriTemplateParseTest {

    private static String reason(String template) {
        return reason(template, UriTemplateLimits.DEFAULT);
    }

    private static String reason(String template, UriTemplateLimits limits) {
        return assertThrows(InvalidUriTemplateException.class,
                () -> UriTemplate.parse(template, limits)).reason();
    }

    @Test
    void reasonsNameThePieceAndWhereItIs() {
        assertEquals("invalid variable name ' leading_space' in expression 1 at offset 0",
                reason("{ leading_space}"));
        assertEquals("invalid variable name '-prefix|/-/|var' in expression 2 at offset 5",
                reason("{var}{-prefix|/-/|var}"));
        assertEquals("unclosed expression 1 at offset 0", reason("{/id*"));
        assertEquals("unmatched '}' at offset 4", reason("/id*}"));
        assertEquals("empty expression 1 at offset 2", reason("a/{}"));
        assertEquals("reserved operator '!' in expression 1 at offset 0", reason("{!hello}"));
        assertEquals("prefix and explode modifiers together in 'hello:2*' in expression 1 at offset 0",
                reason("{hello:2*}"));
        assertEquals("invalid prefix modifier ':01' on 'var' in expression 1 at offset 0"
                + " (must be 1-9999 without leading zero)", reason("{var:01}"));
        assertEquals("'{' at offset 15 inside unclosed expression 1 at offset 7",
                reason("/sparql{?query){&default-graph-uri*}"));
        assertEquals("illegal literal character U+0020 at offset 1", reason("a b{x}"));
        assertEquals("'%' not followed by two hex digits at offset 1", reason("a%2g"));
    }

    @ParameterizedTest
    @ValueSource(strings = {"{x.}", "{x..y}", "{.x.}", "{~thing}", "{default-graph-uri}",
            "{with space}", "{%2x}", "{var:0}", "{var:01}", "{var:10000}", "{var:}", "{var:1a}",
            "{=x}", "{,x}", "{@x}", "{|x}", "{x,}", "{x*y}", "{x:2*}"})
    void rejectsInvalidExpressions(String template) {
        reason(template);
    }

    @ParameterizedTest
    @ValueSource(strings = {"a\u0001", "a\u007f", "a b", "a\"", "a<", "a>", "a\\", "a^", "a`",
            "a{", "a|", "a}", "a%", "a%4", "a%zz", "a\u0085", "a\uD800"})
    void rejectsIllegalLiteralCharacters(String template) {
        reason(template);
    }

    @ParameterizedTest
    @ValueSource(strings = {"{x.y}", "{%20a}", "{a_b9.c}", "{var:9999}", "{var:1}", "{list*}",
            "a%20b{x}", "café/{x}", "'{var}'", "!#$&()*+,-./:;=?@[]_~{x}", "{x}{y}", "", "plain"})
    void acceptsValidTemplates(String template) {
        assertDoesNotThrow(() -> UriTemplate.parse(template, UriTemplateLimits.DEFAULT));
    }

    @Test
    void limitsRejectRatherThanTruncate() {
        UriTemplateLimits limits = new UriTemplateLimits(10, 2);
        assertDoesNotThrow(() -> UriTemplate.parse("0123456789", limits));
        assertEquals("template is 11 characters long, over the limit of 10",
                reason("0123456789a", limits));
        assertDoesNotThrow(() -> UriTemplate.parse("{a}{b}", limits));
        assertEquals("more than 2 expressions: expression 3 at offset 6", reason("{a}{b}{c}", limits));
        assertEquals(new UriTemplateLimits(1024, 32), UriTemplateLimits.DEFAULT);
        assertThrows(IllegalArgumentException.class, () -> new UriTemplateLimits(0, 1));
    }

    @Test
    void describesItself() throws InvalidUriTemplateException {
        UriTemplate template = UriTemplate.parse(
                "docs://{project}/pages{/segments*}{?lang,project}", UriTemplateLimits.DEFAULT);
        assertEquals("docs://", template.literalPrefix());
        assertEquals(List.of("project", "segments", "lang"), template.variableNames());
        assertEquals("docs://{project}/pages{/segments*}{?lang,project}", template.template());
        assertEquals("crm://signals", UriTemplate.parse("crm://signals", UriTemplateLimits.DEFAULT)
                .literalPrefix());
        assertEquals("caf%C3%A9/", UriTemplate.parse("caf%C3%A9/{x}", UriTemplateLimits.DEFAULT)
                .literalPrefix());
    }
}
