/**
 * Whether `text` matches `pattern`, where `*` stands for any run of
 * characters (including none, spaces and slashes) and every other character
 * stands for itself. Linear in practice: one backtrack point, no regular
 * expressions.
 *
 * @example
 * globMatch("npm run test*", "npm run test:unit"); // true
 */
export function globMatch(pattern: string, text: string): boolean {
  let p = 0;
  let t = 0;
  let star = -1;
  let resume = 0;
  while (t < text.length) {
    if (p < pattern.length && pattern[p] === "*") {
      star = p++;
      resume = t;
    } else if (p < pattern.length && pattern[p] === text[t]) {
      p++;
      t++;
    } else if (star >= 0) {
      p = star + 1;
      t = ++resume;
    } else {
      return false;
    }
  }
  while (p < pattern.length && pattern[p] === "*") p++;
  return p === pattern.length;
}

/**
 * One path segment against one gitignore-style segment pattern: `*` is any
 * run of characters, `?` one character, `[abc]` / `[a-z]` / `[!x]` a class;
 * `\x` is a literal `x`. Never crosses a `/` (segments hold none).
 */
export function segmentMatch(pattern: string, segment: string): boolean {
  return matchFrom(pattern, 0, segment, 0);
}

function matchFrom(pattern: string, p: number, text: string, t: number): boolean {
  while (p < pattern.length) {
    const c = pattern[p] as string;
    if (c === "*") {
      while (pattern[p] === "*") p++;
      if (p === pattern.length) return true;
      for (let i = t; i <= text.length; i++) if (matchFrom(pattern, p, text, i)) return true;
      return false;
    }
    if (t >= text.length) return false;
    if (c === "?") {
      p++;
      t++;
      continue;
    }
    if (c === "[") {
      const close = pattern.indexOf("]", p + 2);
      if (close > 0) {
        const negate = pattern[p + 1] === "!" || pattern[p + 1] === "^";
        const body = pattern.slice(p + (negate ? 2 : 1), close);
        if (inClass(body, text[t] as string) === negate) return false;
        p = close + 1;
        t++;
        continue;
      }
    }
    if (c === "\\" && p + 1 < pattern.length) {
      if (pattern[p + 1] !== text[t]) return false;
      p += 2;
      t++;
      continue;
    }
    if (c !== text[t]) return false;
    p++;
    t++;
  }
  return t === text.length;
}

function inClass(body: string, ch: string): boolean {
  for (let i = 0; i < body.length; i++) {
    const low = body[i] as string;
    if (body[i + 1] === "-" && i + 2 < body.length) {
      const high = body[i + 2] as string;
      if (ch >= low && ch <= high) return true;
      i += 2;
    } else if (low === ch) {
      return true;
    }
  }
  return false;
}
