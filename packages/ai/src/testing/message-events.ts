import { AssistantMessageBuilder, type AssistantMessageEventSink } from "../assistant-message-builder.js";
import { emptyAssistantMessage } from "../empty-assistant-message.js";
import { AssistantMessageEventStream } from "../event-stream.js";
import type { AssistantMessageEvent } from "../events.js";
import type { AssistantMessage } from "../messages.js";

/** Options of {@link eventsForMessage} and {@link streamForMessage}. */
export interface MessageEventsOptions {
  /** Characters per delta. Default: each block in one delta. */
  chunkSize?: number;
}

function chunks(text: string, size: number | undefined): string[] {
  if (size === undefined || size <= 0 || text.length <= size) return text === "" ? [] : [text];
  const out: string[] = [];
  for (let offset = 0; offset < text.length; offset += size) out.push(text.slice(offset, offset + size));
  return out;
}

function replay(message: AssistantMessage, out: AssistantMessageEventSink, options?: MessageEventsOptions): void {
  const builder = new AssistantMessageBuilder(
    { api: message.api, provider: message.provider, id: message.model },
    out,
    () => message.timestamp,
  );
  builder.start();
  for (const block of message.content) {
    switch (block.type) {
      case "text": {
        const index = builder.startText();
        if (block.textSignature !== undefined)
          Object.assign(builder.block(index) ?? {}, { textSignature: block.textSignature });
        for (const piece of chunks(block.text, options?.chunkSize)) builder.delta(index, piece);
        builder.end(index);
        break;
      }
      case "thinking": {
        const init: Parameters<AssistantMessageBuilder["startThinking"]>[0] = {};
        if (block.thinkingSignature !== undefined) init.thinkingSignature = block.thinkingSignature;
        if (block.redacted !== undefined) init.redacted = block.redacted;
        const index = builder.startThinking(init);
        for (const piece of chunks(block.thinking, options?.chunkSize)) builder.delta(index, piece);
        builder.end(index);
        break;
      }
      case "toolCall": {
        const extra = block.thoughtSignature === undefined ? undefined : { thoughtSignature: block.thoughtSignature };
        const index = builder.startToolCall(block.id, block.name, extra);
        const text = block.argumentsError === undefined ? JSON.stringify(block.arguments) : "";
        for (const piece of chunks(text, options?.chunkSize)) builder.delta(index, piece);
        builder.end(index);
        if (block.argumentsError !== undefined) {
          const call = builder.message.content[index];
          if (call?.type === "toolCall") {
            call.arguments = {};
            call.argumentsError = block.argumentsError;
          }
        }
        break;
      }
    }
  }
  builder.message.usage = structuredClone(message.usage);
  switch (message.stopReason) {
    case "stop":
    case "length":
    case "toolUse":
      builder.finish(message.stopReason);
      return;
    case "error":
    case "aborted":
      builder.fail(
        message.error ??
          message.errorMessage ??
          (message.stopReason === "aborted"
            ? "The request was aborted."
            : 'The scripted message ended with stopReason "error" but no errorMessage.'),
        message.stopReason,
      );
      return;
  }
}

/**
 * The event sequence (`start` → block starts/deltas/ends → `done` or `error`)
 * a provider would emit for `message`. Lets a test script any message shape.
 */
export function eventsForMessage(message: AssistantMessage, options?: MessageEventsOptions): AssistantMessageEvent[] {
  const events: AssistantMessageEvent[] = [];
  replay(message, { push: (event) => events.push(event) }, options);
  return events;
}

/** A stream that emits {@link eventsForMessage} for `message` and resolves to it. */
export function streamForMessage(
  message: AssistantMessage,
  options?: MessageEventsOptions,
): AssistantMessageEventStream {
  const out = new AssistantMessageEventStream();
  replay(message, out, options);
  return out;
}

/**
 * A complete assistant message with neutral defaults (faux model, zero
 * usage, `stopReason` `toolUse` when it holds tool calls, else `stop`).
 */
export function createAssistantMessage(
  content: AssistantMessage["content"],
  overrides?: Partial<Omit<AssistantMessage, "role" | "content">>,
): AssistantMessage {
  return {
    ...emptyAssistantMessage({ api: "faux", provider: "faux", id: "faux-1" }),
    content,
    stopReason: content.some((block) => block.type === "toolCall") ? "toolUse" : "stop",
    ...overrides,
  };
}
