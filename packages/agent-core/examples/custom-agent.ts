// A custom agent with one tool, driven by the scripted model: runs offline.
// Run: npx tsx examples/custom-agent.ts
import { createFaux, fauxResponse, fauxText, fauxToolCall } from "@keel/ai/testing";
import { type Static, Type } from "typebox";
import { Agent, defineTool } from "../src/index.js";

const params = Type.Object({ text: Type.String({ description: "What to shout." }) });
const shout = defineTool<Static<typeof params>>({
  name: "shout",
  label: "Shout",
  description: "Returns the text in upper case.",
  parameters: params,
  async execute(_toolCallId, { text }) {
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
  if (event.type === "message_end" && event.message.role === "assistant")
    console.log("assistant:", event.message.content);
});
await agent.prompt("Shout hello");
