import type { ToolCall, ToolResultMessage } from "@keel/ai";
import type { AgentEvent, AgentEventSink } from "./agent-events.js";
import type { BatchEnv } from "./batch-env.js";
import { type BatchResult, batchTerminates } from "./batch-result.js";
import { emitResultMessage, emitToolEnd, emitToolStart, toolUpdateSink } from "./tool-call-events.js";
import { executePreparedCall } from "./tool-execute.js";
import { abortedText } from "./tool-failure-texts.js";
import { failedOutcome, type ToolCallOutcome } from "./tool-outcome.js";
import { type PreparedToolCall, preflightToolCall } from "./tool-preflight.js";

/** A call that passed preflight, waiting for phase 2. */
interface PendingCall {
  index: number;
  call: PreparedToolCall;
  startedAt: number;
}

/**
 * CONTRACT.md rule 8. Phase 1, in source order: start → preflight for every call;
 * a failed preflight emits its end at once. No call executes before every
 * lookup is done (CONTRACT.md rule 14). Phase 2: the prepared calls run concurrently and
 * their ends follow completion order. Phase 3: the result messages, in source
 * order. Steps that returned no promise (a synchronous sink, no hook) are not
 * awaited. @internal
 */
export async function executeParallel(toolCalls: readonly ToolCall[], env: BatchEnv): Promise<BatchResult> {
  const { emit } = env;
  const count = toolCalls.length;
  const outcomes: ToolCallOutcome[] = new Array(count);
  const pending: PendingCall[] = [];

  for (let index = 0; index < count; index++) {
    const toolCall = toolCalls[index] as ToolCall;
    const start = emitToolStart(emit, toolCall);
    const startedAt = typeof start === "number" ? start : await start;
    let preflight = preflightToolCall(toolCall, env);
    if (preflight instanceof Promise) preflight = await preflight;
    if (preflight.ok) {
      pending.push({ index, call: preflight, startedAt });
    } else {
      outcomes[index] = preflight.outcome;
      const ended = emitToolEnd(emit, preflight.outcome, startedAt);
      if (ended !== undefined) await ended;
    }
  }

  if (pending.length > 0) {
    // Concurrent calls finish in any order; their events still go out one at a time.
    const serial = serialize(emit);
    await Promise.all(
      pending.map(async ({ index, call, startedAt }) => {
        const { toolCall } = call;
        const outcome = env.signal?.aborted
          ? failedOutcome(toolCall, "aborted", abortedText(toolCall.name))
          : await executePreparedCall(call, env, toolUpdateSink(serial, toolCall));
        outcomes[index] = outcome;
        const sent = emitToolEnd(serial, outcome, startedAt);
        if (sent !== undefined) await sent;
      }),
    );
  }

  const results: ToolResultMessage[] = new Array(count);
  for (let index = 0; index < count; index++) {
    const result = emitResultMessage(env, outcomes[index] as ToolCallOutcome);
    results[index] = result instanceof Promise ? await result : result;
  }
  return { results, terminate: batchTerminates(outcomes) };
}

/**
 * Wraps a sink so that events emitted concurrently are delivered one at a
 * time, in call order. While no delivery is pending, an event goes straight
 * to the sink (a synchronous sink costs no promise); an event that arrives
 * while an asynchronous delivery is pending waits for it.
 */
function serialize(emit: AgentEventSink): (event: AgentEvent) => void | Promise<void> {
  let tail: Promise<void> | undefined;
  return (event) => {
    let sent: void | Promise<void>;
    if (tail === undefined) {
      sent = emit(event);
      if (sent === undefined) return undefined;
    } else {
      sent = tail.then(() => emit(event));
    }
    const delivered: Promise<void> = Promise.resolve(sent).then(() => {
      if (tail === delivered) tail = undefined;
    });
    tail = delivered;
    return delivered;
  };
}
