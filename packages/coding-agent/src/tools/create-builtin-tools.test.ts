import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { tempDir } from "../home/test-support/temp-dir.js";
import { createBuiltinTools } from "./create-builtin-tools.js";
import { BUILTIN_TOOL_NAMES } from "./tool-names.js";

function text(result: { content: { type: string; text?: string }[] }): string {
  return result.content.map((block) => block.text ?? "").join("");
}

describe("createBuiltinTools", () => {
  it("builds every built-in tool by name, in the order asked", () => {
    const tools = createBuiltinTools([...BUILTIN_TOOL_NAMES].reverse(), "/tmp");
    expect(tools.map((tool) => tool.name)).toEqual([...BUILTIN_TOOL_NAMES].reverse());
  });

  it("passes shellCommandPrefix to bash", async () => {
    const cwd = await tempDir();
    const [bash] = createBuiltinTools(["bash"], cwd, { shellCommandPrefix: "GREETING=hello" });
    const result = await bash?.execute("c1", { command: 'echo "$GREETING" > out.txt' }, undefined, undefined);
    expect(result?.isError ?? false).toBe(false);
    expect(await readFile(join(cwd, "out.txt"), "utf8")).toBe("hello\n");
  });

  it("tools work in the given cwd", async () => {
    const cwd = await tempDir();
    const [write, read] = createBuiltinTools(["write", "read"], cwd);
    await write?.execute("c1", { path: "a.txt", content: "alpha" }, undefined, undefined);
    const result = await read?.execute("c2", { path: "a.txt" }, undefined, undefined);
    expect(text(result as never)).toContain("alpha");
  });
});
