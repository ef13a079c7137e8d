import {
  type AssistantMessage,
  type AssistantMessageEvent,
  AssistantMessageEventStream,
  type Context,
  type Model,
  type StreamOptions,
} from "@keel/ai";
import { eventsForMessage } from "@keel/ai/testing";
import type { StreamFn } from "../agent-loop-config.js";

/** One request seen by {@link messageStreamFn}. */
export interface SeenRequest {
  model: Model;
  context: Context;
  options: StreamOptions | undefined;
}

/** A response: a final message (replayed as events), or a function that drives the stream itself. */
export type ScriptedReply = AssistantMessage | ((stream: AssistantMessageEventStream, request: SeenRequest) => void);

/**
 * A stream function that replays exact assistant messages (including shapes
 * the scripted model cannot produce, like `argumentsError` next to a
 * `length` stop) or lets the test push events itself.
 */
export function messageStreamFn(replies: ScriptedReply[]): { streamFn: StreamFn; requests: SeenRequest[] } {
  const requests: SeenRequest[] = [];
  const streamFn: StreamFn = (model, context, options) => {
    const request = { model, context: { ...context, messages: [...context.messages] }, options };
    requests.push(request);
    const reply = replies.shift();
    if (reply === undefined) throw new Error("messageStreamFn: script exhausted");
    const stream = new AssistantMessageEventStream();
    if (typeof reply === "function") reply(stream, request);
    else for (const event of eventsForMessage(reply)) stream.push(event);
    return stream;
  };
  return { streamFn, requests };
}

/** Pushes `events` one macrotask apart, awaiting `gate` before the final event. */
export async function pushSlowly(
  stream: AssistantMessageEventStream,
  events: AssistantMessageEvent[],
  gate?: Promise<void>,
): Promise<void> {
  for (const [index, event] of events.entries()) {
    if (index === events.length - 1 && gate) await gate;
    await new Promise((resolve) => setTimeout(resolve, 0));
    stream.push(event);
  }
}
