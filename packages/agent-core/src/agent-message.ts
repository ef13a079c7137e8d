import type { Message } from "@keel/ai";

/**
 * Application-defined message kinds that may live in an agent transcript next
 * to the provider messages (UI notices, artifacts, bookmarks…). Empty by
 * default; extend it by declaration merging. Each entry must have a `role`
 * that no provider message uses, so `convertToLlm` can tell them apart.
 *
 * @example
 * declare module "@keel/agent-core" {
 *   interface CustomAgentMessages {
 *     notice: { role: "notice"; text: string; timestamp: number };
 *   }
 * }
 */
// biome-ignore lint/suspicious/noEmptyInterface: extended by declaration merging.
export interface CustomAgentMessages {}

/** A transcript entry: a provider message, or one of the app's {@link CustomAgentMessages}. */
export type AgentMessage = Message | CustomAgentMessages[keyof CustomAgentMessages];

/**
 * The default `convertToLlm`: keeps `user`, `assistant` and `toolResult`
 * messages and drops every custom kind. One pass, no copies of the messages
 * themselves. Returns a new array, so the provider sees a snapshot.
 */
export function defaultConvertToLlm(messages: readonly AgentMessage[]): Message[] {
  let i = 0;
  while (i < messages.length && isLlmMessage(messages[i] as AgentMessage)) i++;
  // Common case: no custom messages. `slice` is a flat copy, much cheaper than growing an array by `push`.
  if (i === messages.length) return messages.slice() as Message[];
  const out = messages.slice(0, i) as Message[];
  for (; i < messages.length; i++) {
    const message = messages[i] as AgentMessage;
    if (isLlmMessage(message)) out.push(message);
  }
  return out;
}

/** True for the message kinds a provider understands (`user`, `assistant`, `toolResult`). */
export function isLlmMessage(message: AgentMessage): message is Message {
  const role = (message as { role?: unknown }).role;
  return role === "user" || role === "assistant" || role === "toolResult";
}
