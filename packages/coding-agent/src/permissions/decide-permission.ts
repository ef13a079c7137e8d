import { isInside } from "./canonical-path.js";
import { type CheckItem, checkItems, READ_ONLY_TOOLS } from "./check-items.js";
import { globMatch } from "./glob-match.js";
import { compilePathPattern, matchPathPattern, type PathPattern } from "./path-pattern.js";
import type { PermissionPolicy, RuleEntry, RuleList } from "./permission-policy.js";
import { isCuratedReadOnly } from "./read-only-commands.js";
import { isEscalated, sandboxVerdict } from "./sandbox-verdict.js";
import { DYNAMIC, displayCommand, renderCommand } from "./shell-words.js";

/** What the checker says about a call or a part of it. */
export type Verdict = "allow" | "ask" | "deny";

/** Who decided: a rule, the permission mode, or the defaults. (`user` and `headless` are added by the gate.) */
export type DecidedBy = "rule" | "mode" | "default";

/** The verdict on one item of a call. */
export interface ItemDecision {
  item: CheckItem;
  verdict: Verdict;
  decidedBy: DecidedBy;
  /** The rule that decided, when one did. */
  rule?: RuleEntry;
  /** One sentence: why. */
  reason: string;
  /** The item for people, e.g. "bash command `rm -rf x`". */
  subject: string;
  /** The exact rule that would allow this item and nothing broader; absent when none can. */
  suggestion?: string;
}

/** The verdict on a whole call: the strictest of its items (deny > ask > allow). */
export interface PermissionDecision {
  verdict: Verdict;
  decidedBy: DecidedBy;
  rule?: RuleEntry;
  reason: string;
  /** The item that decided. */
  deciding: ItemDecision;
  items: ItemDecision[];
  /** Rules that would allow every item that asks; empty when some item cannot be allowed by a rule. */
  suggestions: string[];
}

const RANK: Record<Verdict, number> = { allow: 0, ask: 1, deny: 2 };

/**
 * Decides a tool call. In order: plan mode refuses every tool but the
 * read-only ones; then, for each item of the call, a matching deny rule
 * denies, an ask rule asks, a part the checker cannot see through asks, an
 * allow rule allows, and the mode and defaults decide the rest (read-only
 * tools inside the project: allow; accept-edits: file changes inside the
 * project allowed; bypass: everything not denied; otherwise: ask). The
 * call gets the strictest verdict of its items.
 *
 * @example
 * const decision = await decidePermission(policy, "bash", { command: "git status && rm -rf x" });
 * decision.verdict; // "ask" unless a rule allows rm -rf x
 */
export async function decidePermission(
  policy: PermissionPolicy,
  toolName: string,
  args: Record<string, unknown>,
): Promise<PermissionDecision> {
  if (policy.mode === "plan" && !READ_ONLY_TOOLS.includes(toolName)) {
    const deciding: ItemDecision = {
      item: { kind: "tool", tool: toolName },
      verdict: "deny",
      decidedBy: "mode",
      reason: `the agent is in plan mode, where only the read-only tools (${READ_ONLY_TOOLS.join(", ")}) run`,
      subject: `the ${toolName} tool`,
    };
    return { ...summary(deciding), items: [deciding], suggestions: [] };
  }
  const items = await checkItems(toolName, args, policy);
  // A call that asks to run outside the sandbox is decided as if there were none, and says so.
  const escalated = isEscalated(policy, toolName, args);
  const { sandbox: _sandbox, ...unsandboxed } = policy;
  const decisions: ItemDecision[] = [];
  for (const item of items) {
    const decision = await decideItem(escalated ? unsandboxed : policy, item);
    decisions.push(escalated ? { ...decision, subject: `${decision.subject} outside the sandbox` } : decision);
  }
  let deciding = decisions[0] as ItemDecision;
  for (const decision of decisions) if (RANK[decision.verdict] > RANK[deciding.verdict]) deciding = decision;
  const asking = decisions.filter((decision) => decision.verdict === "ask");
  const suggestions =
    deciding.verdict === "ask" && asking.every((decision) => decision.suggestion !== undefined)
      ? [...new Set(asking.map((decision) => decision.suggestion as string))]
      : [];
  return { ...summary(deciding), items: decisions, suggestions };
}

function summary(deciding: ItemDecision): Omit<PermissionDecision, "items" | "suggestions"> {
  return {
    verdict: deciding.verdict,
    decidedBy: deciding.decidedBy,
    ...(deciding.rule ? { rule: deciding.rule } : {}),
    reason: deciding.reason,
    deciding,
  };
}

