import { spawn } from "node:child_process";
import { chmodSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { checkSandbox, wrapCommand } from "../src/index.js";
import { bwrapPath, makeWorld, skipWithoutBwrap } from "./support/fixture.js";

const savedPath = process.env.PATH;
afterEach(() => {
  process.env.PATH = savedPath;
});

/** A fake `bwrap` planted in the project's bin folder, first on PATH. */
function plantFakeBwrap(project: string, marker: string): string {
  const bin = join(project, "bin");
  mkdirSync(bin);
  const fake = join(bin, "bwrap");
  writeFileSync(fake, `#!/bin/sh\ntouch ${marker}\necho planted\n`);
  chmodSync(fake, 0o755);
  return bin;
}

describe.skipIf(skipWithoutBwrap)("finding and checking bubblewrap", () => {
  it("reports a working sandbox with bubblewrap's path and version", async () => {
    const report = await checkSandbox();
    expect(report.available).toBe(true);
    expect(report.backend).toBe("bubblewrap");
    expect(report.program).toBe(bwrapPath);
    expect(report.version).toMatch(/^\d+\.\d+/);
    expect(report.checks.map((check) => check.name)).toEqual([
      "bubblewrap",
      "user namespaces",
      "network namespace",
      "seccomp",
    ]);
  });

  it("reports no sandbox, with the reason and the fix, when bubblewrap is not on PATH", async () => {
    const report = await checkSandbox({ path: "/nonexistent" });
    expect(report.available).toBe(false);
    expect(report.problem).toContain("apt-get install bubblewrap");
  });

  it("never takes bwrap from the project folder, even first on PATH", async () => {
    const world = makeWorld();
    const marker = join(world.outside, "fake-bwrap-ran");
    const bin = plantFakeBwrap(world.project, marker);
    const report = await checkSandbox({ path: `${bin}:${savedPath}`, exclude: [world.project] });
    expect(report.program).toBe(bwrapPath);
    process.env.PATH = `${bin}:${savedPath}`;
    const wrapped = await wrapCommand(world.policy(), {
      command: "echo real",
      shell: "/bin/bash",
      cwd: world.project,
      exclude: [world.project],
    });
    const output = await new Promise<string>((resolve) => {
      const child = spawn(wrapped.file, [...wrapped.args], { cwd: world.project, stdio: ["ignore", "pipe", "pipe"] });
      let text = "";
      child.stdout.on("data", (chunk: Buffer) => {
        text += chunk.toString();
      });
      child.on("close", () => resolve(text));
    });
    await wrapped.dispose();
    expect(output).toBe("real\n");
    expect(readdirSync(world.outside)).not.toContain("fake-bwrap-ran");
  });

  it("ends the whole sandbox when the caller kills the process group (abort, timeout)", async () => {
    const world = makeWorld();
    const marker = `keel-sandbox-abort-${process.pid}-${Date.now()}`;
    const wrapped = await wrapCommand(world.policy(), {
      command: `sh -c 'sleep 600; : ${marker}' & sleep 600; : ${marker}`,
      shell: "/bin/bash",
      cwd: world.project,
    });
    const child = spawn(wrapped.file, [...wrapped.args], { cwd: world.project, stdio: "ignore", detached: true });
    const running = (): boolean =>
      readdirSync("/proc").some((name) => {
        try {
          return /^\d+$/.test(name) && readFileSync(`/proc/${name}/cmdline`, "utf8").includes(marker);
        } catch {
          return false;
        }
      });
    for (let i = 0; i < 100 && !running(); i++) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(running()).toBe(true);
    const closed = new Promise((resolve) => child.on("close", resolve));
    process.kill(-(child.pid as number), "SIGKILL");
    await closed;
    await wrapped.dispose();
    for (let i = 0; i < 50 && running(); i++) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(running()).toBe(false);
  });
});
