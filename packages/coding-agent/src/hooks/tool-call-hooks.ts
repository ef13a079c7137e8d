import type {
  AfterToolCallContext,
  AfterToolCallHook,
  AfterToolCallResult,
  BeforeToolCallContext,
  BeforeToolCallHook,
  BeforeToolCallResult,
} from "@keel/agent-core";
import { type ImageContent, type TextContent, validateToolArguments } from "@keel/ai";
import type { PermissionGate } from "../permissions/permission-gate.js";
import type { HookRunner } from "./hook-runner.js";
import type { HookVerdict } from "./hook-verdict.js";
import { claudeToolName, hookToolInput, keelToolInput, matcherNames } from "./tool-name-map.js";

/** What the tool-call hooks need from the session around them. */
export interface ToolCallHooksOptions {
  runner: HookRunner;
  cwd: string;
  /** Called when a hook answered `continue: false`: the run stops. */
  stopRun: (reason: string) => void;
}

/** The largest tool output sent to a hook in `tool_response.output`. */
const TOOL_RESPONSE_CHARS = 256 * 1024;

function textOf(content: readonly (TextContent | ImageContent)[]): string {
  return content.flatMap((part) => (part.type === "text" ? [part.text] : [])).join("\n");
}

function joinTexts(texts: readonly (string | undefined)[]): string | undefined {
  const kept = texts.filter((text): text is string => text !== undefined && text !== "");
  return kept.length === 0 ? undefined : kept.join("\n\n");
}

/**
 * PreToolUse, PostToolUse and PostToolUseFailure as the agent loop's
 * `beforeToolCall` / `afterToolCall`, placed where the extension handlers
 * run: PreToolUse after the extensions' `tool_call` (and after argument
 * validation), before the permission gate; the post events after the
 * extensions' `tool_result`.
 */
export class ToolCallHooks {
  private readonly options: ToolCallHooksOptions;
  /** PreToolUse `additionalContext`, delivered with the call's result. */
  private readonly pendingContext = new Map<string, string>();

  constructor(options: ToolCallHooksOptions) {
    this.options = options;
  }

  /**
   * One `beforeToolCall`: the extensions' hook, then PreToolUse, then the
   * gate. A hook's `deny` (or exit 2) blocks with its reason; `ask` makes
   * the gate ask; `allow` skips the gate's question but not a deny rule;
   * `updatedInput` replaces the arguments once it validates against the
   * tool's schema (else the call is blocked, saying why).
   */
  beforeToolCall(extensions: BeforeToolCallHook | undefined, gate: PermissionGate): BeforeToolCallHook {
    return async (context, signal) => {
      const first = await extensions?.(context, signal);
      if (first?.block === true) return first;
      const outcome = await this.preToolUse(context, signal);
      if (outcome.block !== undefined) return outcome.block;
      return outcome.permission === undefined
        ? gate.beforeToolCall(context, signal)
        : gate.checkWithHook(context, signal, outcome.permission);
    };
  }

  private async preToolUse(
    context: BeforeToolCallContext,
    signal: AbortSignal | undefined,
  ): Promise<{
    block?: BeforeToolCallResult;
    permission?: { decision: "allow" | "ask"; reason?: string; command: string };
  }> {
    const { runner, cwd } = this.options;
    if (!runner.has("PreToolUse")) return {};
    const name = context.toolCall.name;
    const sent = hookToolInput(name, context.args, cwd);
    const verdicts = await runner.run({
      event: "PreToolUse",
      matchOn: matcherNames(name),
      input: {
        tool_name: claudeToolName(name, context.args),
        keel_tool_name: name,
        tool_input: sent,
        tool_use_id: context.toolCall.id,
      },
      toolCallId: context.toolCall.id,
      ...(signal ? { signal } : {}),
    });
    const context_ = joinTexts(verdicts.map((v) => v.context));
    if (context_ !== undefined) this.pendingContext.set(context.toolCall.id, context_);
    const stop = verdicts.find((v) => v.stopRun !== undefined);
    if (stop?.stopRun !== undefined) {
      this.options.stopRun(stop.stopRun);
      return { block: { block: true, reason: `A PreToolUse hook stopped the run: ${stop.stopRun}` } };
    }
    const blocked = verdicts.filter((v) => v.outcome === "blocked");
    if (blocked.length > 0) {
      const reasons = blocked.map((v) => v.feedback ?? v.permissionReason ?? `\`${v.hook.command}\` denied it`);
      return { block: { block: true, reason: `Blocked by a PreToolUse hook: ${reasons.join("\n")}` } };
    }
    const rewrite = verdicts.find((v) => v.updatedInput !== undefined);
    if (rewrite?.updatedInput !== undefined) {
      const args = keelToolInput(name, rewrite.updatedInput, sent);
      const checked = validateToolArguments(context.tool, args);
      if (!checked.ok) {
        return {
          block: {
            block: true,
            reason: `The PreToolUse hook \`${rewrite.hook.command}\` rewrote the arguments into ones the tool does not accept, so the call did not run.\n${checked.message}`,
          },
        };
      }
      context.args = checked.value;
    }
    const ask = verdicts.find((v) => v.permissionDecision === "ask");
    const allow = verdicts.find((v) => v.permissionDecision === "allow");
    const deciding = ask ?? allow;
    if (deciding === undefined) return {};
    return {
      permission: {
        decision: deciding === ask ? "ask" : "allow",
        command: deciding.hook.command,
        ...(deciding.permissionReason !== undefined ? { reason: deciding.permissionReason } : {}),
      },
    };
  }

