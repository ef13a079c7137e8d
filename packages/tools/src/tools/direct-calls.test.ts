import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { AnyAgentTool } from "@keel/agent-core";
import { describe, expect, it } from "vitest";
import { runCallsInLoop } from "../test-support/loop.js";
import { errorOf, textOf } from "../test-support/results.js";
import { useTempDirs } from "../test-support/temp-dir.js";
import { createBashTool } from "./bash.js";
import { createEditTool } from "./edit.js";
import { createFindTool } from "./find.js";
import { createGrepTool } from "./grep.js";
import { createLsTool } from "./ls.js";
import { createPowerShellTool } from "./powershell.js";
import { createReadTool } from "./read.js";
import { createWriteTool } from "./write.js";

const tempDir = useTempDirs();

/** Calls `tool.execute` directly, with arguments the static type would refuse (as plain JavaScript may send). */
function callDirectly(tool: AnyAgentTool, args: Record<string, unknown>) {
  return tool.execute("direct", args, undefined, undefined);
}

describe("direct execute calls get the loop's normalization and errors", () => {
  it("edit accepts the single { path, oldText, newText } form when called directly", async () => {
    const dir = tempDir();
    writeFileSync(join(dir, "a.txt"), "let x = 1;\n");
    const edit = createEditTool(dir);
    const result = await callDirectly(edit, { path: "a.txt", oldText: "let x", newText: "const x" });
    expect(textOf(result)).toBe("Edited a.txt: 1 edit, first change at line 1.");
    expect(readFileSync(join(dir, "a.txt"), "utf8")).toBe("const x = 1;\n");
  });

  it("edit accepts edits sent as a JSON string when called directly", async () => {
    const dir = tempDir();
    writeFileSync(join(dir, "a.txt"), "a\nb\n");
    const edit = createEditTool(dir);
    await callDirectly(edit, { path: "a.txt", edits: JSON.stringify([{ oldText: "b", newText: "c" }]) });
    expect(readFileSync(join(dir, "a.txt"), "utf8")).toBe("a\nc\n");
  });

  it("applies the schema's coercions to direct calls (a numeric string limit)", async () => {
    const dir = tempDir();
    writeFileSync(join(dir, "a.txt"), "1\n2\n3\n");
    const read = createReadTool(dir);
    const result = await callDirectly(read, { path: "a.txt", limit: "2" });
    expect(textOf(result)).toContain("1\n2");
    expect(result.details).toMatchObject({ kind: "text", firstLine: 1, lastLine: 2 });
  });

  it("fails bad arguments of every built-in tool with the same error, directly and through the loop", async () => {
    const dir = tempDir();
    const cases: { tool: AnyAgentTool; args: Record<string, unknown> }[] = [
      { tool: createReadTool(dir), args: { path: { file: "a.txt" } } },
      { tool: createWriteTool(dir), args: { path: "a.txt" } },
      { tool: createEditTool(dir), args: { path: "a.txt", oldText: "x" } },
      { tool: createEditTool(dir), args: { path: "a.txt", edits: [] } },
      { tool: createBashTool(dir), args: { command: "true", timeout: -1 } },
      { tool: createPowerShellTool(dir, { executable: "pwsh" }), args: {} },
      { tool: createGrepTool(dir), args: { pattern: ["a"] } },
      { tool: createFindTool(dir), args: { pattern: "*", limit: 0 } },
      { tool: createLsTool(dir), args: { path: ".", limit: 1.5 } },
    ];
    for (const { tool, args } of cases) {
      const direct = await errorOf(callDirectly(tool, args));
      expect(direct, tool.name).toMatch(new RegExp(`^Validation failed for tool "${tool.name}":\\n`));
      expect(direct, tool.name).toContain("\n\nFix the arguments and call the tool again.");
      const { ends } = await runCallsInLoop([tool], [{ name: tool.name, args }]);
      expect(ends[0]?.isError, tool.name).toBe(true);
      expect(ends[0]?.result.content, tool.name).toEqual([{ type: "text", text: direct }]);
    }
  });
});
