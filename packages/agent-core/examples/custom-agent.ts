// A custom agent with one tool, driven by the scripted model of @keel/ai/testing: runs offline.
// Run: pnpm exec tsx examples/custom-agent.ts
import { createFaux, fauxResponse, fauxText, fauxToolCall } from "@keel/ai/testing";
import { Type } from "typebox";
import { Agent, defineTool } from "../src/index.js";

const shout = defineTool({
  name: "shout",
  label: "Shout",
  description: "Returns the text in upper case.",
  parameters: Type.Object({ text: Type.String({ description: "What to shout." }) }),
  async execute(_toolCallId, { text }) {
    // `text` is a string: the type comes from the schema.
    return { content: [{ type: "text", text: text.toUpperCase() }], details: { length: text.length } };
  },
});

const faux = createFaux({
  responses: [fauxResponse(fauxToolCall("shout", { text: "hello" })), fauxResponse(fauxText("It said HELLO."))],
});
const agent = new Agent({
  initialState: { model: faux.model, systemPrompt: "Be loud.", tools: [shout] },
  streamFn: faux.streamFn,
});
agent.subscribe((event) => {
  if (event.type === "tool_execution_end") console.log(`${event.toolName} →`, event.result.content);
});
await agent.prompt("Shout hello");

// A failed request is data, not an exception: report it and exit non-zero.
const last = agent.state.messages.at(-1);
if (last?.role === "assistant" && (last.stopReason === "error" || last.stopReason === "aborted")) {
  console.error(`The run failed: ${last.errorMessage}`);
  process.exitCode = 1;
} else if (last?.role === "assistant") {
  console.log("assistant:", last.content.map((block) => (block.type === "text" ? block.text : "")).join(""));
}
