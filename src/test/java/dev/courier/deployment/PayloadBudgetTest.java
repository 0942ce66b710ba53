package dev.courier.deployment;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class PayloadBudgetTest {
    static final long LAMBDA = 6_291_456;
    static final long MIB = 1_048_576;

    static PayloadBudget.Limits limits(long resolveMaxSize, long hostResourcesMaxSize) {
        return new PayloadBudget.Limits(resolveMaxSize, 49_600, 32, MIB, 65_536, hostResourcesMaxSize);
    }

    @Test
    void theContractDefaultsDoNotFitALambdaResponse() {
        List<String> problems = PayloadBudget.violations(limits(10_485_760, 10_485_760), LAMBDA);
        assertEquals(2, problems.size(), problems.toString());
        assertTrue(problems.get(0).startsWith("courier.resource-arguments.max-size=10485760 admits 32 reads"));
        assertTrue(problems.get(1).startsWith("courier.host-resources.max-size=10485760"));
    }

    @Test
    void theLambdaProfileFitsWithTheArithmeticOfTheReadme() {
        PayloadBudget.Limits lambda = limits(744_000, 884_736);
        assertEquals(5, PayloadBudget.resolveReads(lambda));
        // 65536 + 2 × 1 MiB + 5 × 2 × (6 × 49600 + 65536)
        assertEquals(5_794_048, PayloadBudget.resolveWorstCase(lambda));
        // 65536 + 7 × 884736: text of control characters is the worst case, not the base64 blob
        assertEquals(6_258_688, PayloadBudget.hostResourcesWorstCase(lambda));
        assertEquals(List.of(), PayloadBudget.violations(lambda, LAMBDA));
    }

    @Test
    void oneMoreReadOrOneMoreByteOfFileIsRefused() {
        // 6 reads: 65536 + 2097152 + 6 × 726272 = 6520320 > 6291456
        assertEquals(1, PayloadBudget.violations(limits(6 * 148_800, 884_736), LAMBDA).size());
        long largest = PayloadBudget.largestHostResourcesMaxSize(LAMBDA);
        assertEquals(889_417, largest);
        assertEquals(List.of(), PayloadBudget.violations(limits(744_000, largest), LAMBDA));
        assertEquals(1, PayloadBudget.violations(limits(744_000, largest + 1), LAMBDA).size());
    }

    @Test
    void aBlobCostsFourThirdsAndTextSevenTimes() {
        PayloadBudget.Limits three = limits(0, 3);
        assertEquals(65_536 + 21, PayloadBudget.hostResourcesWorstCase(three)); // text 7 × 3 beats blob 4
        PayloadBudget.Limits none = limits(0, 0);
        assertEquals(0, PayloadBudget.resolveReads(none));
        assertEquals(65_536 + 2 * MIB, PayloadBudget.resolveWorstCase(none));
    }

    @Test
    void readsAreCappedByMaxUris() {
        assertEquals(32, PayloadBudget.resolveReads(limits(Long.MAX_VALUE / 2, 0)));
        assertEquals(0, PayloadBudget.resolveReads(limits(148_799, 0)));
        assertEquals(1, PayloadBudget.resolveReads(limits(148_800, 0)));
    }
}
