package dev.courier.uritemplate;

import java.util.function.IntPredicate;

/** An immutable set of ASCII characters as a 128-bit mask; expansions are pure ASCII. */
record AsciiSet(long low, long high) {

    static AsciiSet of(IntPredicate member) {
        long low = 0;
        long high = 0;
        for (int c = 0; c < 128; c++) {
            if (member.test(c)) {
                if (c < 64) {
                    low |= 1L << c;
                } else {
                    high |= 1L << (c - 64);
                }
            }
        }
        return new AsciiSet(low, high);
    }

    boolean contains(int c) {
        if (c < 0 || c >= 128) {
            return false;
        }
        return c < 64 ? (low & (1L << c)) != 0 : (high & (1L << (c - 64))) != 0;
    }

    AsciiSet plus(char c) {
        return c < 64 ? new AsciiSet(low | (1L << c), high) : new AsciiSet(low, high | (1L << (c - 64)));
    }

    AsciiSet minus(char c) {
        return c < 64 ? new AsciiSet(low & ~(1L << c), high) : new AsciiSet(low, high & ~(1L << (c - 64)));
    }
}
