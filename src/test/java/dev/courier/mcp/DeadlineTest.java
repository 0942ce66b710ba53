package dev.courier.mcp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import org.junit.jupiter.api.Test;

class DeadlineTest {
    @Test
    void withoutADeadlineAnExchangeGetsTheRequestTimeout() {
        assertEquals(15_000, Deadline.NONE.exchangeMillis(15_000));
    }

    @Test
    void anExchangeGetsWhatIsLeftCappedByTheRequestTimeout() {
        long left = Deadline.in(Duration.ofSeconds(2)).exchangeMillis(15_000);
        assertTrue(left > 0 && left <= 2_000, Long.toString(left));
        assertEquals(500, Deadline.in(Duration.ofSeconds(2)).exchangeMillis(500));
    }

    @Test
    void aPassedOrNegativeBudgetLeavesNothing() {
        assertEquals(0, Deadline.in(Duration.ofMillis(-5)).exchangeMillis(15_000));
        assertEquals(0, Deadline.in(Duration.ZERO).exchangeMillis(15_000));
    }

    @Test
    void anEnormousBudgetNeitherOverflowsNorOutlastsTheRequestTimeout() {
        assertEquals(15_000, Deadline.in(Duration.ofDays(1_000_000)).exchangeMillis(15_000));
        assertEquals(15_000, Deadline.in(Duration.ofSeconds(Long.MAX_VALUE)).exchangeMillis(15_000));
    }
}
