package dev.courier.uritemplate;

import java.util.ArrayList;
import java.util.List;

/**
 * Compiles a parsed template into a {@link MatchProgram} whose language is exactly the set of
 * strings the template can expand to (up to UTF-8 validity and the cross-checks left to
 * {@link ValueDecoder}).
 *
 * <p>Each variable occurrence {@code i} is wrapped in capture slots {@code 2i, 2i+1} around its
 * text after the operator's first/separator string; an occurrence whose slots stay unset was
 * undefined. Alternatives are ordered by preference (the first target of a SPLIT wins ties), which
 * fixes how ambiguous URIs are decomposed:
 * <ul>
 *   <li>a variable is preferably defined rather than skipped;
 *   <li>where commas separate the variables (simple, '+', '#'), a non-exploded value
 *       preferably contains no raw comma, so {@code {x,y}} splits {@code 1024,768} into two
 *       values and commas only become list separators when nothing else fits;
 *   <li>loops are greedy, so earlier variables take as much as they can.
 * </ul>
 */
final class MatchCompiler {

    private static final AsciiSet UNRESERVED = AsciiSet.of(PercentCodec::isUnreserved);
    private static final AsciiSet UNRESERVED_OR_RESERVED =
            AsciiSet.of(c -> PercentCodec.isUnreserved(c) || PercentCodec.isReserved(c));
    private static final AsciiSet HEX = AsciiSet.of(PercentCodec::isHexDigit);
    /** First hex digit of a UTF-8 continuation byte (0x80-0xBF): it starts no new code point. */
    private static final AsciiSet HEX_CONTINUATION = AsciiSet.of(c -> "89ABab".indexOf(c) >= 0);
    private static final AsciiSet HEX_LEADING = AsciiSet.of(
            c -> PercentCodec.isHexDigit(c) && "89ABab".indexOf(c) < 0);

    /** A variable as it occurs in one expression; its index is its capture-slot pair. */
    record Occurrence(Expression expression, VarSpec spec) {}

    record Compiled(MatchProgram program, List<Occurrence> occurrences) {}

    private final MatchProgram.Builder b = new MatchProgram.Builder();
    private final List<Occurrence> occurrences = new ArrayList<>();

    private MatchCompiler() {}

    static Compiled compile(List<TemplatePart> parts) {
        MatchCompiler compiler = new MatchCompiler();
        for (TemplatePart part : parts) {
            if (part instanceof Literal literal) {
                compiler.literal(literal.expanded());
            } else {
                compiler.expression((Expression) part);
            }
        }
        compiler.b.emitMatch();
        return new Compiled(compiler.b.build(), List.copyOf(compiler.occurrences));
    }

    private void literal(String text) {
        for (int i = 0; i < text.length(); i++) {
            b.emitChar(text.charAt(i));
        }
    }

    /**
     * Any ordered subset of the variables may be defined. Two chains of states encode that in
     * O(n) space: "nothing emitted yet" (the next defined variable is preceded by {@code first})
     * and "something emitted" (preceded by the separator); each state either enters its
     * variable or skips it. Both chains share one body per variable, after which the expression
     * is always in the "something emitted" state.
     */
    private void expression(Expression expression) {
        Operator op = expression.operator();
        List<VarSpec> vars = expression.variables();
        int n = vars.size();
        int firstSlot = 2 * occurrences.size();
        vars.forEach(spec -> occurrences.add(new Occurrence(expression, spec)));
        // A comma-free value first only matters where a comma separates the variables.
        boolean preferCommaFree = n > 1 && op.separatorChar() == ',';

        int[] fromNothing = new int[n];
        for (int k = 0; k < n; k++) {
            int split = b.emitSplit(b.pc() + 1, -1);
            literal(op.first);
            fromNothing[k] = b.emitJmp(-1);
            b.patchAlt(split, b.pc());
        }
        int nothingEmitted = b.emitJmp(-1);
        int[] something = new int[n + 1];
        int[] fromSomething = new int[n];
        for (int k = 1; k < n; k++) {
            something[k] = b.emitSplit(b.pc() + 1, -1);
            literal(op.separator);
            fromSomething[k] = b.emitJmp(-1);
        }
        int[] body = new int[n];
        int[] toNext = new int[n];
        for (int k = 0; k < n; k++) {
            body[k] = b.pc();
            variable(op, vars.get(k), firstSlot + 2 * k, preferCommaFree);
            toNext[k] = b.emitJmp(-1);
        }
        int end = b.pc();
        something[n] = end;
        b.patchTarget(nothingEmitted, end);
        for (int k = 0; k < n; k++) {
            b.patchTarget(fromNothing[k], body[k]);
            b.patchTarget(toNext[k], something[k + 1]);
            if (k > 0) {
                b.patchAlt(something[k], something[k + 1]);
                b.patchTarget(fromSomething[k], body[k]);
            }
        }
    }

