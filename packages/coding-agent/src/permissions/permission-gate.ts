import type { BeforeToolCallHook, BeforeToolCallResult } from "@keel/agent-core";
import type { PermissionMode } from "../settings/permission-settings.js";
import { type Approval, saveApproval } from "./approval-store.js";
import type { PermissionDecision } from "./decide-permission.js";
import { deniedText, headlessText, refusedText } from "./permission-messages.js";
import type { PermissionPolicy, RuleEntry } from "./permission-policy.js";
import type { PermissionAnswer, PermissionPrompter } from "./permission-prompter.js";
import type { PermissionDecisionEvent, PermissionDecisionRecord } from "./permission-record.js";
import { parseRule } from "./permission-rule.js";
import type { PermissionSandbox } from "./permission-sandbox.js";
import { loadShellSyntax } from "./shell-syntax.js";

/** Options of {@link PermissionGate}. */
export interface PermissionGateOptions {
  policy: PermissionPolicy;
  /** Answers "ask" decisions (a terminal UI). Without one, every "ask" is refused with a message saying how to allow the call. */
  prompter?: PermissionPrompter;
  /** Where "project" and "always" answers are saved (`$KEEL_HOME/permissions.json`). */
  approvalsFile?: string;
  /** Records every decision (the session's `permission_decision` entries). */
  record?: (record: PermissionDecisionRecord) => void;
  /** The session id saved with an approval. */
  sessionId?: string;
  now?: () => Date;
}

/** Hears every decision, before the call's `tool_execution_end`. */
export type PermissionListener = (event: PermissionDecisionEvent) => void | Promise<void>;

/**
 * Enforces the permission policy on the `tool_call` path: its
 * {@link PermissionGate.beforeToolCall} hook decides each call (and each
 * nested call made through `runToolCall` with the same hook), asks the
 * prompter when the policy says "ask", records the decision and tells its
 * listeners. A denied call becomes an error result starting with
 * `Permission denied:` that names the rule or mode that decided.
 */
export class PermissionGate {
  private policyValue: PermissionPolicy;
  private readonly options: PermissionGateOptions;
  private sessionRules: RuleEntry[] = [];
  private readonly listeners = new Set<PermissionListener>();
  private recorder: ((record: PermissionDecisionRecord) => void) | undefined;
  private sessionId: string | undefined;

  constructor(options: PermissionGateOptions) {
    this.options = options;
    this.policyValue = options.policy;
    this.recorder = options.record;
    this.sessionId = options.sessionId;
  }

  /** The policy in force, with this session's answers added. */
  get policy(): PermissionPolicy {
    return { ...this.policyValue, rules: [...this.policyValue.rules, ...this.sessionRules] };
  }

  /** The permission mode in force. */
  get mode(): PermissionMode {
    return this.policyValue.mode;
  }

  /** Puts the session under another sandbox, or none (`/sandbox`, RPC `set_sandbox`). */
  setSandbox(sandbox: PermissionSandbox | undefined): void {
    const { sandbox: _old, ...rest } = this.policyValue;
    this.policyValue = sandbox === undefined ? rest : { ...rest, sandbox };
  }

  /** Changes the mode for the rest of the session (the UI's `/permissions`). */
  setMode(mode: PermissionMode): void {
    this.policyValue = { ...this.policyValue, mode };
  }

  /**
   * Stops honouring the saved approvals of exactly this rule (already
   * removed from the approvals file) for the rest of the session.
   */
  forgetApproval(ruleText: string): void {
    const parsed = parseRule(ruleText);
    const wanted = parsed.ok ? parsed.rule.text : ruleText.trim();
    const keep = (entry: RuleEntry) => entry.origin !== "approval" || entry.rule.text !== wanted;
    this.policyValue = { ...this.policyValue, rules: this.policyValue.rules.filter(keep) };
    const kept = this.sessionRules.filter(keep);
    this.sessionRules.splice(0, this.sessionRules.length, ...kept);
  }

  /**
   * Makes this gate use `parent`'s answers "for this session" (a subagent's
   * gate and its parent's): the parent's apply here, and one given here
   * applies to the parent too, from now on.
   */
  shareSessionApprovals(parent: PermissionGate): void {
    parent.sessionRules.push(...this.sessionRules.filter((entry) => !parent.sessionRules.includes(entry)));
    this.sessionRules = parent.sessionRules;
  }

  /** Where decisions are recorded from now on (the session file, once it is open), and the session id saved with approvals. */
  recordTo(record: (record: PermissionDecisionRecord) => void, sessionId?: string): void {
    this.recorder = record;
    if (sessionId !== undefined) this.sessionId = sessionId;
  }

