package dev.courier.uritemplate;

import java.util.Arrays;

/**
 * A compiled template: a Thompson NFA in the style of a Pike VM program (instructions with
 * explicit successors), executed by {@link PikeVm}. Consuming instructions continue at the next
 * index; only SPLIT and JMP name their targets.
 */
final class MatchProgram {

    static final byte CHAR = 0;
    static final byte CLASS = 1;
    static final byte SPLIT = 2;
    static final byte JMP = 3;
    static final byte SAVE = 4;
    static final byte COUNT_RESET = 5;
    static final byte MATCH = 6;
    /** CLASS that also takes '%': a class member continues at arg, '%' at the next index. */
    static final byte CLASS_OR_PERCENT = 7;

    final byte[] op;
    /** CHAR: the char; SAVE: the slot; SPLIT/JMP: the preferred target; CLASS_OR_PERCENT: the
     *  target after a class member. */
    final int[] arg;
    /** SPLIT: the less preferred target. */
    final int[] alt;
    final long[] classLow;
    final long[] classHigh;
    /** CLASS: maximum code points its loop may consume (prefix modifier), 0 for no limit. */
    final int[] limit;
    /** Instructions inside a prefix loop, where threads carry a meaningful code-point count. */
    final boolean[] counted;
    final int slotCount;

    private MatchProgram(Builder b) {
        this.op = Arrays.copyOf(b.op, b.size);
        this.arg = Arrays.copyOf(b.arg, b.size);
        this.alt = Arrays.copyOf(b.alt, b.size);
        this.classLow = Arrays.copyOf(b.classLow, b.size);
        this.classHigh = Arrays.copyOf(b.classHigh, b.size);
        this.limit = Arrays.copyOf(b.limit, b.size);
        this.counted = Arrays.copyOf(b.counted, b.size);
        this.slotCount = b.slotCount;
    }

    int size() {
        return op.length;
    }

    boolean classContains(int pc, int c) {
        if (c >= 128) {
            return false;
        }
        return c < 64 ? (classLow[pc] & (1L << c)) != 0 : (classHigh[pc] & (1L << (c - 64))) != 0;
    }

    /** Appends instructions; forward targets are patched once known. */
    static final class Builder {
        private byte[] op = new byte[64];
        private int[] arg = new int[64];
        private int[] alt = new int[64];
        private long[] classLow = new long[64];
        private long[] classHigh = new long[64];
        private int[] limit = new int[64];
        private boolean[] counted = new boolean[64];
        private int size;
        private int slotCount;
        private boolean inCountedRegion;

        int pc() {
            return size;
        }

        int emitChar(char c) {
            return emit(CHAR, c, 0);
        }

        int emitClass(AsciiSet set, int maxCodePoints) {
            int pc = emit(CLASS, 0, 0);
            classLow[pc] = set.low();
            classHigh[pc] = set.high();
            limit[pc] = maxCodePoints;
            return pc;
        }

        int emitClassOrPercent(AsciiSet set, int maxCodePoints, int memberTarget) {
            int pc = emitClass(set, maxCodePoints);
            op[pc] = CLASS_OR_PERCENT;
            arg[pc] = memberTarget;
            return pc;
        }

        int emitSplit(int preferred, int other) {
            return emit(SPLIT, preferred, other);
        }

        int emitJmp(int target) {
            return emit(JMP, target, 0);
        }

        int emitSave(int slot) {
            slotCount = Math.max(slotCount, slot + 1);
            return emit(SAVE, slot, 0);
        }

        int emitCountReset() {
            return emit(COUNT_RESET, 0, 0);
        }

        int emitMatch() {
            return emit(MATCH, 0, 0);
        }

        void patchTarget(int pc, int target) {
            arg[pc] = target;
        }

        void patchAlt(int pc, int target) {
            alt[pc] = target;
        }

        void countedRegion(boolean on) {
            inCountedRegion = on;
        }

        MatchProgram build() {
            threadJumps();
            return new MatchProgram(this);
        }

        /**
         * Points every SPLIT and JMP past the JMP chains it leads into: the simulation walks
         * epsilon edges once per input character, so each hop removed here is saved per char.
         */
        private void threadJumps() {
            for (int pc = 0; pc < size; pc++) {
                if (op[pc] == SPLIT || op[pc] == JMP) {
                    arg[pc] = finalTarget(arg[pc]);
                }
                if (op[pc] == SPLIT) {
                    alt[pc] = finalTarget(alt[pc]);
                }
            }
        }

        private int finalTarget(int pc) {
            int hops = 0;
            while (op[pc] == JMP && hops++ < size) { // bounded: a JMP cycle cannot arise
                pc = arg[pc];
            }
            return pc;
        }

        private int emit(byte kind, int a, int b) {
            if (size == op.length) {
                int n = size * 2;
                op = Arrays.copyOf(op, n);
                arg = Arrays.copyOf(arg, n);
                alt = Arrays.copyOf(alt, n);
                classLow = Arrays.copyOf(classLow, n);
                classHigh = Arrays.copyOf(classHigh, n);
                limit = Arrays.copyOf(limit, n);
                counted = Arrays.copyOf(counted, n);
            }
            op[size] = kind;
            arg[size] = a;
            alt[size] = b;
            counted[size] = inCountedRegion;
            return size++;
        }
    }
}
