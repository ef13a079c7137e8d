import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { defaultPolicy } from "../src/index.js";
import { findProgram } from "../src/internal.js";
import { git, makeWorld, runSandboxed, skipWithoutBwrap } from "./support/fixture.js";

describe.skipIf(skipWithoutBwrap)("work the sandbox lets through (bubblewrap)", () => {
  it("commits in the project with git", async () => {
    const world = makeWorld();
    const run = await runSandboxed(
      world.policy(),
      "echo change >> README.md && mkdir -p build/cache && echo obj > build/cache/x.o && git add README.md && git commit -q -m 'from the sandbox' && git log --oneline | head -1",
      world.project,
    );
    expect(run.code).toBe(0);
    expect(git(world.project, "log", "-1", "--format=%s").trim()).toBe("from the sandbox");
    expect(readFileSync(join(world.project, "build", "cache", "x.o"), "utf8")).toBe("obj\n");
  });

  it.skipIf(findProgram("npm") === undefined)(
    "runs npm test, whose test writes a compiler-style cache in the project and a scratch file in the temp folder",
    async () => {
      const world = makeWorld();
      writeFileSync(
        join(world.project, "package.json"),
        JSON.stringify({ name: "p", version: "1.0.0", private: true, scripts: { test: "node test.js" } }),
      );
      writeFileSync(
        join(world.project, "test.js"),
        [
          'const { mkdirSync, writeFileSync } = require("node:fs");',
          'mkdirSync("node_modules/.cache/tool", { recursive: true });',
          'writeFileSync("node_modules/.cache/tool/compiled.js", "cached");',
          `writeFileSync(${JSON.stringify(join(world.tmp, "scratch"))}, "scratch");`,
          'console.log("PASS 1 test");',
        ].join("\n"),
      );
      const run = await runSandboxed(world.policy(), "npm test --offline --no-update-notifier", world.project);
      expect({ code: run.code, output: run.output }).toMatchObject({ code: 0 });
      expect(run.output).toContain("PASS 1 test");
      expect(readFileSync(join(world.project, "node_modules/.cache/tool/compiled.js"), "utf8")).toBe("cached");
      expect(readFileSync(join(world.tmp, "scratch"), "utf8")).toBe("scratch");
    },
  );

  it("writes the OS temp folder with the default temp folders", async () => {
    const world = makeWorld();
    const policy = defaultPolicy({
      projectRoot: world.project,
      home: world.home,
      keelHome: world.keelHome,
      tmpDirs: ["/tmp", tmpdir()],
    });
    const file = join("/tmp", `keel-sandbox-tmp-${process.pid}-${Date.now()}`);
    try {
      const run = await runSandboxed(policy, `echo scratch > ${file} && cat ${file}`, world.project);
      expect(run.code).toBe(0);
      expect(readFileSync(file, "utf8")).toBe("scratch\n");
    } finally {
      rmSync(file, { force: true });
    }
  });

  it("runs the command unchanged with mode off", async () => {
    const world = makeWorld();
    const run = await runSandboxed(
      world.policy({ mode: "off" }),
      `echo outside > ${world.outside}/made`,
      world.project,
    );
    expect(run.code).toBe(0);
    expect(existsSync(join(world.outside, "made"))).toBe(true);
  });

  it("passes the exit code and both output streams through", async () => {
    const world = makeWorld();
    const run = await runSandboxed(world.policy(), "echo out; echo err >&2; exit 7", world.project);
    expect(run.code).toBe(7);
    expect(run.output).toContain("out");
    expect(run.output).toContain("err");
  });
});
