import { EventStream, stream } from "@keel/ai";
import type { AgentContext } from "./agent-context.js";
import type { AgentEvent, AgentEventSink } from "./agent-events.js";
import type { AgentLoopConfig, StreamFn } from "./agent-loop-config.js";
import type { AgentMessage } from "./agent-message.js";
import { assertModel } from "./model-check.js";
import { runTurns } from "./run-turns.js";
import { assertNoMisplacedStreamOptions } from "./stream-option-names.js";
import { assertUniqueToolNames } from "./tool-names.js";

/** The stream `agentLoop` returns: the run's events; `result()` resolves to the messages it added. */
export type AgentEventStream = EventStream<AgentEvent, AgentMessage[]>;

/**
 * Runs the agent from new prompt messages: emits them, asks the model, runs
 * the tool calls it makes, and repeats until the model stops (CONTRACT.md).
 * Failures of the model or of tools are data in the events, never exceptions.
 * Throws at once (a caller bug, before any event) when `config.model` is
 * missing or not a model, or when two tools of `context.tools` share a name.
 *
 * @param prompts - messages to add before the first request (usually one user message).
 * @param context - system prompt, transcript and active tools; not mutated.
 * @param config - model, hooks and stream options.
 * @param signal - aborts the run: the request in flight and running tools see it.
 * @param streamFn - makes each request; defaults to `stream` from `@keel/ai`.
 *
 * @example
 * const events = agentLoop([{ role: "user", content: "List the files", timestamp: Date.now() }],
 *   { systemPrompt: "You are helpful.", messages: [], tools: [lsTool] }, { model });
 * for await (const event of events) if (event.type === "tool_execution_end") console.log(event.toolName);
 * const added = await events.result();
 */
export function agentLoop(
  prompts: AgentMessage[],
  context: AgentContext,
  config: AgentLoopConfig,
  signal?: AbortSignal,
  streamFn?: StreamFn,
): AgentEventStream {
  checkStart("agentLoop", context, config);
  return toStream((emit, newMessages) =>
    runTurns(ownContext(context), prompts, newMessages, config, emit, signal, streamFn ?? stream),
  );
}

/**
 * Resumes the agent from its transcript without adding a message (after an
 * error, or when the transcript ends with tool results or a user message).
 * Throws if the transcript is empty or ends with an assistant message, and
 * for the bad model or tool set {@link agentLoop} rejects.
 */
export function agentLoopContinue(
  context: AgentContext,
  config: AgentLoopConfig,
  signal?: AbortSignal,
  streamFn?: StreamFn,
): AgentEventStream {
  checkStart("agentLoopContinue", context, config);
  assertContinuable(context);
  return toStream((emit, newMessages) =>
    runTurns(ownContext(context), [], newMessages, config, emit, signal, streamFn ?? stream),
  );
}

/**
 * {@link agentLoop} with an awaited event sink instead of a stream: each
 * event is delivered, and its returned promise awaited, before the loop goes
 * on. Resolves to the messages the run added. Rejects before any event for
 * the bad model or tool set {@link agentLoop} rejects; after that, only if
 * `emit` throws.
 */
export async function runAgentLoop(
  prompts: AgentMessage[],
  context: AgentContext,
  config: AgentLoopConfig,
  emit: AgentEventSink,
  signal?: AbortSignal,
  streamFn?: StreamFn,
): Promise<AgentMessage[]> {
  checkStart("runAgentLoop", context, config);
  return runLoop(prompts, context, config, emit, signal, streamFn);
}

/** {@link agentLoopContinue} with an awaited event sink. Rejects if the transcript cannot be continued. */
export async function runAgentLoopContinue(
  context: AgentContext,
  config: AgentLoopConfig,
  emit: AgentEventSink,
  signal?: AbortSignal,
  streamFn?: StreamFn,
): Promise<AgentMessage[]> {
  checkStart("runAgentLoopContinue", context, config);
  assertContinuable(context);
  return runLoop([], context, config, emit, signal, streamFn);
}

/**
 * The `Agent`'s entry: {@link runAgentLoop} without the start checks. The
 * agent checked its tools when they were assigned; a model that became
 * unusable is reported by the run itself, as a failed assistant message
 * followed by `agent_end`. @internal
 */
export async function runLoop(
  prompts: AgentMessage[],
  context: AgentContext,
  config: AgentLoopConfig,
  emit: AgentEventSink,
  signal: AbortSignal | undefined,
  streamFn: StreamFn | undefined,
): Promise<AgentMessage[]> {
  const newMessages: AgentMessage[] = [];
  await runTurns(ownContext(context), prompts, newMessages, config, emit, signal, streamFn ?? stream);
  return newMessages;
}

/** Caller bugs the public entries reject before any event, with what to do about them. */
function checkStart(entry: string, context: AgentContext, config: AgentLoopConfig): void {
  if (typeof context !== "object" || context === null || !Array.isArray(context.messages)) {
    throw new TypeError(
      `${entry}: context must be { systemPrompt, messages, tools? } with a messages array (use [] for a new transcript).`,
    );
  }
  assertModel((config as Partial<AgentLoopConfig> | undefined)?.model, `${entry}: config.model`);
  assertNoMisplacedStreamOptions(config, `${entry}: config`);
  if (context.tools !== undefined) assertUniqueToolNames(context.tools, `${entry}: context.tools`);
}

/** The loop's own context: the transcript is copied once per run, never per turn. */
function ownContext(context: AgentContext): AgentContext {
  const own: AgentContext = { systemPrompt: context.systemPrompt, messages: context.messages.slice() };
  if (context.tools !== undefined) own.tools = context.tools;
  return own;
}

/** Throws unless the transcript can be continued (not empty, not ending with an assistant message). @internal */
export function assertContinuable(context: AgentContext): void {
  const last = context.messages[context.messages.length - 1];
  if (last === undefined) throw new Error("Cannot continue: the transcript is empty. Start a run with agentLoop().");
  if ((last as { role?: unknown }).role === "assistant") {
    throw new Error("Cannot continue from an assistant message: add a user message (agentLoop) or tool results first.");
  }
}

function toStream(run: (emit: AgentEventSink, newMessages: AgentMessage[]) => Promise<void>): AgentEventStream {
  const events: AgentEventStream = new EventStream(
    (event) => event.type === "agent_end",
    (event) => (event.type === "agent_end" ? event.messages : []),
  );
  const newMessages: AgentMessage[] = [];
  run((event) => events.push(event), newMessages).catch((error: unknown) => {
    // Only a bug in the loop itself gets here (this sink cannot throw). End the
    // stream so consumers do not hang, and surface the bug as an unhandled rejection.
    events.end(newMessages);
    throw error;
  });
  return events;
}
