const REGEX_SPECIAL = /[.*+?^${}()|[\]\\/]/g;

function escapeRegex(text: string): string {
  return text.replace(REGEX_SPECIAL, "\\$&");
}

/** Index of the `]` closing a character class that opens at `start`, or -1. */
function classEnd(glob: string, start: number): number {
  let i = start + 1;
  if (glob[i] === "!" || glob[i] === "^") i++;
  if (glob[i] === "]") i++;
  for (; i < glob.length; i++) if (glob[i] === "]") return i;
  return -1;
}

/**
 * Converts a glob to a regular-expression source (unanchored): `*` and `?`
 * stay within one path segment, `**` as a whole segment spans segments
 * (`**\/` matches zero or more folders), `[abc]`/`[!abc]` classes and
 * `{a,b}` alternatives, `\` escapes the next character.
 */
export function globToRegexSource(glob: string): string {
  let out = "";
  let depth = 0;
  for (let i = 0; i < glob.length; i++) {
    const char = glob[i] as string;
    if (char === "*") {
      let end = i;
      while (glob[end + 1] === "*") end++;
      const stars = end - i + 1;
      const atSegmentStart = i === 0 || glob[i - 1] === "/";
      const next = glob[end + 1];
      if (stars >= 2 && atSegmentStart && next === "/") {
        out += "(?:.*/)?";
        i = end + 1;
      } else if (stars >= 2 && atSegmentStart && next === undefined) {
        out += ".*";
        i = end;
      } else {
        out += "[^/]*";
        i = end;
      }
    } else if (char === "?") {
      out += "[^/]";
    } else if (char === "[") {
      const end = classEnd(glob, i);
      if (end === -1) {
        out += "\\[";
      } else {
        let body = glob.slice(i + 1, end);
        const negated = body.startsWith("!") || body.startsWith("^");
        if (negated) body = body.slice(1);
        out += `[${negated ? "^" : ""}${body.replace(/\\/g, "\\\\").replace(/\]/g, "\\]")}]`;
        i = end;
      }
    } else if (char === "{") {
      depth++;
      out += "(?:";
    } else if (char === "}" && depth > 0) {
      depth--;
      out += ")";
    } else if (char === "," && depth > 0) {
      out += "|";
    } else if (char === "\\" && i + 1 < glob.length) {
      i++;
      out += escapeRegex(glob[i] as string);
    } else {
      out += escapeRegex(char);
    }
  }
  return out + ")".repeat(depth);
}

/** A compiled glob: matches whole strings. */
export function globToRegExp(glob: string, options: { ignoreCase?: boolean } = {}): RegExp {
  return new RegExp(`^${globToRegexSource(glob)}$`, options.ignoreCase ? "i" : "");
}

/**
 * A path filter with `.gitignore`-like semantics: a glob without `/` matches
 * the entry's name at any depth; a glob with `/` matches the path relative
 * to the search root.
 */
export function createPathGlob(glob: string): (relativePath: string) => boolean {
  const trimmed = glob.startsWith("/") ? glob.slice(1) : glob;
  const regex = globToRegExp(trimmed);
  if (trimmed.includes("/")) return (relativePath) => regex.test(relativePath);
  return (relativePath) => regex.test(relativePath.slice(relativePath.lastIndexOf("/") + 1));
}