async function decideItem(policy: PermissionPolicy, item: CheckItem): Promise<ItemDecision> {
  const subject = describeItem(item, policy);
  const suggestion = suggestRule(item, policy);
  const base = { item, subject, ...(suggestion ? { suggestion } : {}) };
  const denied = await firstMatch(policy, item, "deny");
  if (denied) return { ...base, verdict: "deny", decidedBy: "rule", rule: denied, reason: ruleReason(denied) };
  const maybeDenied = item.kind === "command" ? mayMatch(policy, item.words, "deny") : undefined;
  if (maybeDenied) {
    return {
      ...base,
      verdict: "ask",
      decidedBy: "rule",
      rule: maybeDenied,
      reason: `${ruleReason(maybeDenied)} may match once the run-time values are known`,
    };
  }
  const asked =
    (await firstMatch(policy, item, "ask")) ??
    (item.kind === "command" ? mayMatch(policy, item.words, "ask") : undefined);
  if (asked) {
    if (policy.mode === "bypass") {
      return { ...base, verdict: "allow", decidedBy: "mode", reason: `bypass mode overrides ${ruleReason(asked)}` };
    }
    return { ...base, verdict: "ask", decidedBy: "rule", rule: asked, reason: ruleReason(asked) };
  }
  if (policy.mode === "bypass") return { ...base, verdict: "allow", decidedBy: "mode", reason: "bypass mode" };
  const contained = sandboxVerdict(policy, item);
  if (contained) return { ...base, ...contained, decidedBy: "default" };
  if (item.kind === "opaque") {
    const everyCall = item.redirect === undefined ? undefined : allowsEveryRedirect(policy, item.redirect);
    if (everyCall) {
      const reason = `${ruleReason(everyCall)} allows every call, and no deny or ask rule names files`;
      return { ...base, verdict: "allow", decidedBy: "rule", rule: everyCall, reason };
    }
    return { ...base, verdict: "ask", decidedBy: "default", reason: `${item.reason}, so no rule can allow it` };
  }
  const allowed = await firstMatch(policy, item, "allow");
  if (allowed) return { ...base, verdict: "allow", decidedBy: "rule", rule: allowed, reason: ruleReason(allowed) };
  switch (item.kind) {
    case "command":
      if (policy.allowReadOnlyCommands && isCuratedReadOnly(item.words)) {
        return {
          ...base,
          verdict: "allow",
          decidedBy: "default",
          reason: "a read-only command (allowReadOnlyCommands)",
        };
      }
      return { ...base, verdict: "ask", decidedBy: "default", reason: "no rule allows it" };
    case "path": {
      const inside = isInside(item.path, policy.root);
      if (item.access === "read") {
        return inside
          ? { ...base, verdict: "allow", decidedBy: "default", reason: "reading inside the project" }
          : {
              ...base,
              verdict: "ask",
              decidedBy: "default",
              reason: "it is outside the project and no rule allows it",
            };
      }
      if (inside && policy.mode === "accept-edits") {
        return {
          ...base,
          verdict: "allow",
          decidedBy: "mode",
          reason: "accept-edits mode allows file changes inside the project",
        };
      }
      return {
        ...base,
        verdict: "ask",
        decidedBy: "default",
        reason: inside ? "no rule allows changing it" : "it is outside the project and no rule allows it",
      };
    }
    case "tool":
      // A subagent's own tool calls are decided one by one by the same rules: starting one needs no approval.
      if (item.tool === "task") {
        return {
          ...base,
          verdict: "allow",
          decidedBy: "default",
          reason: "each call of the subagent is checked itself",
        };
      }
      return { ...base, verdict: "ask", decidedBy: "default", reason: "no rule allows it" };
    default: {
      const unreachable: never = item;
      throw new Error(`unknown check item ${JSON.stringify(unreachable)}`);
    }
  }
}

/**
 * For a redirection to a file only known at run time: the allow rule that
 * allows every bash call (`*`, `bash`, `bash(*)`), when no deny or ask rule
 * exists that such a file could match (a path rule for reading, or for
 * writing and editing).
 */
function allowsEveryRedirect(policy: PermissionPolicy, access: "read" | "write"): RuleEntry | undefined {
  const names = access === "read" ? ["read"] : ["edit", "write"];
  const restricted = policy.rules.some(
    (entry) => entry.list !== "allow" && names.some((name) => globMatch(entry.rule.tool, name)),
  );
  if (restricted) return undefined;
  return policy.rules.find(
    ({ list, rule }) =>
      list === "allow" && globMatch(rule.tool, "bash") && (rule.pattern === undefined || rule.pattern === "*"),
  );
}

function ruleReason(entry: RuleEntry): string {
  return `the ${entry.list} rule ${entry.rule.text} (${entry.source})`;
}

/** Tool names a bare rule (`read`, `bash`, `mcp__x__*`) is compared with, per item. */
function bareNames(item: CheckItem): string[] {
  switch (item.kind) {
    case "tool":
      return [item.tool];
    case "command":
      return ["bash"];
    case "opaque":
      return [item.tool ?? "bash"];
    case "path":
      return [item.tool, ...(item.access === "read" ? ["read"] : ["edit", "write"])];
    default: {
      const unreachable: never = item;
      throw new Error(`unknown check item ${JSON.stringify(unreachable)}`);
    }
  }
}

async function firstMatch(policy: PermissionPolicy, item: CheckItem, list: RuleList): Promise<RuleEntry | undefined> {
  for (const entry of policy.rules) {
    if (entry.list !== list) continue;
    if (await matches(policy, entry, item, list)) return entry;
  }
  return undefined;
}

