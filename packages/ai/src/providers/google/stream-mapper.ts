import type { FunctionCall, GenerateContentResponse, GenerateContentResponseUsageMetadata, Part } from "@google/genai";
import type { AssistantMessageBuilder } from "../../assistant-message-builder.js";
import type { Model } from "../../model.js";
import { ProviderError } from "../../provider-error.js";
import { calculateCost } from "../../usage.js";
import { streamEndedEarly } from "../shared/stream-ended.js";
import { PartialArgsWriter } from "./partial-args-writer.js";
import { generateToolCallId } from "./tool-call-id.js";

/** A function call whose arguments are still streaming (`willContinue`). */
interface StreamingCall {
  index: number;
  writer: PartialArgsWriter;
  /** Complete `args`, if a piece carried them (used only when no partial args arrived). */
  args: Record<string, unknown> | undefined;
}

/** The text or thinking block receiving parts, with its kind. */
interface OpenText {
  index: number;
  thought: boolean;
}

/** Failure finish reasons worth a retry (a second sample may well succeed); the others are `invalid_request`. */
const RETRYABLE_FINISH = new Set(["MALFORMED_FUNCTION_CALL", "UNEXPECTED_TOOL_CALL", "OTHER"]);

/**
 * Maps Gemini `streamGenerateContent` chunks onto an
 * {@link AssistantMessageBuilder}. Call {@link handle} per chunk and
 * {@link end} once the stream is exhausted.
 *
 * - text parts → text blocks; `thought: true` parts → thinking blocks. A
 *   `thoughtSignature` goes to the block its part belongs to
 *   (`thinkingSignature` / `textSignature`); a signature on an empty text
 *   part (Gemini's way to sign the end of a turn) goes to the last text
 *   or thinking block.
 * - `functionCall` parts with complete `args` → a tool call with one
 *   delta, `JSON.stringify(args)`; calls streamed with `willContinue` and
 *   `partialArgs` → the JSON text is rebuilt piece by piece
 *   ({@link PartialArgsWriter}) and fed through the builder, so partial
 *   arguments show while they stream. A part with `name` starts a call;
 *   parts without `name` continue the open one; one without `willContinue`
 *   closes it. Calls without `id` get a generated one; `thoughtSignature`
 *   becomes `ToolCall.thoughtSignature`.
 * - `usageMetadata` (cumulative) replaces the usage each time:
 *   input = prompt − cached, cacheRead = cached, output = candidates +
 *   thoughts, reasoning = thoughts.
 * - `finishReason`: STOP → `stop` (`toolUse` when the message has tool
 *   calls), MAX_TOKENS → `length`, anything else (SAFETY, RECITATION,
 *   MALFORMED_FUNCTION_CALL, …) → an error naming it. A stream that ends
 *   without a finish reason is a `network` error (cut off).
 */
export class GoogleStreamMapper {
  private text: OpenText | undefined;
  private call: StreamingCall | undefined;
  private finishReason: string | undefined;
  private finishMessage: string | undefined;

  constructor(
    private readonly model: Model,
    private readonly builder: AssistantMessageBuilder,
    private readonly generateId: () => string = generateToolCallId,
  ) {}

  /** Applies one chunk. */
  handle(chunk: GenerateContentResponse): void {
    this.builder.start();
    if (chunk.usageMetadata) this.applyUsage(chunk.usageMetadata);
    const blocked = chunk.promptFeedback?.blockReason;
    if (blocked !== undefined) {
      const detail = chunk.promptFeedback?.blockReasonMessage;
      throw new ProviderError({
        kind: "invalid_request",
        provider: this.model.provider,
        message: `Gemini blocked the prompt (${blocked})${detail ? `: ${detail}` : "."}`,
      });
    }
    const candidate = chunk.candidates?.[0];
    if (candidate === undefined) return;
    for (const part of candidate.content?.parts ?? []) this.onPart(part);
    if (candidate.finishReason !== undefined) {
      this.finishReason = candidate.finishReason;
      this.finishMessage = candidate.finishMessage;
    }
  }

