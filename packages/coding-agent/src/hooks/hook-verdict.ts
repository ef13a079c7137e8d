import type { HookEventName } from "../settings/hooks-settings-schema.js";
import type { ConfiguredHook } from "./configured-hooks.js";
import { parseHookJsonOutput } from "./hook-json-output.js";
import type { HookProcessResult } from "./run-hook-command.js";

/** The most characters of one hook's output that become context or feedback for the model. */
export const HOOK_CONTEXT_CHARS = 10_000;

/**
 * How one hook ended: `success` (exit 0), `blocked` (exit 2, or a JSON
 * `decision`/`permissionDecision` that blocks), or `error` (any other
 * exit code, a timeout, a command that did not start, bad JSON output —
 * never blocking).
 */
export type HookOutcome = "success" | "blocked" | "error";

/** What one hook asked for, in Keel's terms. */
export interface HookVerdict {
  hook: ConfiguredHook;
  process: HookProcessResult;
  outcome: HookOutcome;
  /** For the model: an exit-2 stderr, a `reason`, a deny reason (cut at {@link HOOK_CONTEXT_CHARS}). */
  feedback?: string;
  /** For the user: a failure, a `systemMessage`, a `stopReason`, a blocked prompt's reason. */
  userMessage?: string;
  /** Context for the model: stdout of UserPromptSubmit/SessionStart, or `additionalContext` (cut). */
  context?: string;
  permissionDecision?: "allow" | "deny" | "ask";
  permissionReason?: string;
  updatedInput?: Record<string, unknown>;
  /** `continue: false`: the run stops, with this reason for the user. */
  stopRun?: string;
  /** `suppressOutput`: front ends leave stdout out. */
  suppressOutput: boolean;
}

/** Events whose plain stdout (exit 0) becomes context for the model. */
const STDOUT_IS_CONTEXT = new Set<HookEventName>(["UserPromptSubmit", "SessionStart"]);

/** Events whose exit-2 stderr goes to the model (otherwise to the user). */
const FEEDBACK_TO_MODEL = new Set<HookEventName>([
  "PreToolUse",
  "PostToolUse",
  "PostToolUseFailure",
  "Stop",
  "SubagentStop",
]);

/** Cuts text for the model at {@link HOOK_CONTEXT_CHARS}, saying how much was left out. */
export function capForModel(text: string): string {
  if (text.length <= HOOK_CONTEXT_CHARS) return text;
  return `${text.slice(0, HOOK_CONTEXT_CHARS)}\n[hook output cut: ${text.length - HOOK_CONTEXT_CHARS} more characters]`;
}

function firstLines(text: string): string {
  const trimmed = text.trim();
  const lines = trimmed.split("\n");
  const head = lines.slice(0, 5).join("\n");
  const cut = head.length > 2000 ? `${head.slice(0, 2000)}…` : head;
  return lines.length > 5 || head.length > 2000 ? `${cut} …` : cut;
}

function failure(hook: ConfiguredHook, process: HookProcessResult, why: string): HookVerdict {
  const detail = process.stderr.trim() === "" ? "" : `: ${firstLines(process.stderr)}`;
  return {
    hook,
    process,
    outcome: "error",
    userMessage: `${hook.event} hook \`${hook.command}\` ${why}${detail}`,
    suppressOutput: false,
  };
}

/**
 * Reads one finished hook the way Claude Code documents it: exit 0 goes on
 * (JSON on stdout for fine control; plain stdout of UserPromptSubmit and
 * SessionStart is context), exit 2 blocks (stderr to the model for tool
 * and Stop events, to the user otherwise), anything else is an error the
 * user sees and the run goes on.
 */
export async function hookVerdict(hook: ConfiguredHook, process: HookProcessResult): Promise<HookVerdict> {
  const event = hook.event;
  if (process.spawnError !== undefined) return failure(hook, process, `did not start (${process.spawnError})`);
  if (process.killed === "timeout") {
    return failure(hook, process, `timed out after ${Math.round(hook.timeoutMs / 1000)} s and was killed`);
  }
  if (process.killed === "aborted") return failure(hook, process, "was stopped: the run was interrupted");
  if (process.exitCode === 2) {
    const stderr = process.stderr.trim() || `blocked by ${event} hook \`${hook.command}\` (exit code 2)`;
    return FEEDBACK_TO_MODEL.has(event)
      ? { hook, process, outcome: "blocked", feedback: capForModel(stderr), suppressOutput: false }
      : { hook, process, outcome: "blocked", userMessage: stderr, suppressOutput: false };
  }
  if (process.exitCode !== 0) return failure(hook, process, `failed (exit code ${process.exitCode})`);
  const parsed = await parseHookJsonOutput(process.stdout);
  if (!parsed.ok) return failure(hook, process, parsed.error);
  const json = parsed.output;
  const verdict: HookVerdict = { hook, process, outcome: "success", suppressOutput: json?.suppressOutput === true };
  if (json === undefined) {
    if (STDOUT_IS_CONTEXT.has(event) && process.stdout.trim() !== "")
      verdict.context = capForModel(process.stdout.trim());
    return verdict;
  }
  if (json.systemMessage !== undefined) verdict.userMessage = json.systemMessage;
  if (json.continue === false) verdict.stopRun = json.stopReason ?? `stopped by ${event} hook \`${hook.command}\``;
  const specific = json.hookSpecificOutput;
  if (specific?.additionalContext !== undefined && specific.additionalContext.trim() !== "") {
    verdict.context = capForModel(specific.additionalContext.trim());
  }
  if (event === "PreToolUse") {
    // The older `decision: approve | block` is read as allow / deny.
    const legacy = json.decision === "approve" ? "allow" : json.decision === "block" ? "deny" : json.decision;
    const decision = specific?.permissionDecision ?? legacy;
    if (decision !== undefined) {
      verdict.permissionDecision = decision;
      const reason = specific?.permissionDecisionReason ?? json.reason;
      if (reason !== undefined) verdict.permissionReason = capForModel(reason);
      if (decision === "deny") verdict.outcome = "blocked";
    }
    if (specific?.updatedInput !== undefined) verdict.updatedInput = specific.updatedInput as Record<string, unknown>;
    return verdict;
  }
  if (json.decision === "block") {
    verdict.outcome = "blocked";
    const reason = json.reason ?? `blocked by ${event} hook \`${hook.command}\``;
    if (event === "UserPromptSubmit") verdict.userMessage = reason;
    else if (FEEDBACK_TO_MODEL.has(event)) verdict.feedback = capForModel(reason);
    else verdict.userMessage = reason;
  }
  return verdict;
}
