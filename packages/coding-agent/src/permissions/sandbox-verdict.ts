import type { CheckItem } from "./check-items.js";
import { globMatch } from "./glob-match.js";
import type { PermissionPolicy } from "./permission-policy.js";

/** What the sandbox says about one item: allow it, deny it, or leave it to the rules' defaults. */
export type SandboxVerdict = { verdict: "allow" | "deny"; reason: string } | undefined;

/** Whether this call asks to run outside the sandbox (`bash` with `"escalate": true`, where escalation is offered). */
export function isEscalated(policy: PermissionPolicy, toolName: string, args: Record<string, unknown>): boolean {
  return toolName === "bash" && args.escalate === true && policy.sandbox?.allowEscalation === true;
}

/**
 * The sandbox's say on an item no deny or ask rule named, before the
 * permission defaults: inside the sandbox a shell command runs without
 * asking (the OS draws the boundary), and so does a file change by `write`
 * or `edit` within the writable roots; a file tool's access the sandbox
 * refuses is denied with the sandbox's reason. A part of a command the
 * checker cannot see through runs too, unless some deny or ask rule names
 * commands or files (it might hide what they name). Everything else is left
 * to the defaults.
 */
export function sandboxVerdict(policy: PermissionPolicy, item: CheckItem): SandboxVerdict {
  const sandbox = policy.sandbox;
  if (sandbox === undefined) return undefined;
  const inside = `it runs inside the sandbox (${sandbox.mode})`;
  switch (item.kind) {
    case "command":
      return { verdict: "allow", reason: inside };
    case "opaque": {
      if (item.tool !== undefined) return undefined;
      const restricted = policy.rules.some(
        (entry) =>
          entry.list !== "allow" && ["bash", "read", "edit", "write"].some((name) => globMatch(entry.rule.tool, name)),
      );
      return restricted ? undefined : { verdict: "allow", reason: inside };
    }
    case "path": {
      // A shell redirection is opened inside the sandbox, which refuses what it must.
      if (item.tool === "bash") return { verdict: "allow", reason: inside };
      const refusal = sandbox.refuses(item.path, item.access);
      if (refusal !== undefined) {
        return {
          verdict: "deny",
          reason: `the sandbox (${sandbox.mode}): ${refusal.replace(/^Permission denied: /, "")}`,
        };
      }
      return item.access === "write"
        ? { verdict: "allow", reason: `it is inside the sandbox's writable roots (${sandbox.mode})` }
        : undefined;
    }
    case "tool":
      return undefined;
    default: {
      const unreachable: never = item;
      throw new Error(`unknown check item ${JSON.stringify(unreachable)}`);
    }
  }
}
