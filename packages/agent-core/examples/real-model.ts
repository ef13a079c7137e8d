// The same agent with a real model. Needs ANTHROPIC_API_KEY (and the
// @anthropic-ai/sdk package); without them it prints why and exits 1.
// Run: pnpm exec tsx examples/real-model.ts
import { requireModel } from "@keel/ai";
import { Agent } from "../src/index.js";

// requireModel throws, listing the known models, when the provider or id is
// misspelled (getModel would return undefined).
const model = requireModel("anthropic", "claude-sonnet-5-5");
const agent = new Agent({ initialState: { model, systemPrompt: "Answer in one short sentence." } });

await agent.prompt("What is a keel?");
const last = agent.state.messages.at(-1);
if (last?.role === "assistant" && (last.stopReason === "error" || last.stopReason === "aborted")) {
  console.error(`The run failed: ${last.errorMessage}`);
  process.exitCode = 1;
} else if (last?.role === "assistant") {
  console.log(last.content.map((block) => (block.type === "text" ? block.text : "")).join(""));
}
