package dev.courier.uritemplate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class MatchBudgetTest {
    private static UriTemplate parse(String template) throws InvalidUriTemplateException {
        return UriTemplate.parse(template, UriTemplateLimits.DEFAULT);
    }

    @Test
    void aMatchSpendsStepsFromTheBudgetItIsGiven() throws Exception {
        MatchBudget budget = MatchBudget.of(1_000);
        assertTrue(parse("crm://signals/{id}").match("crm://signals/42", budget).isPresent());
        long afterOne = budget.remaining();
        assertTrue(afterOne < 1_000 && afterOne > 0, Long.toString(afterOne));
        assertTrue(parse("crm://notes/{id}").match("crm://signals/42", budget).isEmpty());
        assertTrue(budget.remaining() < afterOne, "a miss spends steps too, until its threads die");
    }

    @Test
    void aMatchThatWouldSpendMoreThanIsLeftIsUndecided() throws Exception {
        UriTemplate template = parse("{+path}");
        MatchBudget budget = MatchBudget.of(10);
        assertThrows(MatchBudget.Exhausted.class, () -> template.match("x".repeat(100), budget));
        assertThrows(MatchBudget.Exhausted.class, () -> template.match("x", MatchBudget.of(0)));
    }

    @Test
    void withoutABudgetMatchingIsUnbounded() throws Exception {
        assertEquals("x".repeat(100_000),
                parse("{+path}").match("x".repeat(100_000)).orElseThrow().variables().get("path"));
    }

    @Test
    void aNegativeBudgetIsRefused() {
        assertThrows(IllegalArgumentException.class, () -> MatchBudget.of(-1));
    }
}
