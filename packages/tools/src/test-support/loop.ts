import type { AgentEvent, AnyAgentTool, ToolExecutionEndEvent } from "@keel/agent-core";
import { runAgentLoop } from "@keel/agent-core";
import { createFaux, fauxResponse, fauxText, fauxToolCall } from "@keel/ai/testing";

/** One tool call a scripted model makes. */
export interface ScriptedCall {
  name: string;
  args: Record<string, unknown>;
}

/**
 * Runs the agent loop with a scripted model that makes `calls` (one batch)
 * and then answers "done"; returns every event and the `tool_execution_end`
 * events in call order.
 */
export async function runCallsInLoop(
  tools: AnyAgentTool[],
  calls: ScriptedCall[],
): Promise<{ events: AgentEvent[]; ends: ToolExecutionEndEvent[] }> {
  const faux = createFaux({
    responses: [
      fauxResponse(calls.map((call, index) => fauxToolCall(call.name, call.args, { id: `call-${index}` }))),
      fauxResponse([fauxText("done")]),
    ],
  });
  const events: AgentEvent[] = [];
  await runAgentLoop(
    [{ role: "user", content: "go", timestamp: Date.now() }],
    { systemPrompt: "test", messages: [], tools },
    { model: faux.model },
    (event) => {
      events.push(event);
    },
    undefined,
    faux.streamFn,
  );
  const ends = events.filter((event): event is ToolExecutionEndEvent => event.type === "tool_execution_end");
  ends.sort((a, b) => a.toolCallId.localeCompare(b.toolCallId, "en", { numeric: true }));
  return { events, ends };
}
