// A real agent run that persists to a session and is killed mid tool batch by
// the parent test. Run with `node --import tsx crash-child.ts <dir>`.
import { type AgentTool, runAgentLoop } from "@keel/agent-core";
import { createFaux, fauxResponse, fauxToolCall } from "@keel/ai/testing";
import { Type } from "typebox";
import { SessionFile } from "../session-file.js";

const dir = process.argv[2];
if (dir === undefined) throw new Error("usage: crash-child.ts <session dir>");

const session = SessionFile.create({ dir, cwd: process.cwd() });
const faux = createFaux({
  responses: [
    fauxResponse([
      fauxToolCall("quick", {}, { id: "call_quick" }),
      fauxToolCall("slow", {}, { id: "call_slow" }),
      fauxToolCall("quick", {}, { id: "call_never_started" }),
    ]),
  ],
});

const quick: AgentTool = {
  name: "quick",
  label: "Quick",
  description: "Returns at once.",
  parameters: Type.Object({}),
  async execute() {
    return { content: [{ type: "text", text: "quick done" }] };
  },
};

const slow: AgentTool = {
  name: "slow",
  label: "Slow",
  description: "Never returns.",
  parameters: Type.Object({}),
  execute() {
    // Tell the parent the batch is under way, then hang until killed.
    process.stdout.write(`READY ${session.path}\n`);
    setInterval(() => {}, 1000);
    return new Promise(() => {});
  },
};

await runAgentLoop(
  [{ role: "user", content: "run the tools", timestamp: Date.now() }],
  { systemPrompt: "test", messages: [], tools: [quick, slow] },
  { model: faux.model, toolExecution: "sequential" },
  (event) => {
    if (event.type === "message_end") session.appendMessage(event.message as never);
  },
  undefined,
  faux.streamFn,
);
