/** Rust regex's Unicode word class (what `\w` means to ripgrep). */
const WORD = "\\p{Alphabetic}\\p{M}\\p{Nd}\\p{Pc}\\p{Join_Control}";

/**
 * Rewrites a regex written for ripgrep (Rust syntax, Unicode-aware by
 * default) so a JavaScript `u`-flag RegExp means the same: `\w`, `\d`,
 * `\b` and their negations become Unicode-aware, as they are in ripgrep.
 */
export function toUnicodeRegexSource(source: string): string {
  let out = "";
  let inClass = false;
  for (let i = 0; i < source.length; i++) {
    const char = source[i] as string;
    if (char === "\\" && i + 1 < source.length) {
      const next = source[i + 1] as string;
      i++;
      if (next === "w") out += inClass ? WORD : `[${WORD}]`;
      else if (next === "d") out += "\\p{Nd}";
      else if (next === "W" && !inClass) out += `[^${WORD}]`;
      else if (next === "D" && !inClass) out += "\\P{Nd}";
      else if (next === "b" && !inClass) out += `(?:(?<=[${WORD}])(?![${WORD}])|(?<![${WORD}])(?=[${WORD}]))`;
      else if (next === "B" && !inClass) out += `(?:(?<=[${WORD}])(?=[${WORD}])|(?<![${WORD}])(?![${WORD}]))`;
      else out += char + next;
      continue;
    }
    if (char === "[" && !inClass) inClass = true;
    else if (char === "]" && inClass) inClass = false;
    out += char;
  }
  return out;
}
