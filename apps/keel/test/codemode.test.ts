import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { replyText } from "@keel/coding-agent/testing";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  codemodeCall,
  FAILURE_SERVER,
  jsonLines,
  resultText,
  runCodemode,
  toolResultOf,
} from "./support/codemode-runs.js";
import { KeelWorld, requestBodies } from "./support/keel-world.js";

let world: KeelWorld;
beforeEach(() => {
  world = new KeelWorld();
});
afterEach(() => world.close());

const FAN_OUT = `
const names = Array.from({ length: 40 }, (_, i) => "notes/f" + i + ".txt");
const texts = await Promise.all(names.map((path) => tools.read({ path })));
const total = texts.reduce((sum, text) => sum + Number(/value=(\\d+)/.exec(text)[1]), 0);
console.log("read", texts.length, "files");
return "total " + total;
`;

describe("keel --tools +codemode", () => {
  it("one script fans out 40 reads with Promise.all: each is a nested call in the events and the session file", async () => {
    for (let i = 0; i < 40; i++) world.write(join(world.project, "notes", `f${i}.txt`), `value=${i}\n`);
    const server = await world.model([codemodeCall(FAN_OUT), replyText("The total is 780.")]);
    const run = await runCodemode(world, "add the notes up");
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    const lines = jsonLines(run.stdout);
    const result = toolResultOf(lines, "call_cm");
    expect(result.isError).toBe(false);
    expect(result.content[0]?.text).toMatch(
      /^Script completed in \d+\.\d\d s\ntotal 780\n<console_output>\nread 40 files\n<\/console_output>$/,
    );
    // Every nested read is reported under its codemode call, with its own start and end.
    const nested = lines.filter((l) => l.type === "tool_execution_end" && l.parentToolCallId === "call_cm");
    expect(nested).toHaveLength(40);
    expect(new Set(nested.map((l) => l.toolCallId)).size).toBe(40);
    expect(nested.every((l) => l.toolName === "read" && l.isError === false)).toBe(true);
    const starts = lines.filter((l) => l.type === "tool_execution_start" && l.parentToolCallId === "call_cm");
    expect(starts).toHaveLength(40);
    // The codemode call ends after all of its nested calls.
    const outerEnd = lines.findIndex((l) => l.type === "tool_execution_end" && l.toolCallId === "call_cm");
    expect(
      lines.findLastIndex((l) => l.type === "tool_execution_end" && l.parentToolCallId === "call_cm"),
    ).toBeLessThan(outerEnd);
    // Two model requests in all; the second saw one result, not forty.
    expect(server.requests).toHaveLength(2);
    const second = requestBodies(server)[1]?.messages ?? [];
    expect(second.filter((m) => m.role === "tool")).toHaveLength(1);
    // The first request declared codemode, its description declaring the active tools in TypeScript.
    const declared = requestBodies(server)[0]?.tools?.find((t) => t.function.name === "codemode") as
      | { function: { description: string } }
      | undefined;
    expect(declared?.function.description).toContain("read(args: {");
    // The session file keeps each nested call (tool and arguments) in the codemode result's details.
    const [file] = world.sessionFiles();
    const entries = readFileSync(file as string, "utf8")
      .split("\n")
      .filter(Boolean)
      .map(
        (line) =>
          JSON.parse(line) as { type: string; message?: { role: string; toolCallId?: string; details?: unknown } },
      );
    const saved = entries.find((e) => e.message?.role === "toolResult" && e.message.toolCallId === "call_cm");
    const details = saved?.message?.details as
      | { calls: { toolCallId: string; toolName: string; args: { path: string } }[] }
      | undefined;
    const calls = details?.calls ?? [];
    expect(calls).toHaveLength(40);
    expect(calls.map((c) => c.args.path).sort()).toEqual(
      Array.from({ length: 40 }, (_, i) => `notes/f${i}.txt`).sort(),
    );
    expect(calls.every((c) => c.toolCallId.startsWith("call_cm/"))).toBe(true);
  });

  it("a nested call a permission rule refuses rejects inside the script with the reason, and nothing is written", async () => {
    const script = `
try {
  await tools.write({ path: "secret.txt", content: "leaked" });
  return "written";
} catch (error) {
  return "refused: " + error.message;
}`;
    await world.model([codemodeCall(script), replyText("It was refused.")]);
    const run = await runCodemode(world, "write the secret", ["--deny", "write"]);
    expect(run.code).toBe(0);
    const lines = jsonLines(run.stdout);
    const text = toolResultOf(lines, "call_cm").content[0]?.text ?? "";
    expect(text).toMatch(/^Script completed/);
    expect(text).toContain("refused: Permission denied");
    expect(existsSync(join(world.project, "secret.txt"))).toBe(false);
    // The refusal is a permission decision of the nested call, under its parent.
    expect(lines.find((l) => l.type === "permission_decision" && l.toolCallId === "call_cm/1")).toMatchObject({
      decision: "deny",
      parentToolCallId: "call_cm",
    });
  });

  it("without --tools +codemode the tool is off; a script cannot reach Node, the network or modules", async () => {
    await world.model([replyText("no codemode here")]);
    const off = await world.run(["--model", "local/scripted", "--mode", "json", "hi"]);
    expect(off.code).toBe(0);
    expect(requestBodies(world.server as never)[0]?.tools?.map((t) => t.function.name)).not.toContain("codemode");
    await world.server?.close();

    const script = `
const out = [];
for (const probe of [() => require("fs"), () => process.env, () => fetch("http://127.0.0.1/")]) {
  try { probe(); out.push("reached"); } catch (error) { out.push(error.name); }
}
try { await import("fs"); out.push("imported"); } catch (error) { out.push("import failed"); }
return out.join(",");`;
    await world.model([codemodeCall(script), replyText("done")]);
    const run = await runCodemode(world, "probe");
    expect(run.code).toBe(0);
    const text = resultText(run.stdout);
    expect(text).toContain("ReferenceError,ReferenceError,ReferenceError,import failed");
  });

  it("a deferred MCP tool (never declared to the model) is found with searchTools and describeTool and called by name", async () => {
    world.write(
      join(world.keelHome, "mcp.json"),
      JSON.stringify({ mcpServers: { big: { command: process.execPath, args: [FAILURE_SERVER, "--many", "300"] } } }),
    );
    const script = `
const found = await searchTools("frobnicator widget 137", { limit: 3 });
const name = found[0].name;
const described = await describeTool(name);
const reply = await tools[name]({ value: 7 });
text(ALL_TOOLS.some((t) => t.name === "mcp__big__widget_5") ? "listed" : "missing");
return [name, described.declaration.includes("widget_137(args:"), reply].join(" | ");`;
    const server = await world.model([codemodeCall(script), replyText("Done.")]);
    const run = await runCodemode(world, "frobnicate", ["--allow", "mcp__big__*"]);
    expect(run.code).toBe(0);
    const names = requestBodies(server)[0]?.tools?.map((t) => t.function.name) ?? [];
    expect(names.filter((n) => n.startsWith("mcp__"))).toEqual([]);
    const text = resultText(run.stdout);
    expect(text).toContain("==> text 1/2 <==\nlisted");
    expect(text).toContain('mcp__big__widget_137 | true | widget-137 called with {"value":7}');
  });

  it("an extension's tool_call handler sees each nested call and can block it; tool_result can rewrite its result", async () => {
    world.write(
      join(world.keelHome, "extensions", "guard.ts"),
      `
import type { ExtensionAPI } from "@keel/coding-agent";
export default function guard(pi: ExtensionAPI) {
  pi.on("tool_call", (event) => {
    if (event.toolName === "read" && String(event.input.path).includes("secret")) {
      return { block: true, reason: "The guard keeps secrets." };
    }
    return undefined;
  });
  pi.on("tool_result", (event) => {
    if (event.toolName === "read") return { content: [{ type: "text", text: "[redacted by the guard]" }] };
    return undefined;
  });
}
`,
    );
    world.write(join(world.project, "secret.txt"), "the secret\n");
    world.write(join(world.project, "open.txt"), "open text\n");
    const script = `
const open = await tools.read({ path: "open.txt" });
let secret;
try { secret = await tools.read({ path: "secret.txt" }); } catch (error) { secret = "blocked: " + error.message; }
return open + " / " + secret;`;
    const server = await world.model([codemodeCall(script), replyText("Done.")]);
    const run = await runCodemode(world, "read both");
    expect(run.code).toBe(0);
    const text = resultText(run.stdout);
    expect(text).toContain("[redacted by the guard] / blocked: The guard keeps secrets.");
    // Neither the file's text nor the secret reached the model.
    const sent = JSON.stringify(requestBodies(server)[1]?.messages ?? []);
    expect(sent).not.toContain("the secret");
    expect(sent).not.toContain("open text");
  });
});
