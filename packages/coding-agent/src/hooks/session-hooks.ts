import type { AgentMessage } from "@keel/agent-core";
import type { AssistantMessage, UserMessage } from "@keel/ai";
import type { PromptHooks } from "../agent-session/agent-session.js";
import type { AgentSessionEvent, HookFinishedEvent, HookStartedEvent } from "../agent-session/session-events.js";
import type { CompactionReason } from "../compaction/compaction-preparation.js";
import type { PermissionPrompter } from "../permissions/permission-prompter.js";
import type { HookRunner } from "./hook-runner.js";
import type { HookVerdict } from "./hook-verdict.js";
import { ToolCallHooks } from "./tool-call-hooks.js";

/** Why a session starts, as SessionStart's `source` (and its matcher) says it. */
export type SessionStartSource = "startup" | "resume" | "clear" | "compact";

/** Why a session ends, as SessionEnd's `reason` says it. */
export type SessionEndReason = "clear" | "logout" | "prompt_input_exit" | "other";

/** What a SubagentStop hook decided: go on with `continueWith`, or let the subagent finish. */
export interface SubagentStopOutcome {
  /** The hooks' reason, for the subagent to go on with (a `decision: "block"` or exit 2). */
  continueWith?: string;
}

function joined(verdicts: readonly HookVerdict[], pick: (v: HookVerdict) => string | undefined): string | undefined {
  const texts = verdicts.map(pick).filter((text): text is string => text !== undefined && text !== "");
  return texts.length === 0 ? undefined : texts.join("\n\n");
}

function userMessage(text: string): UserMessage {
  return { role: "user", content: text, timestamp: Date.now() };
}

function promptText(message: UserMessage): string {
  if (typeof message.content === "string") return message.content;
  return message.content.flatMap((part) => (part.type === "text" ? [part.text] : [])).join("\n");
}

/**
 * The lifecycle hooks of one session, wired at the points where the
 * extension events run: tool calls ({@link SessionHooks.tools}), prompts
 * and the end of a run ({@link SessionHooks.promptHooks}), the session's
 * start and end, compaction, and permission prompts (Notification).
 * Context that SessionStart hooks print waits here and goes to the model
 * with the next prompt.
 */
export class SessionHooks {
  readonly runner: HookRunner;
  readonly tools: ToolCallHooks;
  private readonly pending: string[] = [];
  private stopAbort: (() => void) | undefined;
  private stopped = false;
  /** The SessionStart run in progress or done: prompts and SessionEnd wait for it. */
  private starting: Promise<void> = Promise.resolve();
  private publish: ((event: HookStartedEvent | HookFinishedEvent) => Promise<void>) | undefined;
  /** Whether hook events are held back (a start-up SessionStart runs before any front end listens). */
  private holding = false;
  /** The held events: published with the first prompt, so that a start-up hook's failure is seen. */
  private readonly held: (HookStartedEvent | HookFinishedEvent)[] = [];
  /** A subagent's session: its end runs SubagentStop (not Stop), and it has no prompt, start or end hooks of its own. */
  readonly subagent: boolean;

  constructor(runner: HookRunner, cwd: string, options: { subagent?: boolean } = {}) {
    this.runner = runner;
    this.subagent = options.subagent === true;
    this.tools = new ToolCallHooks({ runner, cwd, stopRun: () => this.stopRun() });
  }

  /** Binds the hooks to the live session: their events go to it, and `continue: false` aborts its run. */
  attach(session: { publish(event: AgentSessionEvent): Promise<void>; abort(): void }): void {
    const publish = (event: HookStartedEvent | HookFinishedEvent) => session.publish(event);
    this.publish = publish;
    this.runner.setSink((event) => {
      if (!this.holding) return publish(event);
      this.held.push(event);
      return undefined;
    });
    this.stopAbort = () => session.abort();
  }

  /**
   * SessionStart while the session is built, before any front end listens:
   * its `hook_started` / `hook_finished` events are held and published with
   * the first prompt (so print mode's stderr, JSON and RPC events and the
   * terminal UI show a start-up hook that failed).
   */
  async sessionStartUnheard(source: SessionStartSource, model?: string): Promise<void> {
    this.holding = true;
    try {
      await this.sessionStart(source, model);
    } finally {
      this.holding = false;
    }
  }

  private stopRun(): void {
    this.stopped = true;
    this.stopAbort?.();
  }

  /**
   * Wraps a front end's prompt hooks: UserPromptSubmit runs first on the
   * text as typed (exit 2 or `decision: "block"` drops the prompt: no run),
   * its context and any waiting SessionStart context go before the prompt;
   * Stop runs when the run would end (`decision: "block"` or exit 2 makes
   * the agent go on with the reason).
   */
  promptHooks(inner: PromptHooks | undefined): PromptHooks {
    return {
      beforePrompt: async (message, systemPrompt) => {
        this.stopped = false;
        // SessionStart's context goes with the first prompt: a prompt sent while it runs waits for it.
        await this.starting;
        for (const event of this.held.splice(0)) await this.publish?.(event);
        // A subagent's task is not a user prompt.
        const verdicts = this.subagent
          ? []
          : await this.runner.run({ event: "UserPromptSubmit", input: { prompt: promptText(message) } });
        if (verdicts.some((v) => v.outcome === "blocked" || v.stopRun !== undefined)) return { handled: true };
        const decision = inner
          ? await inner.beforePrompt(message, systemPrompt)
          : { handled: false as const, message, systemPrompt, extra: [] as AgentMessage[] };
        if (decision.handled) return decision;
        const contexts = [
          ...this.pending.splice(0).map((text) => `SessionStart hook context:\n${text}`),
          ...verdicts.flatMap((v) => (v.context ? [`UserPromptSubmit hook context:\n${v.context}`] : [])),
        ];
        return { ...decision, extra: [...decision.extra, ...contexts.map(userMessage)] };
      },
      afterRun: async (continued, last) => {
        const more = await inner?.afterRun?.(continued, last);
        if (more !== undefined) return more;
        if (this.stopped || last === undefined || !endedNormally(last)) return undefined;
        if (this.subagent) {
          const outcome = await this.subagentStop({ stopHookActive: continued, lastMessage: answerText(last) });
          return outcome.continueWith === undefined
            ? undefined
            : userMessage(`SubagentStop hook feedback:\n${outcome.continueWith}`);
        }
        const verdicts = await this.runner.run({
          event: "Stop",
          input: { stop_hook_active: continued, last_assistant_message: answerText(last) },
        });
        if (verdicts.some((v) => v.stopRun !== undefined)) return undefined;
        const reason = joined(
          verdicts.filter((v) => v.outcome === "blocked"),
          (v) => v.feedback,
        );
        return reason === undefined ? undefined : userMessage(`Stop hook feedback:\n${reason}`);
      },
    };
  }