  /**
   * One `afterToolCall`: the extensions' hook, then PostToolUse (or
   * PostToolUseFailure for a failed call) on the result as they left it.
   * A hook's exit-2 stderr, its `reason` with `decision: "block"` and its
   * `additionalContext` are added to the result the model reads.
   */
  afterToolCall(extensions: AfterToolCallHook | undefined): AfterToolCallHook {
    return async (context, signal) => {
      const patch = (await extensions?.(context, signal)) ?? undefined;
      const content = patch?.content ?? context.result.content;
      const isError = patch?.isError ?? context.isError;
      const notes = await this.postToolUse(context, content, isError, signal);
      const pre = this.pendingContext.get(context.toolCall.id);
      this.pendingContext.delete(context.toolCall.id);
      const added = [...(pre !== undefined ? [`PreToolUse hook context:\n${pre}`] : []), ...notes.texts];
      if (added.length === 0 && !notes.terminate) return patch;
      const out: AfterToolCallResult = { ...patch };
      if (added.length > 0) out.content = [...content, { type: "text", text: `\n\n${added.join("\n\n")}` }];
      if (notes.terminate) out.terminate = true;
      return out;
    };
  }

  private async postToolUse(
    context: AfterToolCallContext,
    content: readonly (TextContent | ImageContent)[],
    isError: boolean,
    signal: AbortSignal | undefined,
  ): Promise<{ texts: string[]; terminate: boolean }> {
    const event = isError ? "PostToolUseFailure" : "PostToolUse";
    const { runner, cwd } = this.options;
    if (!runner.has(event)) return { texts: [], terminate: false };
    const name = context.toolCall.name;
    const text = textOf(content);
    const output = text.length > TOOL_RESPONSE_CHARS ? text.slice(0, TOOL_RESPONSE_CHARS) : text;
    const own = isError
      ? { error: output, is_interrupt: signal?.aborted === true }
      : { tool_response: toolResponse(name, context.args, output, context.result.details, cwd) };
    const verdicts: HookVerdict[] = await runner.run({
      event,
      matchOn: matcherNames(name),
      input: {
        tool_name: claudeToolName(name, context.args),
        keel_tool_name: name,
        tool_input: hookToolInput(name, context.args, cwd),
        tool_use_id: context.toolCall.id,
        ...own,
      },
      toolCallId: context.toolCall.id,
    });
    const texts: string[] = [];
    for (const v of verdicts) {
      if (v.feedback !== undefined) texts.push(`${event} hook feedback:\n${v.feedback}`);
      if (v.context !== undefined) texts.push(`${event} hook context:\n${v.context}`);
    }
    const stop = verdicts.find((v) => v.stopRun !== undefined);
    if (stop?.stopRun !== undefined) this.options.stopRun(stop.stopRun);
    return { texts, terminate: stop !== undefined };
  }
}

/**
 * `tool_response` of PostToolUse: the tool's text output (`output`, and
 * `stdout` for bash, as Claude Code's Bash sends it), the absolute
 * `filePath` of a file tool, and Keel's `details`.
 */
function toolResponse(
  name: string,
  args: Record<string, unknown>,
  output: string,
  details: unknown,
  cwd: string,
): Record<string, unknown> {
  const input = hookToolInput(name, args, cwd);
  return {
    output,
    ...(name === "bash" ? { stdout: output, stderr: "", interrupted: false } : {}),
    ...(typeof input.file_path === "string" ? { filePath: input.file_path } : {}),
    ...(details !== undefined ? { details } : {}),
  };
}
