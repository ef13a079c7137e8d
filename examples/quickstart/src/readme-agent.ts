import { Agent } from "@keel/agent-core";
import { requireModel } from "@keel/ai";
import { codingTools } from "@keel/tools";

const agent = new Agent({
  initialState: {
    systemPrompt: "You are a careful coding agent.",
    model: requireModel("openai", "gpt-6.2-sol"), // throws, listing the known ids, on a typo
    tools: codingTools(process.cwd()),
  },
  beforeToolCall: async ({ toolCall }) =>
    toolCall.name === "bash" ? { block: true, reason: "No shell in this agent." } : undefined,
});
agent.subscribe((event) => {
  if (event.type === "tool_execution_end") console.log(event.toolName, event.isError ? "failed" : "ok");
});
await agent.prompt("Add a test for src/parse.ts");
if (agent.state.errorMessage) {
  // No key, no SDK, a network or provider error: the run ends with a failed message, never a throw.
  console.error(`keel: ${agent.state.errorMessage}`);
  process.exitCode = 1;
}
