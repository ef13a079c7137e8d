import type { AssistantMessageBuilder } from "../../assistant-message-builder.js";
import type { Model } from "../../model.js";
import { ProviderError } from "../../provider-error.js";
import { calculateCost } from "../../usage.js";
import { providerErrorFromStream } from "../shared/map-sdk-error.js";
import { streamEndedEarly } from "../shared/stream-ended.js";
import type { AnthropicWireBlock, AnthropicWireDelta, AnthropicWireEvent, AnthropicWireUsage } from "./events.js";

type Finish = "stop" | "length" | "toolUse";

interface OpenToolCall {
  index: number;
  /** Arguments sent whole in `content_block_start` (used only if no `input_json_delta` follows). */
  initialInput: unknown;
  sawDelta: boolean;
}

/**
 * Maps Anthropic Messages stream events onto an {@link AssistantMessageBuilder}.
 * Feed every event to {@link handle}, then call {@link finish} when the
 * stream ends (the message is complete only if `message_stop` arrived).
 *
 * - `message_start` sets usage; a repeated one before any content is
 *   ignored, one after content restarts the message (`builder.reset()`):
 *   the earlier partial content is discarded, never merged.
 * - text, thinking (with `signature_delta`), `redacted_thinking` and
 *   `tool_use` blocks map to builder blocks; server tool blocks and unknown
 *   block, delta and event types are ignored.
 * - `message_delta` carries the stop reason and the final usage (its
 *   `input_tokens`, when present, replaces the `message_start` value).
 * - stop reasons: `end_turn` / `stop_sequence` / `pause_turn` → `stop`,
 *   `max_tokens` / `model_context_window_exceeded` → `length`, `tool_use` →
 *   `toolUse`, `refusal` → `stop` when the model wrote any text, otherwise
 *   a `ProviderError` saying the model refused (with Anthropic's explanation).
 *
 * @throws ProviderError for a refusal without text and for an `error` event
 *   that reaches it (the SDK normally throws those itself).
 */
export class AnthropicStreamMapper {
  /** Anthropic block index → builder content index (absent for ignored blocks). */
  private readonly blocks = new Map<number, number>();
  private readonly toolCalls = new Map<number, OpenToolCall>();
  private stopReason: string | null = null;
  private refusalExplanation: string | undefined;
  private started = false;
  /** Whether `message_stop` arrived. */
  private stopped = false;

  constructor(
    private readonly model: Model,
    private readonly builder: AssistantMessageBuilder,
  ) {}

  /** Applies one event. Events after `message_stop` are ignored. */
  handle(event: AnthropicWireEvent): void {
    if (this.stopped) return;
    switch (event.type) {
      case "message_start":
        this.onMessageStart(event);
        return;
      case "content_block_start":
        if (typeof event.index === "number" && event.content_block) this.onBlockStart(event.index, event.content_block);
        return;
      case "content_block_delta":
        if (typeof event.index === "number" && event.delta) this.onBlockDelta(event.index, event.delta);
        return;
      case "content_block_stop":
        if (typeof event.index === "number") this.onBlockStop(event.index);
        return;
      case "message_delta":
        if (event.delta?.stop_reason !== undefined) this.stopReason = event.delta.stop_reason;
        if (event.delta?.stop_details?.explanation) this.refusalExplanation = event.delta.stop_details.explanation;
        if (event.usage) this.applyUsage(event.usage);
        return;
      case "message_stop":
        this.stopped = true;
        return;
      case "error":
        // Classified by its `error.type` code (`overloaded_error`, `rate_limit_error`…), like an HTTP error body.
        throw providerErrorFromStream(
          { codes: [event.error?.type], message: event.error?.message ?? "Anthropic sent an error event." },
          this.model.provider,
        );
      default:
        // `ping` and event types this adapter does not know.
        return;
    }
  }

  private onMessageStart(event: AnthropicWireEvent): void {
    if (this.started && this.builder.hasContent) {
      this.builder.reset();
      this.blocks.clear();
      this.toolCalls.clear();
      this.stopReason = null;
      this.refusalExplanation = undefined;
    }
    this.started = true;
    this.builder.start();
    const usage = event.message?.usage;
    if (usage) this.applyUsage(usage);
  }

