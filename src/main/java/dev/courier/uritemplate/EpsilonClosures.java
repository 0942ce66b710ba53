package dev.courier.uritemplate;

import java.util.Arrays;

/**
 * The epsilon closure of every instruction a thread can land on after consuming a character (and of
 * the entry point), computed once per program so that {@link PikeVm} walks no SPLIT, JMP or SAVE per
 * input character.
 *
 * <p>A closure records the depth-first walk of {@link PikeVm} from its start on an empty thread list:
 * in preorder, the consuming (or MATCH) instructions it reaches, each with the captures saved on the
 * way, and the junctions it passes (starts and epsilon nodes with several predecessors), each with
 * the end of its subtree. The saves form a tree (paths share their prefixes) so a thread's captures
 * stay a shared persistent list. A step's marks are closed under epsilon edges, so when the walk
 * meets a marked node everything below it is marked too and the walk on a partly marked list is the
 * empty-list walk with those subtrees cut: the replay skips a marked junction's subtree, and a node
 * with a single predecessor is marked only when that predecessor is, so checking junctions (and
 * targets) suffices. The replay thus does what the walk does, at O(|program|) per step overall.
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

    /**
     * One start's closure: the walk's preorder restricted to targets (consuming or MATCH
     * instructions) and junctions (starts, and epsilon nodes with several predecessors).
     */
    static final class Closure {
        /** Targets and junctions in the order the walk first reaches them. */
        final int[] items;
        /** For a target, its capture node (-1: it keeps the captures of the thread it came from);
         *  for a junction, the index after the last item reached through it (its subtree). */
        final int[] aux;
        /** Per capture node, the node saved before it on the path, or -1. */
        final int[] nodeParent;
        /** Per capture node, the slot it saves (at the position of the step). */
        final int[] nodeSlot;

        Closure(int[] items, int[] aux, int[] nodeParent, int[] nodeSlot) {
            this.items = items;
            this.aux = aux;
            this.nodeParent = nodeParent;
            this.nodeSlot = nodeSlot;
        }

        int storage() {
            return 2 * items.length + 2 * nodeParent.length;
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
        // an epsilon node with one predecessor is marked only if that predecessor is: no junction
        int[] predecessors = new int[size];
        for (int pc = 0; pc < size; pc++) {
            switch (op[pc]) {
                case MatchProgram.JMP -> predecessors[arg[pc]]++;
                case MatchProgram.SPLIT -> {
                    predecessors[arg[pc]]++;
                    predecessors[alt[pc]]++;
                }
                case MatchProgram.SAVE -> predecessors[pc + 1]++;
                default -> { }
            }
        }
        boolean[] junction = new boolean[size];
        for (int pc = 0; pc < size; pc++) {
            junction[pc] = start[pc] || predecessors[pc] > 1;
        }
        Walker walker = new Walker(op, arg, alt, junction);
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
        private final boolean[] junction;
        private final int[] visited;
        private int generation;
        long work;

        private final IntList items = new IntList();
        private final IntList aux = new IntList();
        private final IntList nodeParent = new IntList();
        private final IntList nodeSlot = new IntList();
        /** Junctions whose subtree is still being walked: item index and stack depth when reached. */
        private final IntList openItem = new IntList();
        private final IntList openDepth = new IntList();
        private final IntList stackPc = new IntList();
        private final IntList stackNode = new IntList();

        Walker(byte[] op, int[] arg, int[] alt, boolean[] junction) {
            this.op = op;
            this.arg = arg;
            this.alt = alt;
            this.junction = junction;
            this.visited = new int[op.length];
        }

        Closure walk(int from) {
            generation++;
            items.clear();
            aux.clear();
            nodeParent.clear();
            nodeSlot.clear();
            openItem.clear();
            openDepth.clear();
            stackPc.clear();
            stackNode.clear();
            stackPc.add(from);
            stackNode.add(-1);
            while (stackPc.size > 0) {
                int pc = stackPc.pop();
                int node = stackNode.pop();
                // entries pushed before a junction was reached lie outside its subtree
                closeDeeperThan(stackPc.size);
                while (visited[pc] != generation) {
                    visited[pc] = generation;
                    work++;
                    byte o = op[pc];
                    boolean target = o != MatchProgram.JMP && o != MatchProgram.SPLIT && o != MatchProgram.SAVE;
                    if (target) {
                        items.add(pc);
                        aux.add(node);
                        break;
                    }
                    if (junction[pc]) {
                        openItem.add(items.size);
                        openDepth.add(stackPc.size);
                        items.add(pc);
                        aux.add(-1); // patched when its subtree ends
                    }
                    if (o == MatchProgram.JMP) {
                        pc = arg[pc];
                    } else if (o == MatchProgram.SPLIT) {
                        stackPc.add(alt[pc]);
                        stackNode.add(node);
                        pc = arg[pc];
                    } else {
                        nodeParent.add(node);
                        nodeSlot.add(arg[pc]);
                        node = nodeParent.size - 1;
                        pc++;
                    }
                }
            }
            closeDeeperThan(-1);
            return new Closure(items.toArray(), aux.toArray(), nodeParent.toArray(), nodeSlot.toArray());
        }

        private void closeDeeperThan(int depth) {
            while (openItem.size > 0 && openDepth.items[openDepth.size - 1] > depth) {
                openDepth.pop();
                aux.items[openItem.pop()] = items.size;
            }
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
