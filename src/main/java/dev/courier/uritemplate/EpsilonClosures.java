package dev.courier.uritemplate;

import java.util.Arrays;

/**
 * The epsilon closure of every instruction a thread can land on after consuming a character (and of
 * the entry point), computed once per program so that {@link PikeVm} walks no SPLIT, JMP or SAVE per
 * input character.
 *
 * <p>A closure lists, in priority order, the consuming (or MATCH) instructions the depth-first walk of
 * {@link PikeVm} reaches from its start when nothing is marked yet, each with the captures saved on
 * the way. The saves form a tree (paths share their prefixes) so a thread's captures stay a shared
 * persistent list. Because a step's marks are closed under epsilon edges, walking from a start while
 * other threads already marked part of the graph adds exactly the listed instructions not yet marked,
 * by the same paths: replaying the list is equivalent to the walk. A closure also lists the starts it
 * contains; a start already covered that step would add nothing and is skipped whole.
 *
 * <p>Programs with prefix modifiers are not precomputed: there a thread carries a code-point count and
 * a smaller count may replace a thread already marked, which the replay cannot express. Neither are
 * programs whose closures would exceed a budget (closures cost O(|program|²) in the worst case): both
 * run the general walk.
 */
final class EpsilonClosures {

    /** Most ints all closures of one program may hold (about 1 MiB). */
    static final int STORAGE_BUDGET = 1 << 18;
    /** Most instructions visited while computing them. */
    static final int WORK_BUDGET = 1 << 21;

    /** One start's closure. */
    static final class Closure {
        /** Consuming or MATCH instructions in priority order. */
        final int[] targets;
        /** Per target, its capture node, or -1 when it keeps the captures of the thread it came from. */
        final int[] targetNode;
        /** Per capture node, the node saved before it on the path, or -1. */
        final int[] nodeParent;
        /** Per capture node, the slot it saves (at the position of the step). */
        final int[] nodeSlot;
        /** Starts inside this closure, its own start included. */
        final int[] starts;

        Closure(int[] targets, int[] targetNode, int[] nodeParent, int[] nodeSlot, int[] starts) {
            this.targets = targets;
            this.targetNode = targetNode;
            this.nodeParent = nodeParent;
            this.nodeSlot = nodeSlot;
            this.starts = starts;
        }

        int storage() {
            return 2 * targets.length + 2 * nodeParent.length + starts.length;
        }
    }

    private EpsilonClosures() {}

    /** Closures indexed by start pc (null where a pc is not a start), or null when not precomputed. */
    static Closure[] compute(byte[] op, int[] arg, int[] alt, int[] limit, boolean[] counted) {
        int size = op.length;
        boolean[] start = new boolean[size];
        start[0] = true;
        for (int pc = 0; pc < size; pc++) {
            if (counted[pc] || limit[pc] > 0 || op[pc] == MatchProgram.COUNT_RESET) {
                return null;
            }
            switch (op[pc]) {
                case MatchProgram.CHAR, MatchProgram.CLASS -> start[pc + 1] = true;
                case MatchProgram.CLASS_OR_PERCENT -> {
                    start[pc + 1] = true;
                    start[arg[pc]] = true;
                }
                default -> { }
            }
        }
        Walker walker = new Walker(op, arg, alt, start);
        Closure[] closures = new Closure[size];
        long storage = 0;
        for (int pc = 0; pc < size; pc++) {
            if (start[pc]) {
                closures[pc] = walker.walk(pc);
                storage += closures[pc].storage();
                if (storage > STORAGE_BUDGET || walker.work > WORK_BUDGET) {
                    return null;
                }
            }
        }
        return closures;
    }

    /** The depth-first walk of PikeVm.addThread on an empty thread list, recording instead of running. */
    private static final class Walker {
        private final byte[] op;
        private final int[] arg;
        private final int[] alt;
        private final boolean[] start;
        private final int[] visited;
        private int generation;
        long work;

        private final IntList targets = new IntList();
        private final IntList targetNode = new IntList();
        private final IntList nodeParent = new IntList();
        private final IntList nodeSlot = new IntList();
        private final IntList starts = new IntList();
        private final IntList stackPc = new IntList();
        private final IntList stackNode = new IntList();

        Walker(byte[] op, int[] arg, int[] alt, boolean[] start) {
            this.op = op;
            this.arg = arg;
            this.alt = alt;
            this.start = start;
            this.visited = new int[op.length];
        }

        Closure walk(int from) {
            generation++;
            targets.clear();
            targetNode.clear();
            nodeParent.clear();
            nodeSlot.clear();
            starts.clear();
            stackPc.clear();
            stackNode.clear();
            stackPc.add(from);
            stackNode.add(-1);
            while (stackPc.size > 0) {
                int pc = stackPc.pop();
                int node = stackNode.pop();
                while (visited[pc] != generation) {
                    visited[pc] = generation;
                    work++;
                    if (start[pc]) {
                        starts.add(pc);
                    }
                    byte o = op[pc];
                    if (o == MatchProgram.JMP) {
                        pc = arg[pc];
                    } else if (o == MatchProgram.SPLIT) {
                        stackPc.add(alt[pc]);
                        stackNode.add(node);
                        pc = arg[pc];
                    } else if (o == MatchProgram.SAVE) {
                        nodeParent.add(node);
                        nodeSlot.add(arg[pc]);
                        node = nodeParent.size - 1;
                        pc++;
                    } else {
                        targets.add(pc);
                        targetNode.add(node);
                        break;
                    }
                }
            }
            return new Closure(targets.toArray(), targetNode.toArray(), nodeParent.toArray(),
                    nodeSlot.toArray(), starts.toArray());
        }
    }

    private static final class IntList {
        int[] items = new int[16];
        int size;

        void add(int v) {
            if (size == items.length) {
                items = Arrays.copyOf(items, size * 2);
            }
            items[size++] = v;
        }

        int pop() {
            return items[--size];
        }

        void clear() {
            size = 0;
        }

        int[] toArray() {
            return Arrays.copyOf(items, size);
        }
    }
}
