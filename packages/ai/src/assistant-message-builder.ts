import { emptyAssistantMessage, toErrorInfo } from "./empty-assistant-message.js";
import type { AssistantMessageEvent } from "./events.js";
import { finishToolArguments, IncrementalJsonParser } from "./json/incremental-json-parser.js";
import type { AssistantMessage, TextContent, ThinkingContent, ToolCall } from "./messages.js";
import type { Model } from "./model.js";
import type { ProviderErrorInfo } from "./provider-error.js";
import { emptyUsage } from "./usage.js";

/** Where a builder sends its events: an `AssistantMessageEventStream`, or any collector. */
export interface AssistantMessageEventSink {
  push(event: AssistantMessageEvent): void;
}

type OpenBlock =
  | { kind: "text"; block: TextContent }
  | { kind: "thinking"; block: ThinkingContent }
  | { kind: "toolCall"; block: ToolCall; parser: IncrementalJsonParser };

/**
 * Builds one streamed assistant message and emits the normalized events for
 * it. Every adapter (and the scripted model) drives one of these, so the
 * event protocol is implemented once: blocks open with `*_start`, grow with
 * `*_delta`, close with `*_end`; tool-call argument text goes through the
 * incremental parser, so `partial` always holds usable arguments and the
 * final call holds exact ones (or `argumentsError`).
 *
 * Contract: after {@link finish} or {@link fail} every other method is a no-op.
 */
export class AssistantMessageBuilder {
  /** The message as built so far; the same object is passed as `partial` in every event. */
  readonly message: AssistantMessage;
  private readonly open = new Map<number, OpenBlock>();
  private started = false;
  private ended = false;

  constructor(
    model: Pick<Model, "api" | "provider" | "id">,
    private readonly out: AssistantMessageEventSink,
    now: () => number = Date.now,
  ) {
    this.message = emptyAssistantMessage(model, now());
  }

  /** True once the message was finished or failed. */
  get isEnded(): boolean {
    return this.ended;
  }

  /** True when any content block has been started (used by retry policies: never retry after content). */
  get hasContent(): boolean {
    return this.message.content.length > 0;
  }

  /** Emits `start` (once). Called implicitly by the first block. */
  start(): void {
    if (this.started || this.ended) return;
    this.started = true;
    this.out.push({ type: "start", partial: this.message });
  }

  /**
   * Discards everything built so far (a provider restarted the message
   * mid-stream). Open blocks are dropped without `*_end` events; consumers
   * see the new content under fresh indices of a cleared `partial`.
   */
  reset(): void {
    if (this.ended) return;
    this.open.clear();
    this.message.content.length = 0;
    this.message.usage = emptyUsage();
  }

  /** Opens a text block and returns its content index (-1, and nothing emitted, once the message ended). */
  startText(): number {
    return this.openBlock({ kind: "text", block: { type: "text", text: "" } });
  }

  /** Opens a thinking block and returns its content index. */
  startThinking(init?: Partial<Omit<ThinkingContent, "type">>): number {
    return this.openBlock({ kind: "thinking", block: { type: "thinking", thinking: "", ...init } });
  }

  /** Opens a tool call block and returns its content index. */
  startToolCall(id: string, name: string, extra?: Pick<ToolCall, "thoughtSignature">): number {
    const block: ToolCall = { type: "toolCall", id, name, arguments: {}, ...extra };
    return this.openBlock({ kind: "toolCall", block, parser: new IncrementalJsonParser() });
  }

  /** Appends text to the text or thinking block at `index`, or argument JSON to the tool call there. */
  delta(index: number, delta: string): void {
    const entry = this.open.get(index);
    if (!entry || this.ended || delta === "") return;
    switch (entry.kind) {
      case "text":
        entry.block.text += delta;
        this.out.push({ type: "text_delta", contentIndex: index, delta, partial: this.message });
        return;
      case "thinking":
        entry.block.thinking += delta;
        this.out.push({ type: "thinking_delta", contentIndex: index, delta, partial: this.message });
        return;
      case "toolCall": {
        entry.parser.feed(delta);
        const value = entry.parser.value;
        if (value !== null && typeof value === "object" && !Array.isArray(value)) {
          entry.block.arguments = value as Record<string, unknown>;
        }
        this.out.push({ type: "toolcall_delta", contentIndex: index, delta, partial: this.message });
        return;
      }
    }
  }

