// Tools that call tools: the nested call goes through the same preflight and hooks.
// Runs offline against the scripted model. Run: pnpm exec tsx examples/nested-tool-call.ts
import { createFaux, fauxResponse, fauxText, fauxToolCall } from "@keel/ai/testing";
import { Type } from "typebox";
import { Agent, type BeforeToolCallHook, defineTool, runToolCall } from "../src/index.js";

// The same policy applies to nested calls; `parentToolCallId` tells them apart.
const beforeToolCall: BeforeToolCallHook = ({ tool, parentToolCallId }) =>
  tool.name === "bash" && parentToolCallId !== undefined
    ? { block: true, reason: "Tools may not run bash on the model's behalf." }
    : undefined;

const read = defineTool({
  name: "read",
  label: "Read",
  description: "Reads a file (here: pretends to).",
  parameters: Type.Object({ path: Type.String() }),
  async execute(_id, { path }) {
    return { content: [{ type: "text", text: `first line of ${path}` }] };
  },
});

const summarize = defineTool({
  name: "summarize",
  label: "Summarize",
  description: "Summarizes a file by reading it.",
  parameters: Type.Object({ path: Type.String() }),
  async execute(toolCallId, { path }, signal) {
    const result = await runToolCall(
      { type: "toolCall", id: `${toolCallId}/read`, name: "read", arguments: { path } },
      { tools: agent.state.tools, beforeToolCall, ...(signal ? { signal } : {}), parentToolCallId: toolCallId },
    );
    return { content: result.content, details: { nested: result }, isError: result.isError };
  },
});

const faux = createFaux({
  responses: [fauxResponse(fauxToolCall("summarize", { path: "README.md" })), fauxResponse(fauxText("Summarized."))],
});
const agent: Agent = new Agent({
  initialState: { model: faux.model, tools: [read, summarize] },
  streamFn: faux.streamFn,
  beforeToolCall,
});
agent.subscribe((event) => {
  if (event.type === "tool_execution_end") {
    const text = event.result.content.map((block) => (block.type === "text" ? block.text : "")).join("");
    console.log(`${event.toolName}: ${text}`);
  }
});
await agent.prompt("Summarize README.md");

const last = agent.state.messages.at(-1);
if (last?.role === "assistant" && (last.stopReason === "error" || last.stopReason === "aborted")) {
  console.error(`The run failed: ${last.errorMessage}`);
  process.exitCode = 1;
}
