package dev.courier.uritemplate;

import java.util.List;

/**
 * One {@code {...}} expression.
 *
 * @param operator the operator, {@link Operator#SIMPLE} when none is written
 * @param variables the variables in written order, never empty
 * @param number 1-based position among the template's expressions, for error messages
 * @param offset index of the opening brace in the template, for error messages
 */
record Expression(Operator operator, List<VarSpec> variables, int number, int offset)
        implements TemplatePart {

    Expression {
        variables = List.copyOf(variables);
    }

    String describe() {
        return "expression " + number + " at offset " + offset;
    }
}
