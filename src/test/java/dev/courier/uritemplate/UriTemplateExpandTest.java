package dev.courier.uritemplate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class UriTemplateExpandTest {

    private static String expand(String template, Map<String, ?> variables)
            throws InvalidUriTemplateException {
        return UriTemplate.parse(template, UriTemplateLimits.DEFAULT).expand(variables);
    }

    @Test
    void undefinedValuesVanish() throws InvalidUriTemplateException {
        Map<String, Object> variables = new HashMap<>();
        variables.put("nothing", null);
        variables.put("none", List.of());
        variables.put("empty", Map.of());
        variables.put("y", "1");
        assertEquals("?y=1", expand("{?nothing,none,empty,y}", variables));
        assertEquals("", expand("{/nothing,none,empty}", variables));
        assertEquals("a", expand("a{#missing}", variables));
        assertEquals("?y=1", expand("{?y,nulls*}", Map.of("y", "1", "nulls", Arrays.asList(null, null))));
    }

    @Test
    void prefixCountsCodePointsNotUtf16Units() throws InvalidUriTemplateException {
        assertEquals("%F0%9F%98%80", expand("{var:1}", Map.of("var", "\uD83D\uDE00x")));
        assertEquals("caf%C3%A9", expand("{var:4}", Map.of("var", "café au lait")));
    }

    @Test
    void reservedExpansionPassesTripletsThroughAndEncodesStrayPercents()
            throws InvalidUriTemplateException {
        assertEquals("%2F%25zz/", expand("{+x}", Map.of("x", "%2F%zz/")));
        assertEquals("%252F", expand("{x}", Map.of("x", "%2F")));
    }

    @Test
    void literalsAreEncodedLikeReservedExpansion() throws InvalidUriTemplateException {
        assertEquals("caf%C3%A9/1", expand("café/{x}", Map.of("x", "1")));
        assertEquals("a%20b", expand("a%20b", Map.of()));
    }

    @Test
    void associativeArraysKeepInsertionOrder() throws InvalidUriTemplateException {
        Map<String, String> keys = new LinkedHashMap<>();
        keys.put("z", "1");
        keys.put("a", "");
        assertEquals("?z=1&a=", expand("{?keys*}", Map.of("keys", keys)));
        assertEquals(";z=1;a", expand("{;keys*}", Map.of("keys", keys)));
        assertEquals("z=1,a=", expand("{keys*}", Map.of("keys", keys)));
        assertEquals("z,1,a,", expand("{keys}", Map.of("keys", keys)));
    }

    @Test
    void valuesThatCannotBeExpandedFailWithAReason() {
        InvalidUriTemplateException prefix = assertThrows(InvalidUriTemplateException.class,
                () -> expand("{list:1}", Map.of("list", List.of("a"))));
        assertEquals("prefix modifier ':1' on composite value 'list' in expression 1 at offset 0",
                prefix.reason());
        InvalidUriTemplateException type = assertThrows(InvalidUriTemplateException.class,
                () -> expand("{n}", Map.of("n", 42)));
        assertEquals("value of 'n' is a Integer; expected String, List or Map", type.reason());
    }
}
