// Policy hooks: approval before a call, an audit log after it, argument and result rewriting.
// Runs offline against the scripted model. Run: pnpm exec tsx examples/hooks.ts
import * as path from "node:path";
import { createFaux, fauxResponse, fauxText, fauxToolCall } from "@keel/ai/testing";
import { Type } from "typebox";
import { type AfterToolCallHook, Agent, type BeforeToolCallHook, defineTool } from "../src/index.js";

const cwd = process.cwd();
// Stand-ins for a real UI and a real audit store.
const ui = { confirm: async (_question: string, _options: { signal: AbortSignal | undefined }) => false };
const audit: { append: (entry: Record<string, unknown>) => Promise<void>; entries: Record<string, unknown>[] } = {
  entries: [],
  async append(entry) {
    this.entries.push(entry);
  },
};
const redact = (content: { type: "text"; text: string }[]) =>
  content.map((block) => ({ ...block, text: block.text.replace(/secret-\w+/g, "[redacted]") }));

// Approval: block unless the user says yes.
const approve: BeforeToolCallHook = async ({ tool, args }, signal) => {
  if (tool.name !== "bash") return undefined;
  const ok = await ui.confirm(`Run \`${String(args.command)}\`?`, { signal });
  return ok ? undefined : { block: true, reason: "The user declined to run this command." };
};

// Argument rewriting: mutate `args`. It is not validated again, so stay within the schema.
const resolvePaths: BeforeToolCallHook = ({ tool, args }) => {
  if (tool.name === "read" && typeof args.path === "string") args.path = path.resolve(cwd, args.path);
  return undefined;
};

// Audit log, and result rewriting: each returned field replaces the original whole.
const auditAndRedact: AfterToolCallHook = async ({ toolCall, args, result, isError }) => {
  await audit.append({ id: toolCall.id, tool: toolCall.name, args, isError, at: Date.now() });
  const text = result.content.filter((block) => block.type === "text");
  return text.length === result.content.length ? { content: redact(text) } : undefined;
};

const read = defineTool({
  name: "read",
  label: "Read",
  description: "Reads a file (here: pretends to).",
  parameters: Type.Object({ path: Type.String() }),
  async execute(_id, { path: file }) {
    return { content: [{ type: "text", text: `${file}: token=secret-abc123` }] };
  },
});
const bash = defineTool({
  name: "bash",
  label: "Bash",
  description: "Runs a shell command (here: never, the user declines).",
  parameters: Type.Object({ command: Type.String() }),
  async execute() {
    return { content: [{ type: "text", text: "ran" }] };
  },
});

const faux = createFaux({
  responses: [
    fauxResponse([fauxToolCall("read", { path: "notes.txt" }), fauxToolCall("bash", { command: "rm -rf build" })]),
    fauxResponse(fauxText("Read the notes; the user declined the command.")),
  ],
});
const agent = new Agent({
  initialState: { model: faux.model, tools: [read, bash] },
  streamFn: faux.streamFn,
  beforeToolCall: async (context, signal) => (await approve(context, signal)) ?? resolvePaths(context, signal),
  afterToolCall: auditAndRedact,
});
agent.subscribe((event) => {
  if (event.type === "tool_execution_end") {
    const text = event.result.content.map((block) => (block.type === "text" ? block.text : "")).join("");
    console.log(`${event.toolName}${event.isError ? " (error)" : ""}: ${text}`);
  }
});
await agent.prompt("Read notes.txt, then clean the build");
console.log(`audit: ${audit.entries.map((entry) => entry.tool).join(", ")}`);

const last = agent.state.messages.at(-1);
if (last?.role === "assistant" && (last.stopReason === "error" || last.stopReason === "aborted")) {
  console.error(`The run failed: ${last.errorMessage}`);
  process.exitCode = 1;
}
