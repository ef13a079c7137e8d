import type { PermissionAnswer, PermissionPrompter } from "../../permissions/permission-prompter.js";
import type { RpcExtensionUI } from "./rpc-extension-ui.js";

/** The choices of a permission question, as the client sees them in a `select` request. */
export const PERMISSION_CHOICES: readonly (readonly [label: string, answer: PermissionAnswer])[] = [
  ["Allow once", { kind: "once" }],
  ["Allow for this session", { kind: "session" }],
  ["Always allow in this project", { kind: "project" }],
  ["Always allow", { kind: "always" }],
  ["Deny", { kind: "deny" }],
];

/**
 * Asks the RPC client about a tool call that needs approval, as an
 * extension `select` dialog: the title names the call, why it asks and
 * the rule an "always" answer would add; the options are
 * {@link PERMISSION_CHOICES} (only "Allow once" and "Deny" when no rule can
 * allow the call). A cancellation, a timeout or shutdown denies.
 */
export function createRpcPermissionPrompter(ui: RpcExtensionUI, timeoutMs?: number): PermissionPrompter {
  return async (prompt, signal) => {
    const choices =
      prompt.rules.length === 0
        ? PERMISSION_CHOICES.filter(([, a]) => a.kind === "once" || a.kind === "deny")
        : PERMISSION_CHOICES;
    const rules = prompt.rules.length === 0 ? "" : ` Rule: ${prompt.rules.join(", ")}.`;
    const title = `Allow ${prompt.decision.deciding.subject}? (${prompt.decision.reason}).${rules}`;
    const picked = await ui.select(
      title,
      choices.map(([label]) => label),
      { ...(timeoutMs === undefined ? {} : { timeout: timeoutMs }), ...(signal ? { signal } : {}) },
    );
    const answer = choices.find(([label]) => label === picked)?.[1];
    return answer ?? { kind: "deny", reason: "the RPC client gave no answer" };
  };
}