  /**
   * Ends the message once the stream is over.
   *
   * @throws ProviderError of kind `network` when no chunk carried a finish
   *   reason (the stream was cut off), or for a finish reason that is a failure.
   */
  finish(): void {
    if (this.finishReason === undefined) throw streamEndedEarly(this.model.provider);
    const reason = this.finishReason;
    switch (reason) {
      case "STOP":
      case "FINISH_REASON_UNSPECIFIED": {
        // A call still marked `willContinue` at a normal stop is complete; only its closing brackets are missing.
        this.closeCall();
        const hasToolCalls = this.builder.message.content.some((block) => block.type === "toolCall");
        this.builder.finish(hasToolCalls ? "toolUse" : "stop");
        return;
      }
      case "MAX_TOKENS":
        // A call cut by the token limit is not completed: its arguments stay unparseable (`argumentsError`).
        this.closeCall(false);
        this.builder.finish("length");
        return;
      default:
        throw new ProviderError({
          kind: RETRYABLE_FINISH.has(reason) ? "unknown" : "invalid_request",
          retryable: RETRYABLE_FINISH.has(reason),
          provider: this.model.provider,
          message: `Gemini stopped the response (finish reason ${reason})${this.finishMessage ? `: ${this.finishMessage}` : "."}`,
        });
    }
  }

  private onPart(part: Part): void {
    if (part.functionCall) {
      this.onFunctionCall(part.functionCall, part.thoughtSignature);
      return;
    }
    if (typeof part.text !== "string") {
      // inlineData, executableCode… are not part of Keel's message model; keep their signature only.
      if (part.thoughtSignature) this.signLastBlock(part.thoughtSignature);
      return;
    }
    const thought = part.thought === true;
    if (part.text === "" && (this.text === undefined || this.text.thought !== thought)) {
      if (part.thoughtSignature) this.signLastBlock(part.thoughtSignature);
      return;
    }
    this.closeCall();
    if (this.text === undefined || this.text.thought !== thought) {
      this.closeText();
      const index = thought ? this.builder.startThinking() : this.builder.startText();
      this.text = { index, thought };
    }
    this.builder.delta(this.text.index, part.text);
    if (part.thoughtSignature) this.sign(this.text.index, part.thoughtSignature);
  }

  private onFunctionCall(call: FunctionCall, signature: string | undefined): void {
    if (!call.name) {
      if (this.call === undefined) return; // a continuation with nothing open
      if (signature) this.sign(this.call.index, signature);
      if (call.args !== undefined) this.call.args = call.args;
      this.writeArgs(call);
      if (!call.willContinue) this.closeCall();
      return;
    }
    this.closeCall();
    this.closeText();
    const index = this.builder.startToolCall(
      call.id || this.generateId(),
      call.name,
      signature ? { thoughtSignature: signature } : undefined,
    );
    this.call = { index, writer: new PartialArgsWriter(), args: call.args };
    this.writeArgs(call);
    if (!call.willContinue) this.closeCall();
  }

  private writeArgs(call: FunctionCall): void {
    const open = this.call;
    if (open === undefined) return;
    for (const piece of call.partialArgs ?? []) this.builder.delta(open.index, open.writer.apply(piece));
  }

  /** Ends the open streamed call; `complete: false` leaves its JSON text unterminated. */
  private closeCall(complete = true): void {
    const open = this.call;
    if (open === undefined) return;
    this.call = undefined;
    if (open.writer.hasOutput) {
      if (complete) this.builder.delta(open.index, open.writer.finish());
    } else if (open.args !== undefined) {
      this.builder.delta(open.index, JSON.stringify(open.args));
    }
    this.builder.end(open.index);
  }

  private closeText(): void {
    if (this.text === undefined) return;
    this.builder.end(this.text.index);
    this.text = undefined;
  }

  private sign(index: number, signature: string): void {
    const block = this.builder.block(index) ?? this.builder.message.content[index];
    if (block === undefined) return;
    switch (block.type) {
      case "text":
        block.textSignature = signature;
        return;
      case "thinking":
        block.thinkingSignature = signature;
        return;
      case "toolCall":
        block.thoughtSignature = signature;
        return;
    }
  }

  private signLastBlock(signature: string): void {
    const content = this.builder.message.content;
    for (let i = content.length - 1; i >= 0; i--) {
      if (content[i]?.type !== "toolCall") {
        this.sign(i, signature);
        return;
      }
    }
  }

  private applyUsage(meta: GenerateContentResponseUsageMetadata): void {
    const usage = this.builder.message.usage;
    const cached = meta.cachedContentTokenCount ?? 0;
    const thoughts = meta.thoughtsTokenCount ?? 0;
    usage.input = Math.max(0, (meta.promptTokenCount ?? 0) - cached);
    usage.cacheRead = cached;
    usage.output = (meta.candidatesTokenCount ?? 0) + thoughts;
    if (thoughts > 0) usage.reasoning = thoughts;
    usage.totalTokens = usage.input + usage.output + usage.cacheRead + usage.cacheWrite;
    calculateCost(this.model, usage);
  }
}