  /** Subscribes to decisions; returns the unsubscribe function. */
  subscribe(listener: PermissionListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Loads the shell parser now instead of at the first bash call (it takes
   * a few hundred milliseconds of CPU): a terminal UI can call it once it
   * is idle. Never needed for correctness.
   */
  warmUp(): Promise<void> {
    return loadShellSyntax().then(() => undefined);
  }

  /** Decides a call without running or recording anything (for a UI's preview, or tests). */
  async decide(toolName: string, args: Record<string, unknown>): Promise<PermissionDecision> {
    // The deciding code (shell analysis, path patterns) loads with the first tool call, not at start-up.
    const { decidePermission } = await import("./decide-permission.js");
    return decidePermission(this.policy, toolName, args);
  }

  /** The hook to configure on the agent (and to pass to `runToolCall` for nested calls). */
  readonly beforeToolCall: BeforeToolCallHook = (context, signal) => this.check(context, signal, undefined);

  /**
   * Decides a call with a PreToolUse hook's say: `ask` asks even where the
   * policy allows (refused when nobody can be asked); `allow` skips the
   * question — but a deny rule or mode still refuses. (A hook's `deny`
   * never reaches the gate: the call is blocked with the hook's reason.)
   */
  checkWithHook(
    context: Parameters<BeforeToolCallHook>[0],
    signal: AbortSignal | undefined,
    hook: HookPermission,
  ): Promise<BeforeToolCallResult | undefined> {
    return this.check(context, signal, hook);
  }

  private async check(
    context: Parameters<BeforeToolCallHook>[0],
    signal: AbortSignal | undefined,
    hook: HookPermission | undefined,
  ): Promise<BeforeToolCallResult | undefined> {
    const { toolCall, args } = context;
    const decided = await this.decide(toolCall.name, args);
    const byHook = hook !== undefined && decided.verdict !== "deny" && decided.verdict !== hook.decision;
    const decision: PermissionDecision = byHook
      ? { ...decided, verdict: hook.decision, reason: hookReason(hook) }
      : decided;
    const decidedBy = (by: PermissionDecision["decidedBy"]) => (byHook ? "hook" : by);
    const base = {
      toolCallId: toolCall.id,
      toolName: toolCall.name,
      mode: this.policyValue.mode,
      subject: decision.deciding.subject,
      ...(context.parentToolCallId ? { parentToolCallId: context.parentToolCallId } : {}),
    };
    const rule = (entry: RuleEntry | undefined) => (entry ? { rule: entry.rule.text, ruleSource: entry.source } : {});
    switch (decision.verdict) {
      case "allow":
        await this.publish({
          ...base,
          decision: "allow",
          decidedBy: decidedBy(decision.decidedBy),
          reason: decision.reason,
          ...rule(decision.rule),
        });
        return undefined;
      case "deny":
        await this.publish({
          ...base,
          decision: "deny",
          decidedBy: decidedBy(decision.decidedBy),
          reason: decision.reason,
          ...rule(decision.rule),
        });
        return block(deniedText(decision));
      case "ask":
        break;
      default: {
        const unreachable: never = decision.verdict;
        throw new Error(`unknown verdict ${String(unreachable)}`);
      }
    }
    const prompter = this.options.prompter;
    if (prompter === undefined) {
      await this.publish({
        ...base,
        decision: "deny",
        decidedBy: "headless",
        reason: decision.reason,
        ...rule(decision.rule),
        ...(decision.suggestions.length > 0 ? { allowWith: decision.suggestions } : {}),
      });
      return block(headlessText(decision));
    }
    let answer: PermissionAnswer;
    try {
      answer = await prompter(
        { toolCallId: toolCall.id, toolName: toolCall.name, args, decision, rules: decision.suggestions },
        signal,
      );
    } catch (error) {
      answer = {
        kind: "deny",
        reason: `the prompt failed (${error instanceof Error ? error.message : String(error)})`,
      };
    }
    if (signal?.aborted) answer = { kind: "deny", reason: "the run was aborted" };
    if (answer.kind === "deny") {
      await this.publish({
        ...base,
        decision: "deny",
        decidedBy: "user",
        reason: answer.reason ?? "the user refused",
        ...rule(decision.rule),
      });
      return block(refusedText(decision.deciding, answer.reason));
    }
    const scope = decision.suggestions.length === 0 ? "once" : answer.kind;
    const unsaved = scope === "once" ? undefined : await this.remember(decision.suggestions, scope);
    await this.publish({
      ...base,
      decision: "allow",
      decidedBy: "user",
      reason:
        scope === "once"
          ? "the user allowed it once"
          : `the user allowed it (${scope})${unsaved ? `; not saved: ${unsaved}` : ""}`,
      scope,
      ...(scope !== "once" ? { rule: decision.suggestions.join(", ") } : {}),
    });
    return undefined;
  }

  /** Adds the rules for the rest of the session and saves durable ones; returns why saving failed, if it did. */
  private async remember(
    rules: readonly string[],
    scope: "session" | "project" | "always",
  ): Promise<string | undefined> {
    let problem: string | undefined;
    for (const text of rules) {
      const parsed = parseRule(text);
      if (!parsed.ok) continue;
      const source =
        scope === "session"
          ? "this session"
          : `${this.options.approvalsFile ?? "approvals"}, ${scope === "always" ? "everywhere" : "this project"}`;
      this.sessionRules.push({
        rule: parsed.rule,
        list: "allow",
        origin: scope === "session" ? "session" : "approval",
        source,
      });
      if (scope === "session" || this.options.approvalsFile === undefined) continue;
      const approval: Approval = {
        rule: parsed.rule.text,
        scope: scope === "always" ? "user" : "project",
        ...(scope === "project" ? { project: this.policyValue.root } : {}),
        addedAt: (this.options.now?.() ?? new Date()).toISOString(),
        ...(this.sessionId ? { session: this.sessionId } : {}),
      };
      const saved = await saveApproval(this.options.approvalsFile, approval);
      if (!saved.ok)
        problem = `${this.options.approvalsFile} cannot be used (${saved.diagnostics[0]?.message ?? "unreadable"}); fix or delete it`;
    }
    return problem;
  }

  private async publish(record: PermissionDecisionRecord): Promise<void> {
    this.recorder?.(record);
    for (const listener of this.listeners) await listener({ type: "permission_decision", ...record });
  }
}

/** A PreToolUse hook's permission decision (allow or ask), with its reason and the command that gave it. */
export interface HookPermission {
  decision: "allow" | "ask";
  reason?: string;
  command: string;
}

function hookReason(hook: HookPermission): string {
  const verb = hook.decision === "ask" ? "asks for approval" : "allows it";
  return `the PreToolUse hook \`${hook.command}\` ${verb}${hook.reason ? ` (${hook.reason})` : ""}`;
}

function block(reason: string): BeforeToolCallResult {
  return { block: true, reason };
}