  private onBlockStart(index: number, block: AnthropicWireBlock): void {
    const b = this.builder;
    switch (block.type) {
      case "text": {
        const at = b.startText();
        this.blocks.set(index, at);
        if (block.text) b.delta(at, block.text);
        return;
      }
      case "thinking": {
        const at = b.startThinking(block.signature ? { thinkingSignature: block.signature } : undefined);
        this.blocks.set(index, at);
        if (block.thinking) b.delta(at, block.thinking);
        return;
      }
      case "redacted_thinking": {
        const at = b.startThinking({ redacted: true, ...(block.data ? { thinkingSignature: block.data } : {}) });
        this.blocks.set(index, at);
        return;
      }
      case "tool_use": {
        const at = b.startToolCall(block.id ?? `toolu_missing_${index}`, block.name ?? "");
        this.blocks.set(index, at);
        this.toolCalls.set(index, { index: at, initialInput: block.input, sawDelta: false });
        return;
      }
      default:
        // server_tool_use, web_search_tool_result and future block types are not part of the message.
        return;
    }
  }

  private onBlockDelta(index: number, delta: AnthropicWireDelta): void {
    const at = this.blocks.get(index);
    if (at === undefined) return;
    switch (delta.type) {
      case "text_delta":
        if (delta.text) this.builder.delta(at, delta.text);
        return;
      case "thinking_delta":
        if (delta.thinking) this.builder.delta(at, delta.thinking);
        return;
      case "signature_delta": {
        const block = this.builder.block(at);
        if (block?.type === "thinking" && delta.signature) {
          block.thinkingSignature = (block.thinkingSignature ?? "") + delta.signature;
        }
        return;
      }
      case "input_json_delta": {
        const call = this.toolCalls.get(index);
        if (call) call.sawDelta = true;
        if (delta.partial_json) this.builder.delta(at, delta.partial_json);
        return;
      }
      default:
        // citations_delta and future delta types.
        return;
    }
  }

  private onBlockStop(index: number): void {
    const at = this.blocks.get(index);
    if (at === undefined) return;
    const call = this.toolCalls.get(index);
    if (call && !call.sawDelta && hasKeys(call.initialInput)) this.builder.delta(at, JSON.stringify(call.initialInput));
    this.builder.end(at);
    this.blocks.delete(index);
    this.toolCalls.delete(index);
  }

  private applyUsage(wire: AnthropicWireUsage): void {
    const usage = this.builder.message.usage;
    if (typeof wire.input_tokens === "number") usage.input = wire.input_tokens;
    if (typeof wire.output_tokens === "number") usage.output = wire.output_tokens;
    if (typeof wire.cache_read_input_tokens === "number") usage.cacheRead = wire.cache_read_input_tokens;
    if (typeof wire.cache_creation_input_tokens === "number") usage.cacheWrite = wire.cache_creation_input_tokens;
    usage.totalTokens = usage.input + usage.output + usage.cacheRead + usage.cacheWrite;
    calculateCost(this.model, usage);
  }

  /**
   * Ends the message once the stream is over.
   *
   * @throws ProviderError of kind `network` when `message_stop` never came
   *   (the stream was cut off), or `invalid_request` for a refusal without text.
   */
  finish(): void {
    if (!this.stopped) throw streamEndedEarly(this.model.provider);
    const reason = this.finishReason();
    if (reason === undefined) {
      const why = this.refusalExplanation ? `: ${this.refusalExplanation}` : ".";
      throw new ProviderError({
        kind: "invalid_request",
        provider: this.model.provider,
        message: `The model refused to respond${why}`,
      });
    }
    this.builder.finish(reason);
  }

  /** The normalized stop reason, or `undefined` for a refusal that produced no text. */
  private finishReason(): Finish | undefined {
    const hasToolCalls = this.builder.message.content.some((block) => block.type === "toolCall");
    switch (this.stopReason) {
      case "max_tokens":
      case "model_context_window_exceeded":
        return "length";
      case "tool_use":
        return "toolUse";
      case "refusal": {
        const hasText = this.builder.message.content.some((block) => block.type === "text" && block.text.trim() !== "");
        return hasText ? "stop" : undefined;
      }
      default:
        // end_turn, stop_sequence, pause_turn, null and reasons added later.
        return hasToolCalls ? "toolUse" : "stop";
    }
  }
}

function hasKeys(value: unknown): boolean {
  return typeof value === "object" && value !== null && Object.keys(value).length > 0;
}
