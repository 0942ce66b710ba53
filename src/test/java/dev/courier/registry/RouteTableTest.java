package dev.courier.registry;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.courier.uritemplate.UriTemplate;
import dev.courier.uritemplate.UriTemplateLimits;
import org.junit.jupiter.api.Test;

class RouteTableTest {
    private static RouteTable tableOf(int templates) throws Exception {
        RouteTable table = new RouteTable("ws", 65536, Long.MAX_VALUE);
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
        RouteTable table = new RouteTable("ws", 65536, Long.MAX_VALUE);
        String template = "{tenant}.ns3://{+path}/x{?q}";
        table.add("t", template, UriTemplate.parse(template, UriTemplateLimits.DEFAULT));
        assertEquals(Route.Outcome.OK, table.route("acme.ns3://a/b/x?q=1").outcome());
        assertEquals(Route.Outcome.NOT_FOUND, table.route("acme.ns3://a/b/y?q=1").outcome());
    }

    @Test
    void aTemplateWithAnEncodedLiteralIsStillRouted() throws Exception {
        RouteTable table = new RouteTable("ws", 65536, Long.MAX_VALUE);
        String template = "docs://caf\u00e9/{page}";
        table.add("docs", template, UriTemplate.parse(template, UriTemplateLimits.DEFAULT));
        assertEquals(Route.Outcome.OK, table.route("docs://caf%C3%A9/menu").outcome());
    }

    /** 32 adjacent expressions after the scheme: a candidate for every h: URI, and all of them match. */
    private static RouteTable hostile(long maxMatchSteps, int servers) throws Exception {
        StringBuilder template = new StringBuilder("h:");
        for (int v = 0; v < 32; v++) {
            template.append("{v").append(v).append('}');
        }
        RouteTable table = new RouteTable("ws", 65536, maxMatchSteps);
        for (int i = 0; i < servers; i++) {
            table.add("hostile" + i, template.toString(),
                    UriTemplate.parse(template.toString(), UriTemplateLimits.DEFAULT));
        }
        String fine = "ok://records/{id}";
        table.add("fine", fine, UriTemplate.parse(fine, UriTemplateLimits.DEFAULT));
        return table;
    }

    @Test
    void aUriWhoseMatchingOutrunsTheBudgetIsServedByNoOne() throws Exception {
        String longUri = "h:" + "a".repeat(8192);
        assertEquals(Route.Outcome.AMBIGUOUS, hostile(Long.MAX_VALUE, 4).route(longUri).outcome(),
                "without a budget every hostile template matches");
        Route cut = hostile(100_000, 4).route(longUri);
        assertEquals(Route.Outcome.NOT_FOUND, cut.outcome());
        assertEquals(0, cut.servers().size(), "no partial answer that could hide an ambiguity");
    }

    @Test
    void theBudgetIsPerUriAndOrdinaryUrisStayWellWithinIt() throws Exception {
        RouteTable table = hostile(1_000_000, 50);
        assertEquals(Route.Outcome.NOT_FOUND, table.route("h:" + "a".repeat(65534)).outcome());
        Route ordinary = table.route("ok://records/42");
        assertEquals(Route.Outcome.OK, ordinary.outcome());
        assertEquals("fine", ordinary.servers().get(0).server());
    }

    @Test
    void candidatesTheLiteralFilterRejectsSpendTheBudgetToo() throws Exception {
        String uri = "h:" + "a".repeat(65534);
        for (long budget : new long[] {Long.MAX_VALUE, 1_000_000}) {
            RouteTable table = new RouteTable("ws", 65536, budget);
            for (int i = 0; i < 100; i++) {
                String template = "h:{x}" + "b".repeat(1000); // a literal the URI lacks: rejected before matching
                table.add("filtered" + i, template, UriTemplate.parse(template, UriTemplateLimits.DEFAULT));
            }
            table.add("last", "h:{+rest}", UriTemplate.parse("h:{+rest}", UriTemplateLimits.DEFAULT));
            assertEquals(budget == Long.MAX_VALUE ? Route.Outcome.OK : Route.Outcome.NOT_FOUND,
                    table.route(uri).outcome(), "budget " + budget);
        }
    }

    @Test
    void longLiteralRunsAreCutForTheFilter() {
        assertEquals(java.util.List.of("x://" + "a".repeat(RouteTable.MAX_FILTER_RUN - 4)),
                RouteTable.requiredLiterals("x://" + "a".repeat(40) + "{id}"));
    }
}
