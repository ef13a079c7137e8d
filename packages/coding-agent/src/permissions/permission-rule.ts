/**
 * One permission rule: a tool name (a `*` in it is a glob, so `*` is every
 * tool and `mcp__github__*` every tool of one MCP server), optionally with a
 * pattern in parentheses. `text` is the rule as written, normalized
 * (`bash( git  status )` becomes `bash(git status)`).
 */
export interface PermissionRule {
  tool: string;
  /** The pattern inside the parentheses; absent for a bare tool name. */
  pattern?: string;
  text: string;
}

/** A rule that parsed, or what is wrong with it. */
export type ParsedRule = { ok: true; rule: PermissionRule } | { ok: false; message: string; hint: string };

const HINT =
  "Write a tool name, or a tool name with a pattern: bash(npm run test:*), read(./.env), edit(src/**), mcp__server__tool, *.";

function isToolNameChar(ch: string): boolean {
  return (ch >= "a" && ch <= "z") || (ch >= "A" && ch <= "Z") || (ch >= "0" && ch <= "9") || "_-.*".includes(ch);
}

/**
 * Parses a rule of the grammar `tool` | `tool(pattern)`. Whitespace inside
 * the pattern is collapsed to single spaces; `tool(*)` is the same as the
 * bare `tool`. Bad input is data: the message says what is wrong and the
 * hint shows the grammar.
 *
 * @example
 * parseRule("bash(npm run test:*)"); // { ok: true, rule: { tool: "bash", pattern: "npm run test:*", … } }
 */
export function parseRule(input: string): ParsedRule {
  const text = input.trim();
  if (text === "") return { ok: false, message: "a permission rule is empty", hint: HINT };
  const open = text.indexOf("(");
  const tool = open < 0 ? text : text.slice(0, open).trim();
  if (tool === "") return { ok: false, message: `"${input}" has no tool name before "("`, hint: HINT };
  for (const ch of tool) {
    if (!isToolNameChar(ch)) {
      return { ok: false, message: `"${input}": "${ch}" cannot appear in a tool name`, hint: HINT };
    }
  }
  if (open < 0) return { ok: true, rule: { tool, text: tool } };
  if (!text.endsWith(")")) return { ok: false, message: `"${input}" has "(" without a closing ")"`, hint: HINT };
  const pattern = text
    .slice(open + 1, -1)
    .split(/\s+/)
    .filter((word) => word !== "")
    .join(" ");
  if (pattern === "") return { ok: false, message: `"${input}" has an empty pattern`, hint: HINT };
  if (pattern === "*") return { ok: true, rule: { tool, text: tool } };
  return { ok: true, rule: { tool, pattern, text: `${tool}(${pattern})` } };
}

/** Whether the rule covers every call of its tools (a bare name or `tool(*)`). */
export function isToolWide(rule: PermissionRule): boolean {
  return rule.pattern === undefined;
}