  /** The open block at `index`, for adapters that patch ids, names or signatures. */
  block(index: number): TextContent | ThinkingContent | ToolCall | undefined {
    return this.open.get(index)?.block;
  }

  /** Whether the block at `index` is still open. */
  isOpen(index: number): boolean {
    return this.open.has(index);
  }

  /** Closes the block at `index`, emitting its `*_end` event. */
  end(index: number): void {
    const entry = this.open.get(index);
    if (!entry || this.ended) return;
    this.open.delete(index);
    switch (entry.kind) {
      case "text":
        this.out.push({ type: "text_end", contentIndex: index, content: entry.block.text, partial: this.message });
        return;
      case "thinking":
        this.out.push({
          type: "thinking_end",
          contentIndex: index,
          content: entry.block.thinking,
          partial: this.message,
        });
        return;
      case "toolCall": {
        const parsed = finishToolArguments(entry.parser);
        entry.block.arguments = parsed.arguments;
        if (parsed.argumentsError !== undefined) entry.block.argumentsError = parsed.argumentsError;
        else delete entry.block.argumentsError;
        this.out.push({ type: "toolcall_end", contentIndex: index, toolCall: entry.block, partial: this.message });
        return;
      }
    }
  }

  /** Closes every open block, in index order. */
  endAll(): void {
    for (const index of [...this.open.keys()].sort((a, b) => a - b)) this.end(index);
  }

  /** Closes open blocks and ends the stream with `done`. */
  finish(stopReason: "stop" | "length" | "toolUse"): AssistantMessage {
    if (this.ended) return this.message;
    this.start();
    this.endAll();
    this.ended = true;
    this.message.stopReason = stopReason;
    this.out.push({ type: "done", reason: stopReason, message: this.message });
    return this.message;
  }

  /**
   * Ends the stream with `error`. Open tool calls are closed without parsing
   * their arguments as valid: a call cut off mid-stream keeps
   * `argumentsError`, so it can never be executed half-parsed.
   *
   * `failure` is the typed error, set as the message's `error` (its `message`
   * becomes `errorMessage`; kind `aborted` gives `stopReason` `aborted`). A
   * plain text is recorded as an `unknown` error (`aborted` when `reason`
   * is `aborted`) that is not retryable: pass a `ProviderErrorInfo` when you
   * know better.
   */
  fail(failure: string | ProviderErrorInfo, reason?: "error" | "aborted"): AssistantMessage {
    if (this.ended) return this.message;
    this.start();
    for (const [index, entry] of this.open) {
      if (entry.kind === "toolCall") {
        const parsed = finishToolArguments(entry.parser);
        entry.block.arguments = parsed.arguments;
        entry.block.argumentsError = parsed.argumentsError ?? "The stream ended before this tool call was complete.";
      }
      this.open.delete(index);
    }
    const error = toErrorInfo(failure, reason, this.message.provider);
    const stopReason = reason ?? (error.kind === "aborted" ? "aborted" : "error");
    this.ended = true;
    this.message.stopReason = stopReason;
    this.message.errorMessage = error.message;
    this.message.error = error;
    this.out.push({ type: "error", reason: stopReason, error: this.message });
    return this.message;
  }

  private openBlock(entry: OpenBlock): number {
    if (this.ended) return -1;
    this.start();
    const index = this.message.content.length;
    this.message.content.push(entry.block);
    this.open.set(index, entry);
    switch (entry.kind) {
      case "text":
        this.out.push({ type: "text_start", contentIndex: index, partial: this.message });
        break;
      case "thinking":
        this.out.push({ type: "thinking_start", contentIndex: index, partial: this.message });
        break;
      case "toolCall":
        this.out.push({ type: "toolcall_start", contentIndex: index, partial: this.message });
        break;
    }
    return index;
  }
}