  /**
   * SessionStart: its stdout or `additionalContext` goes to the model with
   * the next prompt (which waits for it). Resolves once the hooks finished.
   */
  sessionStart(source: SessionStartSource, model?: string): Promise<void> {
    if (this.subagent) return Promise.resolve();
    const previous = this.starting;
    const run = async () => {
      await previous;
      const verdicts = await this.runner.run({
        event: "SessionStart",
        matchOn: [source],
        input: { source, ...(model ? { model } : {}) },
      });
      for (const v of verdicts) if (v.context !== undefined) this.pending.push(v.context);
    };
    this.starting = run();
    return this.starting;
  }

  /**
   * SessionEnd: runs to the end (or its timeout) before the session closes,
   * after a SessionStart still running; it cannot stop anything.
   */
  async sessionEnd(reason: SessionEndReason): Promise<void> {
    if (this.subagent) return;
    await this.starting;
    await this.runner.run({ event: "SessionEnd", matchOn: [reason], input: { reason } });
  }

  /**
   * PreCompact, before a compaction (`manual`, or `auto` near the window or
   * after an overflow). As in Claude Code a hook may stop it — exit 2 or
   * `decision: "block"` (or `continue: false`) — and `blocked` is then the
   * reason for the user.
   */
  async preCompact(reason: CompactionReason, customInstructions?: string): Promise<{ blocked?: string }> {
    const trigger = reason === "manual" ? "manual" : "auto";
    // As in Claude Code: what the user typed after /compact; empty for an automatic compaction.
    const custom_instructions = trigger === "manual" ? (customInstructions ?? "") : "";
    const verdicts = await this.runner.run({
      event: "PreCompact",
      matchOn: [trigger],
      input: { trigger, custom_instructions },
    });
    const blocked = joined(
      verdicts.filter((v) => v.outcome === "blocked" || v.stopRun !== undefined),
      (v) => v.stopRun ?? v.userMessage ?? `blocked by PreCompact hook \`${v.hook.command}\``,
    );
    return blocked === undefined ? {} : { blocked };
  }

  /** Follows the session's events: SessionStart with source `compact` after a compaction that worked. */
  async onSessionEvent(event: AgentSessionEvent): Promise<void> {
    if (event.type === "compaction_end" && event.result !== undefined) await this.sessionStart("compact");
  }

  /** Runs Notification hooks (`permission_prompt`) when a permission prompt is shown, then asks. */
  wrapPrompter(prompter: PermissionPrompter): PermissionPrompter {
    return (prompt, signal) => {
      if (this.runner.has("Notification")) {
        const message = `Keel needs your permission to use ${prompt.toolName}`;
        // Notifiers run beside the prompt: the question is not held up by a slow one.
        void this.runner.run({
          event: "Notification",
          matchOn: ["permission_prompt"],
          input: { message, notification_type: "permission_prompt" },
        });
      }
      return prompter(prompt, signal);
    };
  }

  /**
   * Runs SubagentStop when a subagent is about to finish (a subagent's
   * session calls it at the end of its run by itself). `continueWith` set means a hook blocked the stop (exit
   * 2 or `decision: "block"`): the subagent should go on with that text.
   * Pass `stopHookActive: true` when the subagent already went on because
   * of this hook.
   */
  async subagentStop(input: {
    agentType?: string;
    stopHookActive: boolean;
    transcriptPath?: string;
    /** The text of the subagent's last answer (`last_assistant_message`). */
    lastMessage?: string;
  }): Promise<SubagentStopOutcome> {
    const verdicts = await this.runner.run({
      event: "SubagentStop",
      ...(input.agentType ? { matchOn: [input.agentType] } : {}),
      input: {
        stop_hook_active: input.stopHookActive,
        ...(input.agentType ? { agent_type: input.agentType } : {}),
        ...(input.transcriptPath ? { agent_transcript_path: input.transcriptPath } : {}),
        ...(input.lastMessage !== undefined ? { last_assistant_message: input.lastMessage } : {}),
      },
    });
    if (verdicts.some((v) => v.stopRun !== undefined)) return {};
    const reason = joined(
      verdicts.filter((v) => v.outcome === "blocked"),
      (v) => v.feedback,
    );
    return reason === undefined ? {} : { continueWith: reason };
  }
}

/** The text of an answer (`last_assistant_message`, as Claude Code sends it to Stop hooks). */
function answerText(message: AssistantMessage): string {
  return message.content.flatMap((part) => (part.type === "text" ? [part.text] : [])).join("\n");
}

function endedNormally(message: AssistantMessage): boolean {
  return message.stopReason !== "error" && message.stopReason !== "aborted";
}
