package dev.courier.resolve;

import java.util.Set;

/** A distinct string found in declared arguments, with every scheme the arguments holding it declare. */
record CollectedString(String value, Set<String> declaredSchemes) {
    CollectedString {
        declaredSchemes = Set.copyOf(declaredSchemes);
    }
}
