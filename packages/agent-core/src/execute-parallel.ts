import type { ToolCall, ToolResultMessage } from "@keel/ai";
import type { AgentEvent, AgentEventSink } from "./agent-events.js";
import type { BatchEnv } from "./batch-env.js";
import { type BatchResult, batchTerminates } from "./batch-result.js";
import { emitResultMessage, emitToolEnd, emitToolStart, toolUpdateSink } from "./tool-call-events.js";
import { executePreparedCall } from "./tool-execute.js";
import { abortedText } from "./tool-failure-texts.js";
import { failedOutcome, type ToolCallOutcome } from "./tool-outcome.js";
import { type PreparedToolCall, preflightToolCall } from "./tool-preflight.js";

/**
 * CONTRACT.md rule 8. Phase 1, in source order: start → preflight for every call;
 * a failed preflight emits its end at once. No call executes before every
 * lookup is done (CONTRACT.md rule 14). Phase 2: the prepared calls run concurrently and
 * their ends follow completion order. Phase 3: the result messages, in source
 * order. @internal
 */
export async function executeParallel(toolCalls: readonly ToolCall[], env: BatchEnv): Promise<BatchResult> {
  const { emit } = env;
  const count = toolCalls.length;
  const outcomes: ToolCallOutcome[] = new Array(count);
  const prepared: { index: number; call: PreparedToolCall; startedAt: number }[] = [];

  for (let index = 0; index < count; index++) {
    const toolCall = toolCalls[index] as ToolCall;
    const startedAt = await emitToolStart(emit, toolCall);
    const preflight = await preflightToolCall(toolCall, env);
    if (preflight.ok) {
      prepared.push({ index, call: preflight, startedAt });
    } else {
      outcomes[index] = preflight.outcome;
      await emitToolEnd(emit, preflight.outcome, startedAt);
    }
  }

  if (prepared.length > 0) {
    // Concurrent calls finish in any order; their events still go out one at a time.
    const serial = serialize(emit);
    await Promise.all(
      prepared.map(async ({ index, call, startedAt }) => {
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
    results[index] = await emitResultMessage(env, outcomes[index] as ToolCallOutcome);
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
