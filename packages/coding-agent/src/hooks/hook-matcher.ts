/** A compiled matcher: whether any of the given names matches. */
export type HookMatcher = (names: readonly string[]) => boolean;

/** The outcome of {@link compileHookMatcher}: the test, or why the pattern is not a regular expression. */
export type CompiledHookMatcher = { ok: true; test: HookMatcher } | { ok: false; error: string };

const MATCH_ALL: HookMatcher = () => true;

/**
 * Compiles a matcher the way Claude Code reads one: missing, empty or `*`
 * matches everything; anything else is a case-sensitive regular expression
 * that must match a whole name (`Edit` does not match `MultiEdit`;
 * `Edit|Write`, `mcp__github__.*` and `Notebook.*` work as written). It is
 * tested against each name a call goes by (Keel's and Claude Code's).
 *
 * @example
 * const m = compileHookMatcher("Edit|Write");
 * m.ok && m.test(["edit", "Edit", "MultiEdit"]); // true
 */
export function compileHookMatcher(matcher: string | undefined): CompiledHookMatcher {
  const pattern = matcher?.trim() ?? "";
  if (pattern === "" || pattern === "*") return { ok: true, test: MATCH_ALL };
  let regex: RegExp;
  try {
    regex = new RegExp(`^(?:${pattern})$`);
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
  return { ok: true, test: (names) => names.some((name) => regex.test(name)) };
}
