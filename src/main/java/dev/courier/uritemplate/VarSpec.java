package dev.courier.uritemplate;

/**
 * One variable of an expression.
 *
 * @param name the variable name as written (may contain pct-encoded triplets and dots)
 * @param maxLength the prefix modifier in code points, or 0 when there is none
 * @param explode whether the {@code *} modifier is present
 */
record VarSpec(String name, int maxLength, boolean explode) {

    boolean hasPrefix() {
        return maxLength > 0;
    }
}
