package dev.courier.uritemplate;

/**
 * Literal template text.
 *
 * @param raw the text as written in the template
 * @param expanded the text as it appears in an expansion (non-ASCII characters pct-encoded)
 */
record Literal(String raw, String expanded) implements TemplatePart {}
