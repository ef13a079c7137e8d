import type { AssistantMessageStreamLike } from "../event-stream.js";
import type { AssistantMessageEvent, AssistantMessageEventType } from "../events.js";
import type { AssistantMessage } from "../messages.js";

/** Everything one stream produced. */
export interface CollectedStream {
  events: AssistantMessageEvent[];
  /** Event types in order, e.g. `["start", "text_start", "text_delta", …, "done"]`. */
  types: AssistantMessageEventType[];
  /** What `result()` resolved to. */
  message: AssistantMessage;
}

/**
 * Drains a stream and returns its events and final message.
 *
 * @example
 * const { types, message } = await collectEvents(stream(model, context));
 */
export async function collectEvents(stream: AssistantMessageStreamLike): Promise<CollectedStream> {
  const events: AssistantMessageEvent[] = [];
  for await (const event of stream) events.push(event);
  const message = await stream.result();
  return { events, types: events.map((event) => event.type), message };
}

/**
 * Collapses runs of the same event type (`text_delta ×40` → one entry), so
 * tests can assert the shape of a sequence without counting deltas.
 *
 * @example
 * compactTypes(types); // ["start", "text_start", "text_delta", "text_end", "done"]
 */
export function compactTypes(types: readonly AssistantMessageEventType[]): AssistantMessageEventType[] {
  return types.filter((type, index) => index === 0 || types[index - 1] !== type);
}
