import type { AgentMessage } from "@keel/agent-core";
import type { ImageContent, Model } from "@keel/ai";
import type { CompactionPreparation, CompactionReason } from "../compaction/compaction-preparation.js";
import type { ExtensionContext, ExtensionHandler } from "./extension-api.js";
import type {
  CustomMessageInput,
  ExtensionCompaction,
  ExtensionEventMap,
  ExtensionEventName,
  InputSource,
  NotificationEventName,
  SessionBeforeRewindEvent,
  ToolCallEvent,
  ToolCallResult,
  ToolResultEvent,
  ToolResultPatch,
} from "./extension-events.js";
import { describe } from "./import-extension.js";

/** One subscription, with the extension it belongs to. */
export interface Subscription<K extends ExtensionEventName> {
  extensionPath: string;
  handler: ExtensionHandler<K>;
}

/** What the dispatch functions need from the runner. */
export interface DispatchSource {
  /** Subscriptions in extension load order, then registration order (a snapshot). */
  subscriptions<K extends ExtensionEventName>(event: K): Subscription<K>[];
  contextFor(extensionPath: string): ExtensionContext;
  /** Reports a handler that threw. */
  reportHandlerError(extensionPath: string, event: ExtensionEventName, error: unknown): void;
}

async function call<K extends ExtensionEventName>(
  source: DispatchSource,
  event: K,
  sub: Subscription<K>,
  payload: ExtensionEventMap[K]["event"],
): Promise<{ ok: true; result: ExtensionEventMap[K]["result"] | undefined } | { ok: false; error: unknown }> {
  try {
    return { ok: true, result: await sub.handler(payload, source.contextFor(sub.extensionPath)) };
  } catch (error) {
    source.reportHandlerError(sub.extensionPath, event, error);
    return { ok: false, error };
  }
}

/** Runs every handler of a notification event in order; return values are ignored, errors reported. */
export async function dispatchNotification<K extends NotificationEventName>(
  source: DispatchSource,
  event: K,
  payload: ExtensionEventMap[K]["event"],
): Promise<void> {
  for (const sub of source.subscriptions(event)) await call(source, event, sub, payload);
}

/**
 * `tool_call`: handlers run in load order on the same event, so a change
 * to `input` is seen by later handlers and by the tool. The first block
 * wins and stops the others; a handler that throws blocks the call with
 * its error as the reason (a safety check that failed must not let the
 * call through).
 */
export async function dispatchToolCall(
  source: DispatchSource,
  event: ToolCallEvent,
): Promise<ToolCallResult | undefined> {
  for (const sub of source.subscriptions("tool_call")) {
    const outcome = await call(source, "tool_call", sub, event);
    if (!outcome.ok) {
      return {
        block: true,
        reason: `An extension check of this call failed (${sub.extensionPath}): ${describe(outcome.error)}`,
      };
    }
    if (outcome.result?.block === true) {
      return {
        block: true,
        reason: outcome.result.reason ?? `Tool call "${event.toolName}" was blocked by an extension.`,
      };
    }
  }
  return undefined;
}

/**
 * `tool_result`: handlers chain; each sees the result as changed by the
 * ones before it, and each field it returns replaces that field. A handler
 * that throws changes nothing. Returns the fields that changed (empty when none).
 */
export async function dispatchToolResult(source: DispatchSource, event: ToolResultEvent): Promise<ToolResultPatch> {
  const current: ToolResultEvent = { ...event };
  const changed: ToolResultPatch = {};
  for (const sub of source.subscriptions("tool_result")) {
    const outcome = await call(source, "tool_result", sub, { ...current });
    const patch = outcome.ok ? outcome.result : undefined;
    if (patch === undefined || patch === null) continue;
    if (patch.content !== undefined) current.content = changed.content = patch.content;
    if ("details" in patch) current.details = changed.details = patch.details;
    if (patch.isError !== undefined) current.isError = changed.isError = patch.isError;
  }
  return changed;
}

/** `context`: handlers chain over a copy of the messages; returns the messages to send. */
export async function dispatchContext(source: DispatchSource, messages: AgentMessage[]): Promise<AgentMessage[]> {
  const subs = source.subscriptions("context");
  if (subs.length === 0) return messages;
  let current = structuredClone(messages);
  let changed = false;
  for (const sub of subs) {
    const outcome = await call(source, "context", sub, { type: "context", messages: current });
    if (outcome.ok && outcome.result?.messages !== undefined) {
      current = outcome.result.messages;
      changed = true;
    }
  }
  return changed ? current : messages;
}

