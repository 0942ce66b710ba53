package dev.courier.registry;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.courier.uritemplate.UriTemplate;
import dev.courier.uritemplate.UriTemplateLimits;
import org.junit.jupiter.api.Test;

class RouteTableTest {
    private static RouteTable tableOf(int templates) throws Exception {
        RouteTable table = new RouteTable(65536);
        for (int i = 0; i < templates; i++) {
            String template = "app" + (i % 10) + "://records" + i + "/{id}";
            table.add("server" + i, template, UriTemplate.parse(template, UriTemplateLimits.DEFAULT));
        }
        table.add("catch-all", "{+anything}", UriTemplate.parse("{+anything}", UriTemplateLimits.DEFAULT));
        return table;
    }

    @Test
    void onlyTemplatesWhosePrefixTheUriStartsWithAreTried() throws Exception {
        RouteTable table = tableOf(1000);
        // The URI's own template, records5's shorter prefix does not apply (it continues with "5/"), plus the
        // one template that starts with an expression: two candidates out of 1,001.
        assertEquals(2, table.candidates("app5://records995/x").size());
        assertEquals(1, table.candidates("zzz://nothing").size());
    }

    @Test
    void theIndexDoesNotChangeTheAnswer() throws Exception {
        RouteTable table = tableOf(1000);
        Route route = table.route("app5://records995/x");
        assertEquals(Route.Outcome.AMBIGUOUS, route.outcome());
        assertEquals("server995", route.servers().get(0).server());
        assertEquals("catch-all", route.servers().get(1).server());
    }

    @Test
    void theIndexKeyStopsBeforeCharactersExpansionEncodes() {
        assertEquals("docs://caf", RouteTable.indexKey("docs://caf\u00e9/"));
        assertEquals("docs://a", RouteTable.indexKey("docs://a%20b/"));
        assertEquals("crm://signals/", RouteTable.indexKey("crm://signals/"));
    }

    @Test
    void requiredLiteralsAreTheVerbatimRunsOutsideExpressionsInOrder() {
        assertEquals(java.util.List.of(".ns3://", "/x"), RouteTable.requiredLiterals("{tenant}.ns3://{+path}/x{?q}"));
        assertEquals(java.util.List.of("docs://caf", "/p"), RouteTable.requiredLiterals("docs://caf\u00e9/p{x}"));
        assertEquals(java.util.List.of(), RouteTable.requiredLiterals("{a}{b}"));
    }

    @Test
    void theLiteralFilterNeverHidesAMatch() throws Exception {
        RouteTable table = new RouteTable(65536);
        String template = "{tenant}.ns3://{+path}/x{?q}";
        table.add("t", template, UriTemplate.parse(template, UriTemplateLimits.DEFAULT));
        assertEquals(Route.Outcome.OK, table.route("acme.ns3://a/b/x?q=1").outcome());
        assertEquals(Route.Outcome.NOT_FOUND, table.route("acme.ns3://a/b/y?q=1").outcome());
    }

    @Test
    void aTemplateWithAnEncodedLiteralIsStillRouted() throws Exception {
        RouteTable table = new RouteTable(65536);
        String template = "docs://caf\u00e9/{page}";
        table.add("docs", template, UriTemplate.parse(template, UriTemplateLimits.DEFAULT));
        assertEquals(Route.Outcome.OK, table.route("docs://caf%C3%A9/menu").outcome());
    }
}
