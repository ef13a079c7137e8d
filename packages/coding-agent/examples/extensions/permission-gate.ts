// Asks before risky tool calls, and blocks them when nobody can answer.
//
// In your own extension, import from "@keel/coding-agent". The examples in
// this repository import the package source so they type-check without a build.
import type { ExtensionAPI, ToolCallEvent } from "../../src/index.js";

const RISKY_COMMANDS: [RegExp, string][] = [
  [/\brm\s+(-[a-zA-Z]*\s+)*-[a-zA-Z]*[rR][a-zA-Z]*\b/, "deletes files recursively"],
  [/\bsudo\b/, "runs as root"],
  [/\bgit\s+push\b.*(--force\b|\s-f\b)/, "force-pushes"],
  [/\bmkfs(\.\w+)?\b|\bdd\s+.*\bof=\/dev\//, "writes to a disk device"],
  [/\bcurl\b[^|]*\|\s*(ba|z)?sh\b/, "pipes a download into a shell"],
];

const PROTECTED_PATHS: [RegExp, string][] = [
  [/(^|\/)\.env(\.|$)/, "a .env file"],
  [/(^|\/)\.git\//, "git's own files"],
  [/(^|\/)node_modules\//, "installed packages"],
];

/** Why a call needs approval, or `undefined` when it does not. */
export function riskOf(event: Pick<ToolCallEvent, "toolName" | "input">): string | undefined {
  const { toolName, input } = event;
  if (toolName === "bash" && typeof input.command === "string") {
    const hit = RISKY_COMMANDS.find(([pattern]) => pattern.test(input.command as string));
    if (hit !== undefined) return `the command ${hit[1]}`;
  }
  if ((toolName === "write" || toolName === "edit") && typeof input.path === "string") {
    const hit = PROTECTED_PATHS.find(([pattern]) => pattern.test(input.path as string));
    if (hit !== undefined) return `it changes ${hit[1]}`;
  }
  return undefined;
}

export default function permissionGate(pi: ExtensionAPI): void {
  pi.on("tool_call", async (event, ctx) => {
    const risk = riskOf(event);
    if (risk === undefined) return undefined;
    if (ctx.hasUI && (await ctx.ui.confirm(`Allow ${event.toolName}?`, `This call needs approval: ${risk}.`))) {
      return undefined;
    }
    const why = ctx.hasUI ? "the user said no" : "nobody can approve it in this mode";
    return { block: true, reason: `Not run: ${risk}, and ${why}. Find another way or ask the user.` };
  });
}
