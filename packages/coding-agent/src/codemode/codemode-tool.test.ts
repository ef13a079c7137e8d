import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Agent, type AgentEvent, type AgentTool, type AnyAgentTool } from "@keel/agent-core";
import { createFauxModel } from "@keel/ai/testing";
import { createReadTool, SpillFolder } from "@keel/tools";
import { Type } from "typebox";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { CodemodeLink } from "./codemode-link.js";
import { type CodemodeDetails, createCodemodeTool } from "./codemode-tool.js";

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "keel-codemode-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A codemode tool attached to a real agent whose active tools are `tools`, with a recording hook. */
function setup(tools: AnyAgentTool[], options: Parameters<typeof createCodemodeTool>[1] = {}) {
  const link = new CodemodeLink();
  const codemode = createCodemodeTool(link, options) as unknown as AnyAgentTool;
  const seen: string[] = [];
  const agent = new Agent({
    initialState: { model: createFauxModel(), tools: [...tools, codemode] },
    beforeToolCall: ({ toolCall, parentToolCallId }) => {
      seen.push(`${toolCall.name} ${toolCall.id} ${parentToolCallId ?? "-"}`);
      return toolCall.name === "write" ? { block: true, reason: "writing is refused here" } : undefined;
    },
  });
  const events: AgentEvent[] = [];
  agent.subscribe((event) => void events.push(event));
  link.attach({ agent });
  const run = async (script: string) => {
    const result = await codemode.execute("cm", { script }, undefined, undefined);
    return { text: (result.content[0] as { text: string }).text, details: result.details as CodemodeDetails, result };
  };
  return { codemode, run, seen, events };
}

const slowTool = (log: string[]): AgentTool<{ ms: number }> => ({
  name: "slow",
  label: "slow",
  description: "Waits until aborted.",
  parameters: Type.Object({ ms: Type.Number() }),
  execute: (_id, _params, signal) =>
    new Promise((_resolve, reject) => {
      signal?.addEventListener("abort", () => {
        log.push("aborted");
        reject(new Error("aborted"));
      });
    }),
});

describe("the codemode tool", () => {
  it("calls go through the agent's hooks with parentToolCallId, report events, and land in details.calls", async () => {
    writeFileSync(join(dir, "a.txt"), "alpha\n");
    const { run, seen, events } = setup([createReadTool(dir)]);
    const { text, details } = await run(`
const a = await tools.read({ path: "a.txt" });
let refused = "";
try { await tools.write({ path: "b.txt", content: "x" }); } catch (error) { refused = error.message; }
return [a.trim(), refused].join(" | ");`);
    // write is not active, so it is not even a method: the script's call throws a TypeError.
    expect(text).toMatch(/^Script completed in \d+\.\d\d s\nalpha \| /);
    expect(seen).toEqual(["read cm/1 cm"]);
    expect(details.calls).toEqual([{ toolCallId: "cm/1", toolName: "read", args: { path: "a.txt" }, isError: false }]);
    expect(events.map((e) => `${e.type} ${(e as { parentToolCallId?: string }).parentToolCallId}`)).toEqual([
      "tool_execution_start cm",
      "tool_execution_end cm",
    ]);
  });

  it("a call the hook blocks rejects inside the script with the hook's reason", async () => {
    const write: AgentTool = {
      name: "write",
      label: "write",
      description: "Writes.",
      parameters: Type.Object({ path: Type.String() }),
      execute: async () => ({ content: [{ type: "text", text: "written" }] }),
    };
    const { run, seen } = setup([write]);
    const { text, details } = await run(
      'try { await tools.write({ path: "x" }); } catch (error) { return "caught " + error.message; }',
    );
    expect(text).toContain("caught writing is refused here");
    expect(seen).toEqual(["write cm/1 cm"]);
    expect(details.calls[0]).toMatchObject({ toolName: "write", isError: true });
  });

  it("calls still running when the script ends are aborted, and the result waits for them", async () => {
    const log: string[] = [];
    const ping: AgentTool = {
      name: "ping",
      label: "ping",
      description: "Answers at once.",
      parameters: Type.Object({}),
      execute: async () => ({ content: [{ type: "text", text: "pong" }] }),
    };
    const { run, events } = setup([slowTool(log), ping]);
    const { text, details } = await run(
      'tools.slow({ ms: 1 }).catch(() => {}); const pong = await tools.ping({}); return "left early after " + pong;',
    );
    expect(text).toContain("left early after pong");
    expect(log).toEqual(["aborted"]);
    // Both calls ended before the codemode result was made.
    expect(events.filter((e) => e.type === "tool_execution_end")).toHaveLength(2);
    expect(details.calls.map((call) => `${call.toolName} ${call.isError}`)).toEqual(["slow true", "ping false"]);
  });

  it("a long result is cut, keeping its start and end, with the full text in a spill file", async () => {
    const spill = SpillFolder.at(join(dir, "spill"));
    const { run } = setup([], { spill });
    const { text, details } = await run(
      'for (let i = 0; i < 5000; i++) console.log("line " + i); throw new Error("at the end");',
    );
    expect(text).toMatch(/^Script failed after/);
    expect(text).toContain("line 0\n");
    expect(text).toContain("Script error: at the end");
    expect(text).not.toContain("line 2500\n");
    expect(details.fullOutputPath).toBeDefined();
    expect(readFileSync(details.fullOutputPath as string, "utf8")).toContain("line 2500\n");
    expect(details).toMatchObject({ status: "failed", failure: "error" });
  });

  it("the options line sets the time limit; a misplaced or unknown one stops the script before it runs", async () => {
    const { run, codemode } = setup([]);
    const { text } = await run('// @options: {"timeout_ms": 100}\nwhile (true) {}');
    expect(text).toContain("Script error: the script ran past its time limit of 100 ms");
    await expect(
      codemode.execute("cm", { script: 'return 1;\n// @options: {"timeout_ms": 5}' }, undefined, undefined),
    ).rejects.toThrow(
      "the // @options: line must be the script's first line (found on line 2). The script did not run.",
    );
    await expect(codemode.execute("cm", { script: '// @options: {"speed": 5}' }, undefined, undefined)).rejects.toThrow(
      'unknown option "speed" (known: timeout_ms, max_output_tokens)',
    );
  });

  it("the description declares the active tools in TypeScript within the budget and names the rest; describeTool and searchTools find them", async () => {
    const many = Array.from({ length: 30 }, (_, i) => ({
      ...slowTool([]),
      name: `tool_${i}`,
      description: `Does thing number ${i}. ${"More words. ".repeat(20)}`,
    }));
    const { codemode, run } = setup(many, { declarationBudgetTokens: 400 });
    expect(codemode.description).toContain("tool_0(args: {\n");
    expect(codemode.description).toMatch(/Not declared here \(use describeTool\): .*tool_29/);
    expect(codemode.description).not.toContain("codemode(args");
    const { text } = await run(`
const found = await searchTools("thing number 29", { limit: 1 });
const described = await describeTool(found[0].name);
const unknown = await describeTool("no_such_tool");
return [ALL_TOOLS.length, found[0].name, described.declaration.includes("ms: number"), String(unknown)].join(" ");`);
    expect(text).toContain("30 tool_29 true undefined");
  });
});