/** `before_provider_request`: a handler's non-`undefined` return replaces the payload for later handlers and the request. */
export async function dispatchBeforeProviderRequest(
  source: DispatchSource,
  payload: unknown,
  model: Model,
): Promise<unknown> {
  let current = payload;
  for (const sub of source.subscriptions("before_provider_request")) {
    const outcome = await call(source, "before_provider_request", sub, {
      type: "before_provider_request",
      payload: current,
      model,
    });
    if (outcome.ok && outcome.result !== undefined) current = outcome.result;
  }
  return current;
}

/** What `before_agent_start` handlers decided. */
export interface BeforeAgentStartOutcome {
  systemPrompt: string;
  /** Messages to add before the run, in handler order. */
  messages: CustomMessageInput[];
}

/** `before_agent_start`: the system prompt chains; every returned message is kept. */
export async function dispatchBeforeAgentStart(
  source: DispatchSource,
  prompt: string,
  images: ImageContent[] | undefined,
  systemPrompt: string,
): Promise<BeforeAgentStartOutcome> {
  const outcome: BeforeAgentStartOutcome = { systemPrompt, messages: [] };
  for (const sub of source.subscriptions("before_agent_start")) {
    const payload = {
      type: "before_agent_start" as const,
      prompt,
      systemPrompt: outcome.systemPrompt,
      ...(images === undefined ? {} : { images }),
    };
    const result = await call(source, "before_agent_start", sub, payload);
    if (!result.ok || result.result === undefined) continue;
    if (result.result.systemPrompt !== undefined) outcome.systemPrompt = result.result.systemPrompt;
    if (result.result.message !== undefined) outcome.messages.push(result.result.message);
  }
  return outcome;
}

/** What `input` handlers decided. */
export type InputOutcome = { action: "handled" } | { action: "continue"; text: string; images?: ImageContent[] };

/** `input`: transforms chain; the first `handled` ends it. */
export async function dispatchInput(
  source: DispatchSource,
  text: string,
  images: ImageContent[] | undefined,
  inputSource: InputSource,
): Promise<InputOutcome> {
  let current: { text: string; images?: ImageContent[] } = images === undefined ? { text } : { text, images };
  for (const sub of source.subscriptions("input")) {
    const result = await call(source, "input", sub, { type: "input", ...current, source: inputSource });
    if (!result.ok || result.result === undefined) continue;
    switch (result.result.action) {
      case "handled":
        return { action: "handled" };
      case "transform":
        current =
          result.result.images === undefined
            ? { text: result.result.text }
            : { text: result.result.text, images: result.result.images };
        break;
      case "continue":
        break;
      default: {
        const exhaustive: never = result.result;
        source.reportHandlerError(
          sub.extensionPath,
          "input",
          new Error(`unknown action in ${JSON.stringify(exhaustive)}`),
        );
      }
    }
  }
  return { action: "continue", ...current };
}

/** What `session_before_compact` handlers decided. */
export type BeforeCompactOutcome =
  | { action: "cancel"; extensionPath: string }
  | { action: "use"; compaction: ExtensionCompaction; extensionPath: string }
  | { action: "default" };

/** `session_before_compact`: the first handler that cancels or supplies a summary decides. */
export async function dispatchSessionBeforeCompact(
  source: DispatchSource,
  preparation: CompactionPreparation,
  reason: CompactionReason,
  signal: AbortSignal,
  customInstructions?: string,
): Promise<BeforeCompactOutcome> {
  for (const sub of source.subscriptions("session_before_compact")) {
    const payload = {
      type: "session_before_compact" as const,
      preparation,
      reason,
      signal,
      ...(customInstructions === undefined ? {} : { customInstructions }),
    };
    const result = await call(source, "session_before_compact", sub, payload);
    if (!result.ok || result.result === undefined) continue;
    if (result.result.cancel === true) return { action: "cancel", extensionPath: sub.extensionPath };
    if (result.result.compaction !== undefined) {
      return { action: "use", compaction: result.result.compaction, extensionPath: sub.extensionPath };
    }
  }
  return { action: "default" };
}

/** `session_before_rewind`: the first handler that cancels decides; `true` when one did. */
export async function dispatchSessionBeforeRewind(
  source: DispatchSource,
  event: SessionBeforeRewindEvent,
): Promise<boolean> {
  for (const sub of source.subscriptions("session_before_rewind")) {
    const result = await call(source, "session_before_rewind", sub, event);
    if (result.ok && result.result?.cancel === true) return true;
  }
  return false;
}
