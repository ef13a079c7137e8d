import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { replyText, replyToolCalls } from "@keel/coding-agent/testing";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { KeelWorld } from "./support/keel-world.js";
import { gitIn, hasBwrap, sandboxed, sandboxWorld, toolResultsOf } from "./support/sandbox-world.js";

// The legitimate side of the sandbox, through the keel binary: the work a coding agent does runs
// without a question (print mode would refuse one) and leaves its files where a build leaves them.

let world: KeelWorld;
beforeEach(() => {
  world = sandboxWorld();
});
afterEach(() => world.close());

const tsc = createRequire(import.meta.url).resolve("typescript/bin/tsc");

describe.skipIf(!hasBwrap())("work the sandbox lets through (keel binary, bubblewrap)", () => {
  it("npm test writing a tool cache, a compiler's incremental cache, scratch files in /tmp and $TMPDIR, a git commit", async () => {
    // $TMPDIR outside /tmp: writable because it is the temp folder, not because it is under /tmp.
    const tmpDir = join(world.root, "tmpdir");
    mkdirSync(tmpDir);
    const scratch = `/tmp/keel-sandbox-work-${process.pid}-${Date.now()}`;
    world.write(
      join(world.project, "package.json"),
      JSON.stringify({ name: "p", version: "1.0.0", private: true, scripts: { test: "node test.js" } }),
    );
    world.write(
      join(world.project, "test.js"),
      [
        'const { mkdirSync, writeFileSync } = require("node:fs");',
        'const { join } = require("node:path");',
        'mkdirSync("node_modules/.cache/tool", { recursive: true });',
        'writeFileSync("node_modules/.cache/tool/compiled.js", "cached");',
        'writeFileSync(join(process.env.TMPDIR, "from-test"), "scratch");',
        'console.log("PASS 1 test");',
      ].join("\n"),
    );
    world.write(join(world.project, "index.ts"), "export const answer: number = 42;\n");
    gitIn(world, world.project, "add", ".");
    gitIn(world, world.project, "commit", "-qm", "start");
    try {
      await world.model([
        replyToolCalls([
          { name: "bash", arguments: { command: "npm test --offline --no-update-notifier" }, id: "call_npm" },
        ]),
        replyToolCalls([
          {
            name: "bash",
            arguments: {
              command: `node ${tsc} --incremental --tsBuildInfoFile .cache/tsc/info.tsbuildinfo --outDir dist index.ts && echo compiled`,
            },
            id: "call_tsc",
          },
        ]),
        replyToolCalls([
          {
            name: "bash",
            arguments: {
              command: `echo scratch > ${scratch} && echo note > "$TMPDIR/note" && echo '.cache/' > .gitignore && git add -A && git commit -qm "built" && git log --oneline | head -1`,
            },
            id: "call_git",
          },
        ]),
        replyText("Done."),
      ]);
      const result = await world.run(["--model", "local/scripted", "-p", "build and test"], {
        env: { ...sandboxed.env, TMPDIR: tmpDir },
      });
      expect(result.code, result.stderr).toBe(0);
      expect(toolResultsOf(world, 1).get("call_npm")).toContain("PASS 1 test");
      expect(toolResultsOf(world, 2).get("call_tsc")).toContain("compiled");
      expect(toolResultsOf(world, 3).get("call_git")).toContain("built");
      expect(readFileSync(join(world.project, "node_modules/.cache/tool/compiled.js"), "utf8")).toBe("cached");
      expect(existsSync(join(world.project, ".cache/tsc/info.tsbuildinfo"))).toBe(true);
      expect(readFileSync(join(world.project, "dist/index.js"), "utf8")).toContain("42");
      expect(readFileSync(join(tmpDir, "from-test"), "utf8")).toBe("scratch");
      expect(readFileSync(join(tmpDir, "note"), "utf8")).toBe("note\n");
      expect(readFileSync(scratch, "utf8")).toBe("scratch\n");
      expect(gitIn(world, world.project, "log", "-1", "--format=%s").trim()).toBe("built");
      // Nothing asked and nothing refused on the way.
      expect(result.stderr).not.toMatch(/Permission denied|needs approval/);
    } finally {
      rmSync(scratch, { force: true });
    }
  }, 120_000);

  it("--sandbox read-only: commands still write /tmp and $TMPDIR without a question; the project stays unchanged", async () => {
    const tmpDir = join(world.root, "tmpdir");
    mkdirSync(tmpDir);
    const scratch = `/tmp/keel-sandbox-read-only-${process.pid}-${Date.now()}`;
    world.write(join(world.project, "kept.txt"), "kept\n");
    try {
      await world.model([
        replyToolCalls([
          {
            name: "bash",
            arguments: {
              command: `echo a > ${scratch} && echo b > "$TMPDIR/b" && echo temp-ok; echo gone > kept.txt || echo project-refused`,
            },
            id: "call_0",
          },
          { name: "write", arguments: { path: "new.txt", content: "x\n" }, id: "call_1" },
        ]),
        replyText("Done."),
      ]);
      const result = await world.run(["--model", "local/scripted", "--sandbox", "read-only", "-p", "try"], {
        env: { ...sandboxed.env, TMPDIR: tmpDir },
      });
      expect(result.code, result.stderr).toBe(0);
      const results = toolResultsOf(world, 1);
      expect(results.get("call_0")).toContain("temp-ok");
      expect(results.get("call_0")).toContain("project-refused");
      expect(results.get("call_1")).toMatch(/^Permission denied: .*sandbox/);
      expect(readFileSync(scratch, "utf8")).toBe("a\n");
      expect(readFileSync(join(tmpDir, "b"), "utf8")).toBe("b\n");
      expect(readFileSync(join(world.project, "kept.txt"), "utf8")).toBe("kept\n");
      expect(existsSync(join(world.project, "new.txt"))).toBe(false);
    } finally {
      rmSync(scratch, { force: true });
    }
  }, 120_000);
});
