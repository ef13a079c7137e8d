import {
  type AssistantMessage,
  type AssistantMessageEvent,
  type AssistantMessageStreamLike,
  type Context,
  errorMessageFor,
  type Model,
  type StreamOptions,
  type ThinkingLevel,
} from "@keel/ai";
import type { AgentContext } from "./agent-context.js";
import type { AgentEventSink } from "./agent-events.js";
import type { AgentLoopConfig, StreamFn } from "./agent-loop-config.js";
import { defaultConvertToLlm } from "./agent-message.js";
import { failedMessage, modelProblem, unusableModelText } from "./model-check.js";
import { errorText } from "./tool-outcome.js";

/** What one request is made with. @internal */
export interface RequestState {
  context: AgentContext;
  model: Model;
  thinkingLevel: ThinkingLevel | undefined;
}

/**
 * Makes one provider request and streams it out as `message_start` →
 * `message_update`* → `message_end`, returning the final assistant message.
 * A streamed `message_start` carries the message before its first delta (no
 * content); each block then arrives only through the `message_update` events.
 * Never throws for a failing request: a throwing `transformContext`,
 * `convertToLlm`, `getApiKey` or stream function becomes an assistant message
 * with `stopReason: "error"` (CONTRACT.md rule 16). The message is not appended to the
 * transcript here. @internal
 */
export async function streamAssistantResponse(
  state: RequestState,
  config: AgentLoopConfig,
  signal: AbortSignal | undefined,
  emit: AgentEventSink,
  streamFn: StreamFn,
): Promise<AssistantMessage> {
  const { context, model } = state;
  // A model that became unusable during the agent's life (e.g. `state.model = getModel(typo)!`) fails the request as data.
  const problem = modelProblem(model);
  if (problem !== undefined) return emitWhole(emit, failedMessage(model, unusableModelText(problem)));
  let response: AssistantMessageStreamLike;
  let iterator: AsyncIterator<AssistantMessageEvent>;
  try {
    const messages = config.transformContext
      ? await config.transformContext(context.messages, signal)
      : context.messages;
    const llmMessages = config.convertToLlm ? await config.convertToLlm(messages) : defaultConvertToLlm(messages);
    const request: Context = { systemPrompt: context.systemPrompt, messages: llmMessages };
    if (context.tools !== undefined) request.tools = context.tools;
    const apiKey = config.getApiKey ? await config.getApiKey(model.provider) : undefined;
    response = await streamFn(model, request, requestOptions(config.streamOptions, state, apiKey, signal));
    iterator = response[Symbol.asyncIterator]();
  } catch (error) {
    return emitWhole(emit, errorMessageFor(model, `The model request could not be made: ${errorText(error)}`));
  }

  // Only the stream is guarded: an exception from `emit` is the caller's bug and propagates.
  let started = false;
  let final: AssistantMessage | undefined;
  while (true) {
    let next: IteratorResult<AssistantMessageEvent>;
    try {
      next = await iterator.next();
    } catch (error) {
      final = errorMessageFor(model, `The model stream failed: ${errorText(error)}`);
      break;
    }
    if (next.done === true) break;
    const event = next.value;
    if (event.type === "done" || event.type === "error") {
      // Final: stop here even if a hand-written stream would never end its iterator.
      // `result()` stays the source of truth; the event's message is the fallback.
      release(iterator);
      try {
        final = await response.result();
      } catch {
        final = event.type === "done" ? event.message : event.error;
      }
      break;
    }
    if (!started) {
      started = true;
      const sent = emit({ type: "message_start", message: beforeFirstDelta(event.partial) });
      if (sent !== undefined) await sent;
    }
    if (event.type !== "start") {
      // A synchronous sink is not awaited (no promise per streamed event); an async one is.
      const sent = emit({ type: "message_update", message: event.partial, assistantMessageEvent: event });
      if (sent !== undefined) await sent;
    }
  }
  if (final === undefined) {
    try {
      final = await response.result();
    } catch (error) {
      final = errorMessageFor(model, `The model stream failed: ${errorText(error)}`);
    }
  }
  if (!started) await emit({ type: "message_start", message: final });
  const ended = emit({ type: "message_end", message: final });
  if (ended !== undefined) await ended;
  return final;
}

/**
 * The options of one request: `streamOptions` as given, plus only what the
 * loop owns (the signal, a key from `getApiKey`, a refreshed thinking level).
 * No other loop option can reach the provider.
 */
function requestOptions(
  streamOptions: Omit<StreamOptions, "signal"> | undefined,
  state: RequestState,
  apiKey: string | undefined,
  signal: AbortSignal | undefined,
): StreamOptions {
  const options: StreamOptions = { ...streamOptions };
  if (apiKey !== undefined) options.apiKey = apiKey;
  if (state.thinkingLevel !== undefined) options.thinkingLevel = state.thinkingLevel;
  if (signal !== undefined) options.signal = signal;
  return options;
}

async function emitWhole(emit: AgentEventSink, message: AssistantMessage): Promise<AssistantMessage> {
  await emit({ type: "message_start", message });
  await emit({ type: "message_end", message });
  return message;
}

/**
 * The streamed message as it was before its first event: no content yet, and
 * a copy, so the stream's later growth never shows through it. A client that
 * appends every `message_update` delta to it rebuilds each block exactly once.
 */
function beforeFirstDelta(partial: AssistantMessage): AssistantMessage {
  return { ...partial, content: [], usage: { ...partial.usage, cost: { ...partial.usage.cost } } };
}

/** Tells a stream we are done reading it; its failure to stop is of no consequence here. */
function release(iterator: AsyncIterator<AssistantMessageEvent>): void {
  try {
    iterator.return?.()?.catch(() => undefined);
  } catch {
    // ignore
  }
}
