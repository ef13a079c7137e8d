import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { replyText } from "@keel/coding-agent/testing";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { codemodeCall, FAILURE_SERVER, resultText, runCodemode } from "./support/codemode-runs.js";
import { KeelWorld, requestBodies } from "./support/keel-world.js";

// The MCP suite's deferred-tool checks (mcp.test.ts, packages/mcp's failure-server.test.ts), through a codemode
// script instead of tool_search: a real MCP server process (the failure server) behind the real keel binary.

let world: KeelWorld;
beforeEach(() => {
  world = new KeelWorld();
});
afterEach(() => world.close());

function writeServers(servers: Record<string, string[]>): void {
  const entries = Object.fromEntries(
    Object.entries(servers).map(([name, args]) => [
      name,
      { command: process.execPath, args: [FAILURE_SERVER, ...args] },
    ]),
  );
  world.write(join(world.keelHome, "mcp.json"), JSON.stringify({ mcpServers: entries }));
}

/** Runs one codemode script in JSON mode; returns the run, the result text and the model server. */
async function runScript(script: string, args: readonly string[]) {
  const server = await world.model([codemodeCall(script), replyText("Done.")]);
  const run = await runCodemode(world, "use the MCP tools", args);
  return { run, text: run.code === 0 ? resultText(run.stdout) : "", server };
}

const callsOf = (log: string): { name: string }[] =>
  existsSync(log)
    ? readFileSync(log, "utf8")
        .split("\n")
        .filter(Boolean)
        .map((line) => JSON.parse(line) as { name: string })
    : [];

describe("deferred MCP tools through codemode", () => {
  it("nothing matches: searchTools is empty, describeTool undefined, an unknown name is no function; a deferred tool's error rejects with its text", async () => {
    const log = join(world.root, "calls.jsonl");
    writeServers({ big: ["--many", "300", "--call-log", log] });
    const script = `
const none = await searchTools("zzzz");
const missing = await describeTool("mcp__big__nope");
let failed;
try { await tools.mcp__big__fail({}); } catch (error) { failed = error.message; }
return JSON.stringify({ none, missing: missing === undefined, unknown: typeof tools.mcp__big__nope, failed });`;
    const { run, text, server } = await runScript(script, ["--allow", "mcp__big__*"]);
    expect(run.code, run.stderr).toBe(0);
    expect(text).toMatch(/^Script completed/);
    expect(JSON.parse(text.split("\n")[1] ?? "{}")).toEqual({
      none: [],
      missing: true,
      unknown: "undefined",
      failed: "it failed on purpose",
    });
    // The server got the call; the model was never declared a single MCP tool.
    expect(callsOf(log).map((c) => c.name)).toEqual(["fail"]);
    const declared = requestBodies(server)[0]?.tools?.map((t) => t.function.name) ?? [];
    expect(declared.filter((n) => n.startsWith("mcp__"))).toEqual([]);
  });

  it("servers deferred only together (past the first request's limit) are all callable from a script", async () => {
    const names = ["a", "b", "c", "d", "e", "f", "g", "h"];
    writeServers(Object.fromEntries(names.map((name) => [name, ["--many", "0"]])));
    const script = `
const replies = await Promise.all(${JSON.stringify(names)}.map((n) => tools["mcp__" + n + "__echo"]({ text: n })));
return replies.join(",");`;
    const { run, text, server } = await runScript(script, ["--allow", "mcp__*"]);
    expect(run.code, run.stderr).toBe(0);
    expect(text.split("\n")[1]).toBe(names.map((n) => `echo: ${n}`).join(","));
    // Some servers were deferred: the model got tool_search, not all 40 tools.
    const declared = requestBodies(server)[0]?.tools?.map((t) => t.function.name) ?? [];
    expect(declared).toContain("tool_search");
    expect(declared.filter((n) => n.startsWith("mcp__")).length).toBeLessThanOrEqual(32);
  });

  it("--exclude-tools hides a deferred tool from scripts too; a call no rule allows is refused inside the script and never reaches the server", async () => {
    const log = join(world.root, "calls.jsonl");
    writeServers({ big: ["--many", "300", "--call-log", log] });
    const script = `
const found = (await searchTools("frobnicator widget", { limit: 50 })).map((t) => t.name);
let refused;
try { await tools.mcp__big__widget_5({ value: 1 }); } catch (error) { refused = error.message; }
return JSON.stringify({ excluded: typeof tools.mcp__big__widget_137, listed: found.includes("mcp__big__widget_137"), refused });`;
    const { run, text } = await runScript(script, ["--exclude-tools", "mcp__big__widget_137"]);
    expect(run.code, run.stderr).toBe(0);
    const result = JSON.parse(text.split("\n")[1] ?? "{}") as { excluded: string; listed: boolean; refused: string };
    expect(result.excluded).toBe("undefined");
    expect(result.listed).toBe(false);
    expect(result.refused).toContain("Permission");
    expect(result.refused).toContain("--allow");
    expect(callsOf(log)).toEqual([]);
  });
});
