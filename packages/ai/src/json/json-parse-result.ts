/**
 * Where and why a JSON text failed to parse.
 *
 * `offset` is a UTF-16 code-unit index into the whole text (what
 * `text.charAt(offset)` addresses); it equals the text length when the
 * text was cut off. `expected` says what the grammar allowed there, e.g.
 * `"',' or '}' after property value"`.
 */
export interface JsonParseError {
  /** A full sentence: what was found, where, and what was expected. */
  message: string;
  /** UTF-16 offset of the offending character, or the text length at end of input. */
  offset: number;
  /** What the grammar allowed at `offset`. */
  expected: string;
}

/** The outcome of parsing a whole JSON text: the exact value, or a precise error. */
export type JsonParseResult = { ok: true; value: unknown } | { ok: false; error: JsonParseError };

/**
 * Describes the character at `index` of `text` for error messages:
 * `'x'` for printable characters, `character U+000A` for control
 * characters and lone surrogates, `end of input` past the end.
 */
export function describeCharAt(text: string, index: number): string {
  if (index >= text.length) return "end of input";
  const code = text.charCodeAt(index);
  if (code < 0x20 || code === 0x7f || (code >= 0xd800 && code <= 0xdfff)) {
    return `character U+${code.toString(16).toUpperCase().padStart(4, "0")}`;
  }
  const ch = text.charAt(index);
  return ch === "'" ? `"'"` : `'${ch}'`;
}

/** Builds the error for an unexpected character at `offset`. */
export function unexpectedCharError(found: string, offset: number, expected: string): JsonParseError {
  return { message: `Unexpected ${found} at offset ${offset}: expected ${expected}`, offset, expected };
}

/** Builds the error for text that ended before the JSON value was complete. */
export function endOfInputError(offset: number, expected: string): JsonParseError {
  return {
    message: `Unexpected end of input at offset ${offset} (the text was cut off): expected ${expected}`,
    offset,
    expected,
  };
}
