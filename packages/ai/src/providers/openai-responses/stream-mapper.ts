import type { Response, ResponseOutputItem, ResponseStreamEvent } from "openai/resources/responses/responses";
import type { AssistantMessageBuilder } from "../../assistant-message-builder.js";
import type { Model } from "../../model.js";
import { ProviderError } from "../../provider-error.js";
import { calculateCost, type Usage } from "../../usage.js";
import { providerErrorFromStream } from "../shared/map-sdk-error.js";
import { streamEndedEarly } from "../shared/stream-ended.js";
import { fallbackToolCallId } from "../shared/tool-call-id.js";
import { responsesUsage } from "./usage.js";

interface Slot {
  kind: "thinking" | "text" | "toolCall";
  contentIndex: number;
  /** Whether any delta arrived (else the `*.done` / `output_item.done` payload supplies the content). */
  received: boolean;
  /** Reasoning summary parts seen, to separate them. */
  parts: number;
}

/**
 * Turns Responses stream events into builder calls. One instance per
 * request; {@link handle} every event, then {@link finish} when the stream
 * ends. `handle` throws a typed `ProviderError` on `error` /
 * `response.failed` or a content filter.
 *
 * A stream may carry several responses back to back (`response.created …
 * response.completed`, again and again — as servers that continue a turn
 * send them). Nothing is dropped: every response's output is accumulated
 * into the one message, in order (as the Vercel AI SDK reports such a
 * stream: one result holding all of it); usage is the sum of the
 * responses' usage (each was billed); the stop reason is `length` if the
 * last response was cut short, else `toolUse` when any response called a
 * tool, else `stop`.
 *
 * Output items map to blocks: `reasoning` → thinking (summary deltas, or
 * raw reasoning text from open models; the whole item, with its
 * `encrypted_content`, becomes `thinkingSignature`), `message` → text
 * (refusals included; item id in `textSignature`), `function_call` → tool
 * call (`call_id` as id, item id in `thoughtSignature`). Unknown events
 * and item types are ignored.
 */
export class ResponsesStreamMapper {
  private readonly byOutputIndex = new Map<number, Slot>();
  private readonly byItemId = new Map<string, Slot>();
  private sawToolCall = false;
  /** Responses that reached `response.completed` / `response.incomplete`. */
  private completed = 0;
  /** Whether the last completed response was cut short (`incomplete`, e.g. `max_output_tokens`). */
  private lastIncomplete = false;
  /** Whether a response is open (created, not yet completed). */
  private open = false;

  constructor(
    private readonly model: Model,
    private readonly builder: AssistantMessageBuilder,
  ) {}

  /** Applies one event. */
  handle(event: ResponseStreamEvent): void {
    switch (event.type) {
      case "response.created":
        // Output indexes start again at 0 in each response.
        this.byOutputIndex.clear();
        this.open = true;
        return;
      case "response.output_item.added":
        this.openItem(event.item, event.output_index);
        return;
      case "response.reasoning_summary_part.added": {
        const slot = this.slot(event.output_index, event.item_id);
        if (slot && slot.parts++ > 0) this.append(slot, "\n\n");
        return;
      }
      case "response.reasoning_summary_text.delta":
      case "response.reasoning_text.delta":
        this.appendTo("thinking", event.output_index, event.item_id, event.delta);
        return;
      case "response.output_text.delta":
      case "response.refusal.delta":
        this.appendTo("text", event.output_index, event.item_id, event.delta);
        return;
      case "response.function_call_arguments.delta":
        this.appendTo("toolCall", event.output_index, event.item_id, event.delta);
        return;
      case "response.function_call_arguments.done": {
        const slot = this.slot(event.output_index, event.item_id);
        if (slot && !slot.received) this.append(slot, event.arguments);
        return;
      }
      case "response.output_item.done":
        this.close(event.item, event.output_index);
        return;
      case "response.completed":
      case "response.incomplete":
        this.complete(event.response);
        return;
      case "response.failed": {
        const error = event.response.error;
        throw providerErrorFromStream(
          { codes: [error?.code], message: error?.message ?? "The response failed." },
          this.model.provider,
        );
      }
      case "error": {
        // Documented flat (`code`, `message`); recorded streams nest them under `error` (with a `type`).
        const nested = (event as { error?: { code?: string | null; type?: string | null; message?: string | null } })
          .error;
        throw providerErrorFromStream(
          { codes: [event.code, nested?.code, nested?.type], message: event.message ?? nested?.message },
          this.model.provider,
        );
      }
      default:
        return; // events Keel has no use for (web search progress, annotations, audio…) and unknown ones
    }
  }

