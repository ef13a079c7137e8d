import type { AgentMessage } from "@keel/agent-core";
import type { AssistantMessage, Message } from "@keel/ai";

/** Characters per token assumed by the estimate (a deliberately cautious average for code and prose). */
export const CHARS_PER_TOKEN = 4;

/** Tokens counted for an image block, whatever its size (providers charge roughly this for a typical screenshot). */
export const IMAGE_TOKENS = 1_200;

/** Fixed cost of a message's framing (role, separators). */
const MESSAGE_OVERHEAD_TOKENS = 4;

function textTokens(text: string): number {
  return Math.ceil(text.length / CHARS_PER_TOKEN);
}

function isProviderMessage(message: AgentMessage): message is Message {
  const role = (message as { role?: unknown }).role;
  return role === "user" || role === "assistant" || role === "toolResult";
}

/**
 * A rough token count of one message, from its characters: text,
 * reasoning, tool names and their JSON arguments count; images count
 * {@link IMAGE_TOKENS}. Messages of custom kinds count their JSON. It
 * overestimates rather than under, which is the safe side for deciding when
 * to compact.
 */
export function estimateMessageTokens(message: AgentMessage): number {
  if (!isProviderMessage(message)) return MESSAGE_OVERHEAD_TOKENS + textTokens(JSON.stringify(message));
  let tokens = MESSAGE_OVERHEAD_TOKENS;
  const content = message.content;
  if (typeof content === "string") return tokens + textTokens(content);
  for (const block of content) {
    switch (block.type) {
      case "text":
        tokens += textTokens(block.text);
        break;
      case "thinking":
        tokens += textTokens(block.thinking);
        break;
      case "toolCall":
        tokens += textTokens(block.name) + textTokens(JSON.stringify(block.arguments));
        break;
      case "image":
        tokens += IMAGE_TOKENS;
        break;
      default: {
        const exhaustive: never = block;
        tokens += textTokens(JSON.stringify(exhaustive));
      }
    }
  }
  return tokens;
}

/** The sum of {@link estimateMessageTokens} over `messages`. */
export function estimateMessagesTokens(messages: readonly AgentMessage[]): number {
  let total = 0;
  for (const message of messages) total += estimateMessageTokens(message);
  return total;
}

/**
 * The context size of a transcript: what the provider last reported (the
 * latest assistant message's usage: input, cached input and output tokens),
 * plus an estimate of the messages after it. Falls back to the estimate of
 * everything when no usable usage is known (a failed or aborted answer
 * reports none).
 */
export function estimateContextTokens(messages: readonly AgentMessage[]): number {
  for (let i = messages.length - 1; i >= 0; i--) {
    const message = messages[i] as AgentMessage;
    if ((message as { role?: unknown }).role !== "assistant") continue;
    const assistant = message as AssistantMessage;
    if (assistant.stopReason === "error" || assistant.stopReason === "aborted") continue;
    const usage = assistant.usage;
    const reported = usage.input + usage.cacheRead + usage.cacheWrite + usage.output;
    if (reported <= 0) continue;
    return reported + estimateMessagesTokens(messages.slice(i + 1));
  }
  return estimateMessagesTokens(messages);
}

/**
 * Whether the context is close enough to the window to compact: more than
 * `contextWindow - reserveTokens` tokens (the reserve leaves room for the
 * answer and the summary request).
 */
export function shouldCompact(contextTokens: number, contextWindow: number, reserveTokens: number): boolean {
  return contextTokens > contextWindow - reserveTokens;
}
