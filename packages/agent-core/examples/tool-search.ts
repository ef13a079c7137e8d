// Enabling tools at run time: a tool adds others to `agent.state.tools`.
// Runs offline against the scripted model. Run: pnpm exec tsx examples/tool-search.ts
import { createFaux, fauxResponse, fauxText, fauxToolCall } from "@keel/ai/testing";
import { Type } from "typebox";
import { Agent, type AnyAgentTool, defineTool } from "../src/index.js";

const weather = defineTool({
  name: "weather",
  label: "Weather",
  description: "Today's weather in a city.",
  parameters: Type.Object({ city: Type.String() }),
  async execute(_id, { city }) {
    return { content: [{ type: "text", text: `Sunny in ${city}.` }] };
  },
});
const catalog: AnyAgentTool[] = [weather];

const toolSearch = defineTool({
  name: "tool_search",
  label: "Tool search",
  description: "Enables tools matching a query.",
  parameters: Type.Object({ query: Type.String() }),
  executionMode: "sequential", // so calls later in the same response can use what it enables (CONTRACT.md rule 14)
  async execute(_id, { query }) {
    const found = catalog.filter((t) => t.name.includes(query));
    agent.state.tools = [...agent.state.tools, ...found];
    return { content: [{ type: "text", text: `Enabled: ${found.map((t) => t.name).join(", ")}` }] };
  },
});

const faux = createFaux({
  responses: [
    fauxResponse([fauxToolCall("tool_search", { query: "weather" }), fauxToolCall("weather", { city: "Oslo" })]),
    fauxResponse(fauxText("It is sunny in Oslo.")),
  ],
});
const agent: Agent = new Agent({ initialState: { model: faux.model, tools: [toolSearch] }, streamFn: faux.streamFn });
agent.subscribe((event) => {
  if (event.type === "tool_execution_end") console.log(`${event.toolName}${event.isError ? " (error)" : ""}`);
});
await agent.prompt("What is the weather in Oslo?");
console.log(`tools now: ${agent.state.tools.map((t) => t.name).join(", ")}`);

const last = agent.state.messages.at(-1);
if (last?.role === "assistant" && (last.stopReason === "error" || last.stopReason === "aborted")) {
  console.error(`The run failed: ${last.errorMessage}`);
  process.exitCode = 1;
}
