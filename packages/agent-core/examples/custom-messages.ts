// Custom message kinds in the transcript, mapped for the model by convertToLlm.
// Runs offline against the scripted model. Run: pnpm exec tsx examples/custom-messages.ts
import { createFaux, fauxResponse, fauxText } from "@keel/ai/testing";
import { Agent, type AgentMessage } from "../src/index.js";

declare module "../src/index.js" {
  interface CustomAgentMessages {
    notice: { role: "notice"; text: string; timestamp: number };
  }
}

const convertToLlm = (messages: AgentMessage[]) =>
  messages.map((m) =>
    m.role === "notice" ? { role: "user" as const, content: `[notice] ${m.text}`, timestamp: m.timestamp } : m,
  );

const faux = createFaux({ responses: [fauxResponse(fauxText("Noted: the build failed."))] });
const agent = new Agent({ initialState: { model: faux.model }, streamFn: faux.streamFn, convertToLlm });
agent.state.messages = [{ role: "notice", text: "build failed", timestamp: Date.now() }];
await agent.prompt("What happened?");
console.log(`the model saw: ${JSON.stringify(faux.requests[0]?.context.messages.map((m) => m.content))}`);

const last = agent.state.messages.at(-1);
if (last?.role === "assistant" && (last.stopReason === "error" || last.stopReason === "aborted")) {
  console.error(`The run failed: ${last.errorMessage}`);
  process.exitCode = 1;
}
