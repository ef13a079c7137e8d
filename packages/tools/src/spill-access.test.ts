import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { ProcessRegistry } from "./process/process-registry.js";
import { SpillFolder } from "./process/spill-folder.js";
import { errorOf, textOf } from "./test-support/results.js";
import { useTempDirs } from "./test-support/temp-dir.js";
import { allTools, codingTools, readOnlyTools } from "./tool-sets.js";
import { createBashTool } from "./tools/bash.js";
import { createReadTool } from "./tools/read.js";

const tempDir = useTempDirs();
const registries: ProcessRegistry[] = [];
const folders: SpillFolder[] = [];
afterEach(async () => {
  for (const registry of registries.splice(0)) await registry.killAll();
  for (const folder of folders.splice(0)) folder.dispose();
});

function processes(): ProcessRegistry {
  const registry = new ProcessRegistry();
  registries.push(registry);
  return registry;
}

/** A workspace and, elsewhere, a spill folder of its own. */
function workspace() {
  const spill = new SpillFolder({ parent: tempDir() });
  folders.push(spill);
  return { cwd: tempDir(), spill };
}

describe("spill files and allowedRoots", () => {
  it("the coding set's read opens the full output that its bash just pointed at, with allowedRoots", async () => {
    const cwd = tempDir();
    const [read, bash] = codingTools(cwd, { allowedRoots: ["."], processes: processes() });
    const result = await bash.execute("call", { command: "seq 1 5000" }, undefined, undefined);
    const fullOutputPath = result.details?.fullOutputPath as string;
    expect(textOf(result)).toContain(`Full output: ${fullOutputPath}]`);
    const shown = await read.execute("call", { path: fullOutputPath, offset: 1, limit: 3 }, undefined, undefined);
    expect(textOf(shown)).toContain("1\n2\n3");
    // The workspace itself is still the only other place it may read.
    expect(await errorOf(read.execute("call", { path: "/etc/hostname" }, undefined, undefined))).toContain(
      "outside the allowed workspace",
    );
  });

  it("read, grep, find and ls of one set may open the set's spill folder; write and edit may not change it", async () => {
    const { cwd, spill } = workspace();
    writeFileSync(join(cwd, "big.txt"), Array.from({ length: 3000 }, (_, i) => `match ${i}`).join("\n"));
    const tools = allTools(cwd, { allowedRoots: [cwd], spill, processes: processes(), powershell: false });
    const [read, , edit, write, grep, find, ls] = tools;
    const searched = await grep.execute("call", { pattern: "match", limit: 3000 }, undefined, undefined);
    const fullOutputPath = searched.details?.fullOutputPath as string;
    expect(dirname(fullOutputPath)).toBe(spill.path);

    expect(textOf(await read.execute("call", { path: fullOutputPath, limit: 1 }, undefined, undefined))).toContain(
      "big.txt:1: match 0",
    );
    const again = await grep.execute("call", { pattern: "match 2999", path: fullOutputPath }, undefined, undefined);
    expect(again.details?.matchCount).toBe(1);
    expect(textOf(await find.execute("call", { pattern: "*.log", path: spill.path }, undefined, undefined))).toContain(
      "keel-grep-",
    );
    expect(textOf(await ls.execute("call", { path: spill.path }, undefined, undefined))).toContain("keel-grep-");

    expect(
      await errorOf(write.execute("call", { path: fullOutputPath, content: "x" }, undefined, undefined)),
    ).toContain("outside the allowed workspace");
    expect(
      await errorOf(
        edit.execute(
          "call",
          { path: fullOutputPath, edits: [{ oldText: "match", newText: "x" }] },
          undefined,
          undefined,
        ),
      ),
    ).toContain("outside the allowed workspace");
  });

  it("a set cannot open another set's spill folder", async () => {
    const cwd = tempDir();
    const [, bash] = codingTools(cwd, { allowedRoots: ["."], processes: processes() });
    const [otherRead] = readOnlyTools(cwd, { allowedRoots: ["."] });
    const result = await bash.execute("call", { command: "seq 1 5000" }, undefined, undefined);
    const message = await errorOf(
      otherRead.execute("call", { path: result.details?.fullOutputPath as string }, undefined, undefined),
    );
    expect(message).toContain("outside the allowed workspace");
  });

  it("tools created one by one share the process's spill folder, so read opens bash's full output", async () => {
    const cwd = tempDir();
    const bash = createBashTool(cwd, { processes: processes() });
    const read = createReadTool(cwd, { allowedRoots: ["."] });
    const result = await bash.execute("call", { command: "seq 1 3000" }, undefined, undefined);
    const fullOutputPath = result.details?.fullOutputPath as string;
    expect(readFileSync(fullOutputPath, "utf8").split("\n")).toHaveLength(3001);
    expect(textOf(await read.execute("call", { path: fullOutputPath, limit: 2 }, undefined, undefined))).toContain(
      "1\n2",
    );
  });

  it("with spillDir, files go to that folder, which the set's read may open", async () => {
    const cwd = tempDir();
    const spillDir = join(tempDir(), "session-1");
    const [read, bash] = codingTools(cwd, { allowedRoots: ["."], spillDir, processes: processes() });
    const result = await bash.execute("call", { command: "seq 1 3000" }, undefined, undefined);
    expect(dirname(result.details?.fullOutputPath as string)).toBe(spillDir);
    expect(
      textOf(
        await read.execute("call", { path: result.details?.fullOutputPath as string, limit: 1 }, undefined, undefined),
      ),
    ).toContain("1");
  });
});