    /** The variable's text, captured in {@code slot} and {@code slot + 1}. */
    private void variable(Operator op, VarSpec spec, int slot, boolean preferCommaFree) {
        b.emitSave(slot);
        if (op.named && spec.explode()) {
            namedExploded(op);
        } else if (op.named) {
            literal(spec.name());
            namedValue(op, spec);
        } else if (spec.explode()) {
            unnamedExploded(op);
        } else {
            value(op, spec, preferCommaFree);
        }
        b.emitSave(slot + 1);
    }

    private static AsciiSet allowed(Operator op) {
        return op.allowReserved ? UNRESERVED_OR_RESERVED : UNRESERVED;
    }

    /** After the name: {@code =value}, or nothing for ';' whose empty value has no '='. */
    private void namedValue(Operator op, VarSpec spec) {
        if (op.ifEmpty.isEmpty()) {
            int split = b.emitSplit(b.pc() + 1, -1);
            b.emitChar('=');
            value(op, spec, false);
            b.patchAlt(split, b.pc());
        } else {
            b.emitChar('=');
            value(op, spec, false);
        }
    }

    /** A string, or a comma-joined list or map, as one non-exploded value. */
    private void value(Operator op, VarSpec spec, boolean preferCommaFree) {
        AsciiSet allowed = allowed(op);
        if (spec.hasPrefix()) {
            b.emitCountReset();
            b.countedRegion(true);
            repeat(allowed, spec.maxLength());
            b.countedRegion(false);
            return;
        }
        if (!preferCommaFree) {
            repeat(allowed.plus(','), 0);
            return;
        }
        int split = b.emitSplit(b.pc() + 1, -1);
        repeat(allowed.minus(','), 0);
        int done = b.emitJmp(-1);
        b.patchAlt(split, b.pc());
        repeat(allowed.plus(','), 0);
        b.patchTarget(done, b.pc());
    }

    /** {@code item(sep item)*} for lists or {@code key=value(sep key=value)*} for maps. */
    private void unnamedExploded(Operator op) {
        AsciiSet allowed = allowed(op);
        if (op.allowReserved) {
            repeat(allowed, 0); // ',' and '=' are allowed characters here: every form is this one
            return;
        }
        char sep = op.separatorChar();
        int split = b.emitSplit(b.pc() + 1, -1);
        repeat(allowed.plus(sep), 0);
        int done = b.emitJmp(-1);
        b.patchAlt(split, b.pc());
        int pair = b.pc();
        repeat(allowed, 0);
        b.emitChar('=');
        repeat(allowed, 0);
        int more = b.emitSplit(b.pc() + 1, -1);
        b.emitChar(sep);
        b.emitJmp(pair);
        b.patchAlt(more, b.pc());
        b.patchTarget(done, b.pc());
    }

    /**
     * {@code name[=value](sep name[=value])*}: a list repeats the variable name, a map writes its
     * keys, so every item reads any name and {@link ValueDecoder} tells the two apart.
     */
    private void namedExploded(Operator op) {
        AsciiSet allowed = allowed(op);
        char sep = op.separatorChar();
        int item = b.pc();
        repeat(allowed, 0);
        if (op.ifEmpty.isEmpty()) {
            int split = b.emitSplit(b.pc() + 1, -1);
            b.emitChar('=');
            repeat(allowed, 0);
            b.patchAlt(split, b.pc());
        } else {
            b.emitChar('=');
            repeat(allowed, 0);
        }
        int more = b.emitSplit(b.pc() + 1, -1);
        b.emitChar(sep);
        b.emitJmp(item);
        b.patchAlt(more, b.pc());
    }

    /**
     * {@code (allowed | %HH)*}, greedy. With a limit, at most that many code points: a triplet
     * whose first hex digit is 8-B is a UTF-8 continuation byte and does not start a new one.
     */
    private void repeat(AsciiSet allowed, int limit) {
        int loop = b.emitSplit(b.pc() + 1, -1);
        b.emitClassOrPercent(allowed, limit, loop);
        if (limit > 0) {
            int hex = b.emitSplit(b.pc() + 1, -1);
            b.emitClass(HEX_LEADING, limit);
            int second = b.emitJmp(-1);
            b.patchAlt(hex, b.pc());
            b.emitClass(HEX_CONTINUATION, 0);
            b.patchTarget(second, b.pc());
        } else {
            b.emitClass(HEX, 0);
        }
        b.emitClass(HEX, 0);
        b.emitJmp(loop);
        b.patchAlt(loop, b.pc());
    }
}
