import type { PermissionDecision } from "./decide-permission.js";

/** What a front end is asked when a call needs approval. */
export interface PermissionPrompt {
  toolCallId: string;
  toolName: string;
  /** The call's arguments as the tool will get them. */
  args: Record<string, unknown>;
  /** The checker's "ask" decision: what asked and why (`decision.items` lists every part). */
  decision: PermissionDecision;
  /**
   * The exact rules a "session", "project" or "always" answer adds — never
   * broader than this call (`bash(npm run test)` for `npm run test`, never
   * `bash(*)`). Empty when no rule can allow the call (an `eval`, a computed
   * program): then only "once" and "deny" make sense, and any other answer
   * counts as "once".
   */
  rules: string[];
}

/** The user's answer. */
export type PermissionAnswer =
  | { kind: "once" }
  | { kind: "session" }
  | { kind: "project" }
  | { kind: "always" }
  /** `reason` goes back to the model in the tool result. */
  | { kind: "deny"; reason?: string };

/**
 * The seam a terminal UI (or an RPC client) implements to answer "ask"
 * decisions: show `prompt.decision.deciding.subject` and `prompt.rules`,
 * offer allow once / for this session / always for this project / always /
 * deny with an optional reason, and resolve with the answer. Calls of one
 * batch are asked one at a time, in order. Without a prompter (print and
 * JSON modes) every "ask" is refused with a message saying how to allow it.
 * A prompter that throws or is aborted through `signal` counts as "deny".
 *
 * @example
 * const prompter: PermissionPrompter = async (prompt) =>
 *   (await ui.confirm(`Allow ${prompt.decision.deciding.subject}?`)) ? { kind: "once" } : { kind: "deny" };
 */
export type PermissionPrompter = (
  prompt: PermissionPrompt,
  signal: AbortSignal | undefined,
) => Promise<PermissionAnswer>;
