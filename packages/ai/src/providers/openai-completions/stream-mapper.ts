import type { ChatCompletionChunk } from "openai/resources/chat/completions";
import type { AssistantMessageBuilder } from "../../assistant-message-builder.js";
import type { Model } from "../../model.js";
import { ProviderError } from "../../provider-error.js";
import { streamEndedEarly } from "../shared/stream-ended.js";
import { fallbackToolCallId } from "../shared/tool-call-id.js";
import { type ChatUsageWire, chatUsage } from "./usage.js";

type ReasoningField = "reasoning_content" | "reasoning";

/** A delta as compatible servers send it: OpenAI's, plus streamed reasoning. */
type ChatDelta = ChatCompletionChunk.Choice.Delta & { reasoning_content?: string | null; reasoning?: string | null };
type ToolCallDelta = ChatCompletionChunk.Choice.Delta.ToolCall;

interface ToolSlot {
  contentIndex: number;
  id: string;
  name: string;
}

/**
 * Turns Chat Completions chunks into builder calls. One instance per
 * request; {@link handle} each chunk, then {@link finish}.
 *
 * Tolerates what real servers send: chunks without `choices` (the
 * usage-only last chunk), unknown fields and chunk shapes (ignored),
 * reasoning in `reasoning_content` (DeepSeek, xAI) or `reasoning`
 * (OpenRouter, Groq), a tool call's arguments in one piece (Groq, xAI) or
 * in many, parallel calls interleaved by `index`.
 */
export class ChatStreamMapper {
  private textIndex: number | undefined;
  private thinkingIndex: number | undefined;
  private readonly slots = new Map<number, ToolSlot>();
  private lastSlotKey: number | undefined;
  private finishReason: string | undefined;
  private usageWire: ChatUsageWire | undefined;

  constructor(
    private readonly model: Model,
    private readonly builder: AssistantMessageBuilder,
    private readonly preferredReasoningField: ReasoningField | undefined,
  ) {}

  /** Applies one chunk. */
  handle(chunk: ChatCompletionChunk): void {
    const usage = chunk.usage ?? (chunk as { x_groq?: { usage?: ChatUsageWire } }).x_groq?.usage;
    if (usage) this.usageWire = usage;
    const choice = Array.isArray(chunk.choices) ? chunk.choices[0] : undefined;
    if (!choice) return;
    const delta = choice.delta as ChatDelta | undefined;
    if (delta) {
      const reasoning = this.reasoningOf(delta);
      if (reasoning) this.thinking(reasoning.text, reasoning.field);
      if (typeof delta.content === "string" && delta.content !== "") this.text(delta.content);
      // A refusal is the model's answer: kept as text, so the user sees it.
      if (typeof delta.refusal === "string" && delta.refusal !== "") this.text(delta.refusal);
      if (Array.isArray(delta.tool_calls)) for (const call of delta.tool_calls) this.toolCall(call);
    }
    if (typeof choice.finish_reason === "string") this.finishReason = choice.finish_reason;
  }

  /**
   * Ends the message from the recorded finish reason and usage.
   *
   * @throws ProviderError when the stream has no finish reason (cut off), or
   *   when it was stopped by the content filter.
   */
  finish(): void {
    for (const slot of this.slots.values()) {
      if (slot.id !== "") continue;
      const block = this.builder.block(slot.contentIndex);
      if (block?.type === "toolCall") block.id = slot.id = fallbackToolCallId();
    }
    if (this.usageWire) this.builder.message.usage = chatUsage(this.usageWire, this.model);
    const reason = this.finishReason;
    if (reason === undefined) throw streamEndedEarly(this.model.provider, "no finish_reason");
    const hasToolCalls = this.slots.size > 0 || this.builder.message.content.some((block) => block.type === "toolCall");
    switch (reason) {
      case "length":
        this.builder.finish("length");
        return;
      case "tool_calls":
      case "function_call":
        this.builder.finish("toolUse");
        return;
      case "content_filter":
        throw new ProviderError({
          kind: "invalid_request",
          provider: this.model.provider,
          message: `${this.model.provider} stopped the response: the content was filtered by its content policy (finish_reason "content_filter").`,
        });
      default:
        // "stop", and the variants some servers send ("eos", "end_turn"…).
        this.builder.finish(hasToolCalls ? "toolUse" : "stop");
    }
  }

  private reasoningOf(delta: ChatDelta): { text: string; field: ReasoningField } | undefined {
    // Servers that fill both fields send the same text twice: read one.
    const order: ReasoningField[] =
      this.preferredReasoningField === "reasoning"
        ? ["reasoning", "reasoning_content"]
        : ["reasoning_content", "reasoning"];
    for (const field of order) {
      const value = delta[field];
      if (typeof value === "string" && value !== "") return { text: value, field };
    }
    return undefined;
  }

  private text(delta: string): void {
    this.closeThinking();
    if (this.textIndex === undefined) this.textIndex = this.builder.startText();
    this.builder.delta(this.textIndex, delta);
  }

  private thinking(delta: string, field: ReasoningField): void {
    this.closeText();
    if (this.thinkingIndex === undefined) this.thinkingIndex = this.builder.startThinking({ thinkingSignature: field });
    this.builder.delta(this.thinkingIndex, delta);
  }

  private toolCall(call: ToolCallDelta): void {
    this.closeText();
    this.closeThinking();
    const id = typeof call.id === "string" && call.id !== "" ? call.id : undefined;
    const name = typeof call.function?.name === "string" && call.function.name !== "" ? call.function.name : undefined;
    const key = typeof call.index === "number" ? call.index : this.keyWithoutIndex(id);
    let slot = this.slots.get(key);
    if (slot && id !== undefined && slot.id !== "" && slot.id !== id) {
      // A new id at a used index is a new call (servers that send every call at index 0).
      this.builder.end(slot.contentIndex);
      slot = undefined;
    }
    if (!slot) {
      slot = { contentIndex: this.builder.startToolCall(id ?? "", name ?? ""), id: id ?? "", name: name ?? "" };
      this.slots.set(key, slot);
    } else {
      // Later deltas repeat or omit the id and name; only fill what is still missing.
      const block = this.builder.block(slot.contentIndex);
      if (block?.type === "toolCall") {
        if (slot.id === "" && id !== undefined) block.id = slot.id = id;
        if (slot.name === "" && name !== undefined) block.name = slot.name = name;
      }
    }
    this.lastSlotKey = key;
    const args = call.function?.arguments;
    if (typeof args === "string" && args !== "") this.builder.delta(slot.contentIndex, args);
  }

  /** The slot of a delta without `index`: the call with its id, a new slot for a new id, else the latest call. */
  private keyWithoutIndex(id: string | undefined): number {
    if (id !== undefined) {
      for (const [key, slot] of this.slots) if (slot.id === id) return key;
      return this.slots.size === 0 ? 0 : Math.max(...this.slots.keys()) + 1;
    }
    return this.lastSlotKey ?? 0;
  }

  private closeText(): void {
    if (this.textIndex === undefined) return;
    this.builder.end(this.textIndex);
    this.textIndex = undefined;
  }

  private closeThinking(): void {
    if (this.thinkingIndex === undefined) return;
    this.builder.end(this.thinkingIndex);
    this.thinkingIndex = undefined;
  }
}