  private openItem(item: ResponseOutputItem, outputIndex: number): void {
    let slot: Slot;
    switch (item.type) {
      case "reasoning":
        slot = { kind: "thinking", contentIndex: this.builder.startThinking(), received: false, parts: 0 };
        break;
      case "message": {
        slot = { kind: "text", contentIndex: this.builder.startText(), received: false, parts: 0 };
        const block = this.builder.block(slot.contentIndex);
        if (block?.type === "text" && item.id) block.textSignature = item.id;
        break;
      }
      case "function_call": {
        const extra = item.id ? { thoughtSignature: item.id } : undefined;
        slot = {
          kind: "toolCall",
          contentIndex: this.builder.startToolCall(item.call_id, item.name, extra),
          received: false,
          parts: 0,
        };
        this.sawToolCall = true;
        if (item.arguments) this.append(slot, item.arguments);
        break;
      }
      default:
        return;
    }
    this.byOutputIndex.set(outputIndex, slot);
    if (item.id) this.byItemId.set(item.id, slot);
  }

  private close(item: ResponseOutputItem, outputIndex: number): void {
    const slot = this.slot(outputIndex, item.id);
    if (!slot) return;
    const block = this.builder.block(slot.contentIndex);
    switch (item.type) {
      case "reasoning":
        if (!slot.received) this.append(slot, (item.summary ?? []).map((part) => part.text).join("\n\n"));
        if (block?.type === "thinking") block.thinkingSignature = JSON.stringify(item);
        break;
      case "message":
        if (!slot.received) {
          this.append(
            slot,
            item.content.map((part) => (part.type === "output_text" ? part.text : part.refusal)).join(""),
          );
        }
        break;
      case "function_call":
        if (!slot.received) this.append(slot, item.arguments);
        if (block?.type === "toolCall") {
          if (block.id === "") block.id = item.call_id || fallbackToolCallId();
          if (block.name === "") block.name = item.name;
        }
        break;
      default:
        break;
    }
    this.builder.end(slot.contentIndex);
  }

  /**
   * Ends the message once the stream is over.
   *
   * @throws ProviderError of kind `network` when no response completed, or
   *   when the last one started but never completed (the stream was cut off).
   */
  finish(): void {
    if (this.completed === 0) throw streamEndedEarly(this.model.provider);
    if (this.open) {
      throw new ProviderError({
        kind: "network",
        provider: this.model.provider,
        message:
          `The ${this.model.provider} stream ended in the middle of response ${this.completed + 1} ` +
          `(after ${this.completed} completed response(s) in the same stream).`,
      });
    }
    this.builder.finish(this.lastIncomplete ? "length" : this.sawToolCall ? "toolUse" : "stop");
  }

  private complete(response: Response): void {
    this.open = false;
    this.completed++;
    if (response.usage) this.addUsage(responsesUsage(response.usage, this.model));
    this.lastIncomplete = response.status === "incomplete";
    if (this.lastIncomplete && response.incomplete_details?.reason === "content_filter") {
      throw new ProviderError({
        kind: "invalid_request",
        provider: this.model.provider,
        message: `${this.model.provider} stopped the response: the content was filtered by its content policy.`,
      });
    }
  }

  /** The first response's usage, or the sum with the earlier ones. */
  private addUsage(usage: Usage): void {
    if (this.completed === 1) {
      this.builder.message.usage = usage;
      return;
    }
    const total = this.builder.message.usage;
    total.input += usage.input;
    total.output += usage.output;
    total.cacheRead += usage.cacheRead;
    total.cacheWrite += usage.cacheWrite;
    total.totalTokens += usage.totalTokens;
    if (usage.reasoning !== undefined) total.reasoning = (total.reasoning ?? 0) + usage.reasoning;
    calculateCost(this.model, total);
  }

  private slot(outputIndex: number | undefined, itemId: string | undefined): Slot | undefined {
    return (
      (outputIndex === undefined ? undefined : this.byOutputIndex.get(outputIndex)) ??
      (itemId === undefined ? undefined : this.byItemId.get(itemId))
    );
  }

  private appendTo(kind: Slot["kind"], outputIndex: number, itemId: string, delta: string): void {
    let slot = this.slot(outputIndex, itemId);
    if (!slot) {
      // A server that skipped `output_item.added`: open the block now.
      if (kind === "toolCall") return;
      slot = {
        kind,
        contentIndex: kind === "thinking" ? this.builder.startThinking() : this.builder.startText(),
        received: false,
        parts: 0,
      };
      this.byOutputIndex.set(outputIndex, slot);
      if (itemId) this.byItemId.set(itemId, slot);
    }
    if (slot.kind !== kind) return;
    this.append(slot, delta);
  }

  private append(slot: Slot, delta: string): void {
    if (delta === "") return;
    slot.received = true;
    this.builder.delta(slot.contentIndex, delta);
  }
}
