import { spawn } from "node:child_process";
import { readFileSync, symlinkSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { makeWorld, runSandboxed, skipWithoutBwrap, VICTIM } from "./support/fixture.js";

const children: number[] = [];
afterEach(() => {
  for (const pid of children.splice(0)) process.kill(pid, "SIGKILL");
});

describe.skipIf(skipWithoutBwrap)("writes that try to leave the writable roots (bubblewrap)", () => {
  it("cannot write a file outside the roots, which stays unchanged", async () => {
    const world = makeWorld();
    const run = await runSandboxed(world.policy(), `echo pwned > ${world.victim}`, world.project);
    expect(run.code).not.toBe(0);
    expect(run.output).toContain("Read-only file system");
    expect(readFileSync(world.victim, "utf8")).toBe(VICTIM);
  });

  it("cannot write through a symbolic link in the project", async () => {
    const world = makeWorld();
    symlinkSync(world.victim, join(world.project, "link.txt"));
    symlinkSync(world.outside, join(world.project, "link-dir"));
    const run = await runSandboxed(
      world.policy(),
      "echo pwned > link.txt; echo pwned > link-dir/victim.txt; echo pwned > link-dir/new.txt",
      world.project,
    );
    expect(run.output).toContain("Read-only file system");
    expect(readFileSync(world.victim, "utf8")).toBe(VICTIM);
    expect(() => readFileSync(join(world.outside, "new.txt"))).toThrow();
  });

  it("cannot create a hard link to a file outside and write through it", async () => {
    const world = makeWorld();
    const run = await runSandboxed(
      world.policy(),
      `ln ${world.victim} hard.txt && echo pwned > hard.txt`,
      world.project,
    );
    expect(run.code).not.toBe(0);
    expect(readFileSync(world.victim, "utf8")).toBe(VICTIM);
  });

  it("cannot write through .. or /proc/self/root", async () => {
    const world = makeWorld();
    const run = await runSandboxed(
      world.policy(),
      `echo pwned > ../outside/victim.txt; echo pwned > /proc/self/root${world.victim}; echo pwned > /proc/1/root${world.victim}`,
      world.project,
    );
    expect(run.output).toContain("Read-only file system");
    expect(readFileSync(world.victim, "utf8")).toBe(VICTIM);
  });

  it("cannot reach a host process's folder through /proc/<pid>/cwd, nor its parent's", async () => {
    const world = makeWorld();
    const host = spawn("sleep", ["600"], { cwd: world.outside, stdio: "ignore" });
    children.push(host.pid as number);
    const run = await runSandboxed(
      world.policy(),
      `echo pwned > /proc/${host.pid}/cwd/victim.txt; echo pwned > /proc/$PPID/cwd/victim.txt; echo pwned > /proc/${process.pid}/cwd/x; ls /proc | grep -c '^[0-9]'`,
      world.project,
    );
    expect(readFileSync(world.victim, "utf8")).toBe(VICTIM);
    // A new PID namespace: only the sandbox's own few processes are visible.
    const visible = Number(run.output.trim().split("\n").pop());
    expect(visible).toBeLessThan(6);
  });

  it("cannot remount the root writable or mount anything", async () => {
    const world = makeWorld();
    const run = await runSandboxed(
      world.policy(),
      `mount -o remount,rw / ; mount --bind ${world.project} ${world.outside}; unshare -m true && echo unshared; echo pwned > ${world.victim}`,
      world.project,
    );
    expect(run.output).not.toContain("unshared");
    expect(readFileSync(world.victim, "utf8")).toBe(VICTIM);
  });

  it("in read-only mode cannot write the project but can write the temp folder", async () => {
    const world = makeWorld();
    const run = await runSandboxed(
      world.policy({ mode: "read-only" }),
      `echo changed > README.md; echo ok > ${world.tmp}/scratch && cat ${world.tmp}/scratch`,
      world.project,
    );
    expect(run.output).toContain("Read-only file system");
    expect(run.output).toContain("ok");
    expect(readFileSync(join(world.project, "README.md"), "utf8")).toBe("hello\n");
    expect(readFileSync(join(world.tmp, "scratch"), "utf8")).toBe("ok\n");
  });
});
