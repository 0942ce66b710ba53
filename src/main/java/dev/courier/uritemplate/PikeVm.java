package dev.courier.uritemplate;

import java.util.Arrays;

/**
 * Runs a {@link MatchProgram} over a whole input as a Thompson/Pike simulation.
 *
 * <p>Complexity: the VM keeps at most one thread per instruction. Each input character advances
 * every live thread once and follows epsilon edges (SPLIT, JMP, SAVE, COUNT_RESET) to instructions
 * not yet on the next list, so one step costs O(|program|) and the run O(|input| × |program|) —
 * linear in the URI for a template within its limits. Nothing backtracks: a thread that dies is
 * never retried. Captures are a persistent linked list so a SAVE is O(1), not an array copy.
 *
 * <p>Prefix modifiers need a counter of code points consumed in the current prefix loop. Two
 * threads on the same instruction then differ only by that counter, and a smaller count accepts
 * every suffix a larger one does, so the VM keeps the thread with the smallest count there
 * (revisiting the few instructions of that loop) instead of the first to arrive. This keeps one
 * thread per instruction while accepting exactly the bounded language.
 */
final class PikeVm {

    /** Positions saved so far, newest first. */
    private record Capture(int slot, int position, Capture previous) {}

    private final MatchProgram program;
    private final ThreadList current;
    private final ThreadList next;
    private int[] stackPc = new int[16];
    private Capture[] stackCapture = new Capture[16];
    private int[] stackCount = new int[16];

    private PikeVm(MatchProgram program) {
        this.program = program;
        this.current = new ThreadList(program.size());
        this.next = new ThreadList(program.size());
    }

    /**
     * Matches the whole {@code input}; returns the capture positions per slot ({@code -1} when
     * unset) of the preferred accepting thread, or {@code null} when nothing accepts.
     */
    static int[] run(MatchProgram program, String input, MatchBudget budget) {
        return new PikeVm(program).execute(input, budget);
    }

    private int[] execute(String input, MatchBudget budget) {
        ThreadList clist = current;
        ThreadList nlist = next;
        clist.reset();
        addThread(clist, 0, null, 0, 0);
        for (int pos = 0; pos < input.length(); pos++) {
            if (clist.size == 0) {
                return null;
            }
            budget.spend(clist.size);
            char c = input.charAt(pos);
            nlist.reset();
            for (int i = 0; i < clist.size; i++) {
                int pc = clist.pcs[i];
                step(pc, c, clist.captures[pc], clist.counts[pc], nlist, pos + 1);
            }
            ThreadList swap = clist;
            clist = nlist;
            nlist = swap;
        }
        for (int i = 0; i < clist.size; i++) {
            int pc = clist.pcs[i];
            if (program.op[pc] == MatchProgram.MATCH) {
                return positions(clist.captures[pc]);
            }
        }
        return null;
    }

    private void step(int pc, char c, Capture capture, int count, ThreadList nlist, int nextPos) {
        switch (program.op[pc]) {
            case MatchProgram.CHAR:
                if (c == program.arg[pc]) {
                    addThread(nlist, pc + 1, capture, count, nextPos);
                }
                break;
            case MatchProgram.CLASS:
                int limit = program.limit[pc];
                if (program.classContains(pc, c) && (limit == 0 || count < limit)) {
                    addThread(nlist, pc + 1, capture, limit == 0 ? count : count + 1, nextPos);
                }
                break;
            case MatchProgram.CLASS_OR_PERCENT:
                if (c == '%') {
                    addThread(nlist, pc + 1, capture, count, nextPos);
                } else if (program.classContains(pc, c)
                        && (program.limit[pc] == 0 || count < program.limit[pc])) {
                    addThread(nlist, program.arg[pc], capture,
                            program.limit[pc] == 0 ? count : count + 1, nextPos);
                }
                break;
            default:
                break; // MATCH before the end of input: the whole input must match
        }
    }

    /**
     * Follows epsilon edges depth-first in priority order: the preferred successor is followed
     * in place, the other one waits on an explicit stack.
     */
    private void addThread(ThreadList list, int startPc, Capture startCapture, int startCount,
            int pos) {
        byte[] ops = program.op;
        int[] args = program.arg;
        boolean[] counted = program.counted;
        int top = push(0, startPc, startCapture, startCount);
        while (top > 0) {
            top--;
            int pc = stackPc[top];
            Capture capture = stackCapture[top];
            int count = stackCount[top];
            while (true) {
                boolean fresh = !list.contains(pc);
                if (fresh) {
                    list.mark(pc, capture, count);
                } else if (counted[pc] && count < list.counts[pc]) {
                    list.counts[pc] = count; // the smaller count dominates; see class comment
                    list.captures[pc] = capture;
                } else {
                    break;
                }
                byte op = ops[pc];
                if (op == MatchProgram.JMP) {
                    pc = args[pc];
                } else if (op == MatchProgram.SPLIT) {
                    top = push(top, program.alt[pc], capture, count);
                    pc = args[pc];
                } else if (op == MatchProgram.SAVE) {
                    capture = new Capture(args[pc], pos, capture);
                    pc++;
                } else if (op == MatchProgram.COUNT_RESET) {
                    count = 0;
                    pc++;
                } else {
                    if (fresh) {
                        list.enqueue(pc); // consuming or MATCH: waits for the next char
                    }
                    break;
                }
            }
        }
    }

    private int push(int top, int pc, Capture capture, int count) {
        if (top == stackPc.length) {
            stackPc = Arrays.copyOf(stackPc, top * 2);
            stackCapture = Arrays.copyOf(stackCapture, top * 2);
            stackCount = Arrays.copyOf(stackCount, top * 2);
        }
        stackPc[top] = pc;
        stackCapture[top] = capture;
        stackCount[top] = count;
        return top + 1;
    }

    private int[] positions(Capture capture) {
        int[] slots = new int[program.slotCount];
        Arrays.fill(slots, -1);
        for (Capture c = capture; c != null; c = c.previous()) {
            if (slots[c.slot()] < 0) { // newest write wins
                slots[c.slot()] = c.position();
            }
        }
        return slots;
    }

    /** Threads of one step, at most one per instruction, in priority order (sparse set). */
    private static final class ThreadList {
        final int[] pcs;
        final Capture[] captures;
        final int[] counts;
        private final int[] stamp;
        private int generation;
        int size;

        ThreadList(int programSize) {
            pcs = new int[programSize];
            captures = new Capture[programSize];
            counts = new int[programSize];
            stamp = new int[programSize];
        }

        void reset() {
            generation++;
            size = 0;
        }

        boolean contains(int pc) {
            return stamp[pc] == generation;
        }

        void mark(int pc, Capture capture, int count) {
            stamp[pc] = generation;
            captures[pc] = capture;
            counts[pc] = count;
        }

        /** Only threads that wait for input join the run order. */
        void enqueue(int pc) {
            pcs[size++] = pc;
        }
    }
}
