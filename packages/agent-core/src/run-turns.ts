import type { AssistantMessage, ToolCall, ToolResultMessage } from "@keel/ai";
import type { AgentContext } from "./agent-context.js";
import type { AgentEventSink } from "./agent-events.js";
import type { AgentLoopConfig, NextTurnState, StreamFn } from "./agent-loop-config.js";
import type { AgentMessage } from "./agent-message.js";
import type { AnyAgentTool } from "./agent-tool.js";
import type { BatchEnv } from "./batch-env.js";
import { failToolCalls } from "./fail-tool-calls.js";
import { failedMessage } from "./model-check.js";
import { type RequestState, streamAssistantResponse } from "./stream-assistant.js";
import { executeToolBatch } from "./tool-batch.js";
import { responseFailedText, truncatedText } from "./tool-failure-texts.js";
import { assertUniqueToolNames } from "./tool-names.js";
import { errorText, failedOutcome } from "./tool-outcome.js";

const NO_TOOLS: readonly AnyAgentTool[] = [];

/**
 * The turn loop shared by every entry point. `context` is the loop's own copy
 * (its `messages` array is appended to); `prompts` are injected at the first
 * turn; `newMessages` collects everything the run adds. Emits `agent_start`
 * through `agent_end`. Rejects only when `emit` throws (a caller bug). @internal
 */
export async function runTurns(
  context: AgentContext,
  prompts: AgentMessage[],
  newMessages: AgentMessage[],
  config: AgentLoopConfig,
  emit: AgentEventSink,
  signal: AbortSignal | undefined,
  streamFn: StreamFn,
): Promise<void> {
  const { getSteeringMessages, getFollowUpMessages, toolExecution, prepareNextTurn, getActiveTools } = config;
  const state: RequestState = { context, model: config.model, thinkingLevel: config.streamOptions?.thinkingLevel };
  const append = (message: AgentMessage): void => {
    context.messages.push(message);
    newMessages.push(message);
  };
  const env: BatchEnv = {
    getTools: getActiveTools ?? (() => context.tools ?? NO_TOOLS),
    assistantMessage: undefined,
    context,
    beforeToolCall: config.beforeToolCall,
    afterToolCall: config.afterToolCall,
    signal,
    parentToolCallId: undefined,
    emit,
    append,
  };

  await emit({ type: "agent_start" });
  let pending = prompts;
  while (true) {
    // A synchronous sink is not awaited (no promise per event); an async one is.
    const started = emit({ type: "turn_start" });
    if (started !== undefined) await started;
    for (const message of pending) {
      await emit({ type: "message_start", message });
      append(message);
      await emit({ type: "message_end", message });
    }

    const message = await streamAssistantResponse(state, config, signal, emit, streamFn);
    append(message);
    const toolCalls = toolCallsOf(message);
    env.assistantMessage = message;

    // CONTRACT.md rules 11 and 15: a failed response ends the run; calls it holds are never run but still get results.
    if (message.stopReason === "error" || message.stopReason === "aborted") {
      const toolResults =
        toolCalls.length === 0
          ? []
          : await failToolCalls(
              toolCalls,
              (call) => failedOutcome(call, "response_failed", responseFailedText(call.name, message)),
              env,
            );
      await emit({ type: "turn_end", message, toolResults });
      await emit({ type: "agent_end", messages: newMessages });
      return;
    }

    let toolResults: ToolResultMessage[] = [];
    let terminate = false;
    if (toolCalls.length > 0) {
      if (message.stopReason === "length") {
        // CONTRACT.md rule 10: arguments may be cut off; never run them.
        toolResults = await failToolCalls(
          toolCalls,
          (call) => failedOutcome(call, "truncated", truncatedText(call.name)),
          env,
        );
      } else {
        const batch = await executeToolBatch(toolCalls, toolExecution, env);
        toolResults = batch.results;
        terminate = batch.terminate;
      }
    }
    const ended = emit({ type: "turn_end", message, toolResults });
    if (ended !== undefined) await ended;

    // CONTRACT.md rule 12: refresh → stop conditions → steering → (would stop) → follow-ups.
    let phase = "prepareNextTurn";
    try {
      if (prepareNextTurn !== undefined) {
        const next = await prepareNextTurn({ message, toolResults, context, newMessages, signal });
        if (next !== undefined) applyNextTurn(state, next);
      }
      if (signal?.aborted) break;
      phase = "getSteeringMessages";
      pending = getSteeringMessages !== undefined ? await getSteeringMessages() : [];
      if (pending.length > 0 || (toolCalls.length > 0 && !terminate)) continue;
      phase = "getFollowUpMessages";
      pending = getFollowUpMessages !== undefined ? await getFollowUpMessages() : [];
      if (pending.length > 0) continue;
      break;
    } catch (error) {
      // CONTRACT.md rule 16: the next request cannot be prepared; report it as a failed turn.
      const failure = failedMessage(
        state.model,
        `The next turn could not be prepared: ${phase} failed: ${errorText(error)}`,
      );
      await failTurn(failure, emit, append);
      break;
    }
  }
  await emit({ type: "agent_end", messages: newMessages });
}

/**
 * CONTRACT.md rule 13: a missing field keeps its value; `messages` replaces the transcript
 * (copied once). A new tool set with a duplicate name throws (a failed turn).
 */
function applyNextTurn(state: RequestState, next: NextTurnState): void {
  if (next.systemPrompt !== undefined) state.context.systemPrompt = next.systemPrompt;
  if (next.tools !== undefined && next.tools !== state.context.tools) {
    assertUniqueToolNames(next.tools, "the tool set it returned");
    state.context.tools = next.tools;
  }
  if (next.messages !== undefined) state.context.messages = next.messages.slice();
  if (next.model !== undefined) state.model = next.model;
  if (next.thinkingLevel !== undefined) state.thinkingLevel = next.thinkingLevel;
}

/** CONTRACT.md rule 1: execution is driven by the tool-call blocks of the final message, not its stop reason. */
function toolCallsOf(message: AssistantMessage): ToolCall[] {
  const calls: ToolCall[] = [];
  for (const block of message.content) if (block.type === "toolCall") calls.push(block);
  return calls;
}

async function failTurn(
  message: AssistantMessage,
  emit: AgentEventSink,
  append: (message: AgentMessage) => void,
): Promise<void> {
  await emit({ type: "turn_start" });
  await emit({ type: "message_start", message });
  append(message);
  await emit({ type: "message_end", message });
  await emit({ type: "turn_end", message, toolResults: [] });
}
