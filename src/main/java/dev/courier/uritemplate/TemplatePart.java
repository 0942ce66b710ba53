package dev.courier.uritemplate;

/** A parsed template is a sequence of literal runs and expressions. */
sealed interface TemplatePart permits Literal, Expression {}
