import { type AssistantMessage, prepareToolValidation, type ToolCall, validateToolArguments } from "@keel/ai";
import type { AgentEventSink, AgentMessage, AgentToolResult, AnyAgentTool, StreamFn } from "../src/index.js";
import { benchModel } from "./scripted-stream.js";

/**
 * The floor: the least work any loop must do to give the same events and
 * transcript for the bench's script with a synchronous sink — read the stream
 * (one await per event), emit each event, validate each call's arguments,
 * run the tools concurrently (one await per call), record the result
 * messages. No hooks, no abort checks, no failure handling, no scheduling
 * rules: not a usable loop, only the bound below which no loop can go.
 */
export async function floorLoop(
  prompt: AgentMessage,
  tools: readonly AnyAgentTool[],
  emit: AgentEventSink,
  streamFn: StreamFn,
): Promise<AgentMessage[]> {
  await prepareToolValidation();
  const messages: AgentMessage[] = [prompt];
  const added: AgentMessage[] = [prompt];
  emit({ type: "agent_start" });
  emit({ type: "turn_start" });
  emit({ type: "message_start", message: prompt });
  emit({ type: "message_end", message: prompt });
  while (true) {
    const response = await streamFn(benchModel, {
      systemPrompt: "bench",
      messages: messages as never,
      tools: [...tools],
    });
    const iterator = response[Symbol.asyncIterator]();
    let started = false;
    while (true) {
      const next = await iterator.next();
      if (next.done === true || next.value.type === "done" || next.value.type === "error") break;
      const event = next.value;
      if (!started) {
        started = true;
        emit({ type: "message_start", message: { ...event.partial, content: [] } });
      }
      if (event.type !== "start")
        emit({ type: "message_update", message: event.partial, assistantMessageEvent: event });
    }
    const message: AssistantMessage = await response.result();
    messages.push(message);
    added.push(message);
    emit({ type: "message_end", message });
    const calls = message.content.filter((block): block is ToolCall => block.type === "toolCall");
    if (calls.length === 0) {
      emit({ type: "turn_end", message, toolResults: [] });
      break;
    }
    const startedAt: number[] = [];
    const running = calls.map((call) => {
      startedAt.push(performance.now());
      emit({ type: "tool_execution_start", toolCallId: call.id, toolName: call.name, args: call.arguments });
      const tool = tools.find((t) => t.name === call.name) as AnyAgentTool;
      const validation = validateToolArguments(tool, call.arguments);
      return tool.execute(call.id, validation.ok ? validation.value : {}, undefined, undefined);
    });
    const toolResults = [];
    for (let i = 0; i < calls.length; i++) {
      const call = calls[i] as ToolCall;
      const result = (await running[i]) as AgentToolResult<unknown>;
      const durationMs = performance.now() - (startedAt[i] as number);
      const { id, name } = call;
      emit({
        type: "tool_execution_end",
        toolCallId: id,
        toolName: name,
        args: call.arguments,
        result,
        isError: false,
        durationMs,
      });
      const resultMessage = {
        role: "toolResult" as const,
        toolCallId: call.id,
        toolName: call.name,
        content: result.content,
        details: result.details,
        isError: false,
        timestamp: Date.now(),
      };
      emit({ type: "message_start", message: resultMessage });
      messages.push(resultMessage);
      added.push(resultMessage);
      emit({ type: "message_end", message: resultMessage });
      toolResults.push(resultMessage);
    }
    emit({ type: "turn_end", message, toolResults });
  }
  emit({ type: "agent_end", messages: added });
  return added;
}