async function matches(policy: PermissionPolicy, entry: RuleEntry, item: CheckItem, list: RuleList): Promise<boolean> {
  const { rule } = entry;
  if (rule.pattern === undefined) return bareNames(item).some((name) => globMatch(rule.tool, name));
  switch (item.kind) {
    case "command": {
      if (!globMatch(rule.tool, "bash")) return false;
      if (commandMatches(rule.pattern, item.words)) return true;
      // Deny and ask rules also see a path-qualified program by its base name (/bin/rm is rm).
      const program = item.words[0] ?? "";
      if (list === "allow" || !program.includes("/")) return false;
      return commandMatches(rule.pattern, [program.slice(program.lastIndexOf("/") + 1), ...item.words.slice(1)]);
    }
    case "path": {
      const names = item.tool === "bash" ? [] : [item.tool];
      names.push(...(item.access === "read" ? ["read"] : ["edit", "write"]));
      if (!names.some((name) => globMatch(rule.tool, name))) return false;
      return matchPathPattern(await pathPattern(policy, rule.pattern), item.path);
    }
    case "tool":
    case "opaque":
      return false;
    default: {
      const unreachable: never = item;
      throw new Error(`unknown check item ${JSON.stringify(unreachable)}`);
    }
  }
}

/** `:*` at the end: the command alone or followed by a space and anything. `*` elsewhere: any characters. */
const rendered = new WeakMap<readonly string[], string>();
function commandMatches(pattern: string, words: readonly string[]): boolean {
  let text = rendered.get(words);
  if (text === undefined) {
    text = renderCommand(words);
    rendered.set(words, text);
  }
  if (pattern.endsWith(":*")) {
    const prefix = pattern.slice(0, -2).trimEnd();
    return globMatch(prefix, text) || globMatch(`${prefix} *`, text);
  }
  return globMatch(pattern, text);
}

/**
 * A deny or ask rule that could match a command with run-time values once
 * they are known: the rule's program is the command's (`rm $X` against
 * `bash(rm -rf /)`).
 */
function mayMatch(policy: PermissionPolicy, words: readonly string[], list: RuleList): RuleEntry | undefined {
  if (!words.some((word) => word.includes(DYNAMIC))) return undefined;
  const program = words[0] ?? "";
  const base = program.slice(program.lastIndexOf("/") + 1);
  return policy.rules.find((entry) => {
    if (entry.list !== list || entry.rule.pattern === undefined || !globMatch(entry.rule.tool, "bash")) return false;
    const first = entry.rule.pattern.split(" ")[0] ?? "";
    const head = first.endsWith(":*") ? first.slice(0, -2) : first;
    return globMatch(head, program) || globMatch(head, base);
  });
}

const compiled = new Map<string, Promise<PathPattern>>();
function pathPattern(policy: PermissionPolicy, pattern: string): Promise<PathPattern> {
  const key = `${policy.root}\0${policy.homeDir}\0${pattern}`;
  let found = compiled.get(key);
  if (found === undefined) {
    found = compilePathPattern(pattern, { root: policy.root, homeDir: policy.homeDir });
    compiled.set(key, found);
  }
  return found;
}

function describeItem(item: CheckItem, policy: PermissionPolicy): string {
  switch (item.kind) {
    case "tool":
      return `the ${item.tool} tool`;
    case "command":
      return `bash command \`${displayCommand(item.words)}\``;
    case "opaque":
      return item.tool === undefined ? `bash \`${item.text}\`` : `${item.tool} ${item.text}`;
    case "path": {
      const what =
        item.tool === "bash" ? `a shell redirection that ${item.access === "read" ? "reads" : "writes"}` : item.tool;
      return `${what} ${rulePath(item.path, policy)}`;
    }
    default: {
      const unreachable: never = item;
      throw new Error(`unknown check item ${JSON.stringify(unreachable)}`);
    }
  }
}

/** A canonical path as a rule pattern: `./x` inside the project, `~/x` in the home folder, `//x` elsewhere. */
function rulePath(path: string, policy: PermissionPolicy): string {
  if (isInside(path, policy.root) && path !== policy.root) return `./${path.slice(policy.root.length + 1)}`;
  if (path === policy.root) return ".";
  if (isInside(path, policy.homeDir) && path !== policy.homeDir) return `~/${path.slice(policy.homeDir.length + 1)}`;
  return `/${path}`;
}

function suggestRule(item: CheckItem, policy: PermissionPolicy): string | undefined {
  switch (item.kind) {
    case "tool":
      return item.tool;
    case "opaque":
      return undefined;
    case "command": {
      const text = renderCommand(item.words);
      if (text.includes(DYNAMIC) || text.includes("*")) return undefined;
      return `bash(${text})`;
    }
    case "path": {
      const path = rulePath(item.path, policy);
      if (["*", "?", "[", "\\", "  "].some((ch) => path.includes(ch))) return undefined;
      const tool =
        item.access === "read" ? (item.tool === "bash" ? "read" : item.tool) : item.tool === "edit" ? "edit" : "write";
      return `${tool}(${path})`;
    }
    default: {
      const unreachable: never = item;
      throw new Error(`unknown check item ${JSON.stringify(unreachable)}`);
    }
  }
}
