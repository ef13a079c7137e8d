import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import type { ExecOps } from "../operations/exec-ops.js";
import { createLocalExecOps } from "../operations/local-exec.js";
import { ProcessRegistry } from "../process/process-registry.js";
import { alive, measurePeakMemory, pidsFrom, waitFor } from "../test-support/processes.js";
import { errorOf, failedResult, textOf } from "../test-support/results.js";
import { useTempDirs } from "../test-support/temp-dir.js";
import { type BashToolOptions, buildBashInvocation, createBashTool, resolveBashShell } from "./bash.js";

const tempDir = useTempDirs();
const registries: ProcessRegistry[] = [];
afterEach(async () => {
  for (const registry of registries.splice(0)) await registry.killAll();
});

function setup(options: BashToolOptions = {}) {
  const dir = tempDir();
  const processes = new ProcessRegistry();
  registries.push(processes);
  const bash = createBashTool(dir, { processes, spillDir: dir, ...options });
  const run = (command: string, signal?: AbortSignal, timeout?: number) =>
    bash.execute("call", { command, ...(timeout !== undefined ? { timeout } : {}) }, signal, undefined);
  return { dir, processes, bash, run };
}

const sha256 = (data: Buffer) => createHash("sha256").update(data).digest("hex");

describe("bash", () => {
  it("returns combined stdout and stderr", async () => {
    const { run } = setup();
    const result = await run("echo out; echo err >&2");
    expect(textOf(result)).toContain("out");
    expect(textOf(result)).toContain("err");
    expect(result.details?.exitCode).toBe(0);
  });

  it("runs in the tool's working directory", async () => {
    const { run, dir } = setup();
    expect(textOf(await run("pwd")).trim()).toBe(dir);
  });

  it("fails a non-zero exit as an error result with the output tail, the exit code and its details", async () => {
    const { run } = setup();
    const { text, details } = await failedResult(run("echo building; echo 'error: bad thing' >&2; exit 3"));
    expect(text).toBe("building\nerror: bad thing\n\nCommand exited with code 3.");
    expect(details).toMatchObject({ command: expect.stringContaining("exit 3"), status: "exited", exitCode: 3 });
    expect(details?.durationMs).toBeTypeOf("number");
    expect(details?.fullOutputPath).toBeUndefined();
  });

  it("keeps the full-output file and truncation of a failing command whose output was cut", async () => {
    const { run } = setup();
    const { text, details } = await failedResult(run("seq 1 5000; echo 'FAILED: 1 test' >&2; exit 1"));
    expect(details).toMatchObject({ status: "exited", exitCode: 1, truncation: { truncated: true, totalLines: 5001 } });
    const fullOutputPath = details?.fullOutputPath as string;
    expect(readFileSync(fullOutputPath, "utf8")).toBe(
      `${Array.from({ length: 5000 }, (_, i) => i + 1).join("\n")}\nFAILED: 1 test\n`,
    );
    expect(text).toContain(`Full output: ${fullOutputPath}]\n\nCommand exited with code 1.`);
  });

  it("reports a command killed by a signal with the signal in its details", async () => {
    const { run } = setup();
    const { text, details } = await failedResult(run("echo before; kill -9 $$"));
    expect(text).toBe("before\n\nCommand was killed by SIGKILL.");
    expect(details).toMatchObject({ status: "signal", exitCode: null, signal: "SIGKILL" });
  });

  it("says (no output) for a silent command", async () => {
    const { run } = setup();
    expect(textOf(await run("true"))).toBe("(no output)");
  });

  it("returns promptly when the command leaves a background process, then kills it on abort", async () => {
    const { run, dir } = setup();
    const controller = new AbortController();
    const started = Date.now();
    const result = await run(`sleep 100 & echo $! > ${join(dir, "pid")}; echo started`, controller.signal);
    expect(Date.now() - started).toBeLessThan(3000);
    expect(textOf(result)).toContain("started");
    expect(textOf(result)).toContain("Background processes are still running");
    const [sleeper] = await pidsFrom(join(dir, "pid"), 1);
    expect(alive(sleeper as number)).toBe(true);
    controller.abort();
    await waitFor(() => !alive(sleeper as number), 5000, "the background sleeper to die");
  });

  it("kills background processes at disposal (killAll)", async () => {
    const { run, dir, processes } = setup();
    const result = await run(`(sleep 100 & echo $! > ${join(dir, "pid")}) ; echo ok`);
    expect(result.details?.backgroundGroup).toBeTypeOf("number");
    const [sleeper] = await pidsFrom(join(dir, "pid"), 1);
    expect(processes.list()).toEqual([result.details?.backgroundGroup]);
    await processes.killAll();
    expect(alive(sleeper as number)).toBe(false);
    expect(processes.list()).toEqual([]);
  });

  it("does not hang when a background child holds the output pipe open", async () => {
    const { run } = setup();
    const started = Date.now();
    // The subshell inherits stdout and keeps it open for 100 s.
    await run("(sleep 100; echo late) & echo now");
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it("kills the whole process tree on abort mid-command", async () => {
    const { run, dir } = setup();
    const pidFile = join(dir, "pids");
    const controller = new AbortController();
    const command = [
      `echo $$ >> ${pidFile}`,
      `bash -c 'sleep 100 & echo $! >> ${pidFile}; sleep 100 & echo $! >> ${pidFile}; wait' &`,
      `sleep 100 & echo $! >> ${pidFile}`,
      "wait",
    ].join("\n");
    const pending = run(command, controller.signal);
    const pids = await pidsFrom(pidFile, 4);
    expect(pids.every(alive)).toBe(true);
    controller.abort();
    const { text, details } = await failedResult(pending);
    expect(text.endsWith("\n\nCommand aborted; its process tree was killed.")).toBe(true);
    expect(details).toMatchObject({ status: "aborted", exitCode: null });
    for (const pid of pids) expect(alive(pid), `pid ${pid}`).toBe(false);
  });

  it("times out, says so, and kills the tree", async () => {
    const { run, dir } = setup();
    const pidFile = join(dir, "pids");
    const { text, details } = await failedResult(
      run(`sleep 100 & echo $! >> ${pidFile}; echo $$ >> ${pidFile}; wait`, undefined, 0.5),
    );
    expect(text).toContain("Command timed out after 0.5 seconds; its process tree was killed.");
    expect(details).toMatchObject({ status: "timeout", exitCode: null, timeoutSeconds: 0.5 });
    for (const pid of await pidsFrom(pidFile, 2)) expect(alive(pid)).toBe(false);
  });

  it("SIGKILLs a tree that ignores SIGTERM after the grace period", async () => {
    const dir = tempDir();
    const processes = new ProcessRegistry();
    registries.push(processes);
    const bash = createBashTool(dir, { exec: createLocalExecOps({ processes, killGraceMs: 200 }) });
    const pidFile = join(dir, "pids");
    const controller = new AbortController();
    const pending = bash.execute(
      "call",
      {
        command: `trap '' TERM; echo $$ >> ${pidFile}; bash -c "trap '' TERM; sleep 100" & echo $! >> ${pidFile}; wait`,
      },
      controller.signal,
      undefined,
    );
    const pids = await pidsFrom(pidFile, 2);
    controller.abort();
    expect((await failedResult(pending)).details?.status).toBe("aborted");
    for (const pid of pids) expect(alive(pid)).toBe(false);
  });

  it("keeps the tail of 20 MB of output with bounded memory and writes the full log to disk, byte-identical", async () => {
    const { run, dir } = setup();
    // The same command is run twice: once redirected to a file, as the reference.
    const command = "seq 1 2700000";
    await run(`(${command}) > ${join(dir, "reference.log")}`);
    const reference = readFileSync(join(dir, "reference.log"));
    expect(reference.length).toBeGreaterThan(20_000_000);

    const { result, peakGrowth } = await measurePeakMemory(() => run(command));
    const text = textOf(result);
    expect(text.startsWith("2698001\n")).toBe(true);
    expect(text).toContain("2699999\n2700000\n\n[Showing lines 2698001-2700000 of 2700000 (15.6 KB of 19.5 MB");
    expect(text.endsWith(`Full output: ${result.details?.fullOutputPath}]`)).toBe(true);
    const details = result.details;
    expect(details?.truncation?.totalBytes).toBe(reference.length);
    expect(details?.fullOutputPath).toBeDefined();
    const spilled = readFileSync(details?.fullOutputPath as string);
    expect(spilled.length).toBe(reference.length);
    expect(sha256(spilled)).toBe(sha256(reference));
    // Holding the output as buffers plus a string would take over 40 MB; the bounded tail and spill
    // file take a few MB (the rest is GC and stream jitter, which does not grow with the output).
    expect(peakGrowth).toBeLessThan(32 * 1024 * 1024);
  }, 60_000);

  it("keeps memory bounded independently of the output size (55 MB)", async () => {
    const { run } = setup();
    const { result, peakGrowth } = await measurePeakMemory(() => run("seq 1 7000000"));
    expect(result.details?.truncation?.totalBytes).toBeGreaterThan(50_000_000);
    expect(peakGrowth).toBeLessThan(32 * 1024 * 1024);
  }, 60_000);

  it("cuts a huge single line to its end, at a character boundary", async () => {
    const { run } = setup();
    // 100,000 two-byte characters on one line: 200 KB, over the 50 KB limit.
    const result = await run("head -c 100000 /dev/zero | tr '\\0' 'x' | sed 's/x/é/g'");
    const text = textOf(result);
    const [shown] = text.split("\n\n[");
    expect(shown).toMatch(/^é+$/);
    expect(Buffer.byteLength(shown as string)).toBeLessThanOrEqual(50 * 1024);
    expect(text).toContain("[Showing the last 50.0 KB of line 1 (195.3 KB of output in total).");
    expect(result.details?.fullOutputPath).toBeDefined();
  });

  it("spills output that fits in bytes but not once decoded (invalid UTF-8), and counts raw bytes", async () => {
    const { run } = setup();
    // 30,000 bytes of 0xFF: under 50 KB raw, 88 KB once each byte becomes U+FFFD.
    const result = await run("head -c 30000 /dev/zero | tr '\\0' '\\377'");
    expect(result.details?.truncation).toMatchObject({ truncated: true, truncatedBy: "bytes", totalBytes: 30_000 });
    const fullOutputPath = result.details?.fullOutputPath as string;
    expect(readFileSync(fullOutputPath)).toEqual(Buffer.alloc(30_000, 0xff));
    expect(textOf(result)).toContain(`(29.3 KB of output in total). Full output: ${fullOutputPath}]`);
  });

  it("passes invalid UTF-8 and binary output through without failing", async () => {
    const { run } = setup();
    const result = await run("printf 'ok \\377\\376 \\000 done\\n'");
    expect(textOf(result)).toContain("ok");
    expect(textOf(result)).toContain("done");
  });

  it("streams throttled progress to onUpdate", async () => {
    const dir = tempDir();
    const bash = createBashTool(dir, { updateIntervalMs: 50 });
    const updates: string[] = [];
    await bash.execute(
      "call",
      { command: "for i in 1 2 3 4 5 6; do echo tick $i; sleep 0.1; done" },
      undefined,
      (partial) => updates.push(textOf(partial)),
    );
    expect(updates.length).toBeGreaterThanOrEqual(2);
    expect(updates.length).toBeLessThan(30);
    expect(updates.at(-1)).toContain("tick");
  });

  it("applies the shell, command prefix and environment options", async () => {
    const { run } = setup({
      shellPath: "/bin/sh",
      commandPrefix: "GREETING=hello",
      env: { KEEL_TEST_VAR: "from-env" },
    });
    const result = await run('echo "$GREETING $KEEL_TEST_VAR"');
    expect(textOf(result).trim()).toBe("hello from-env");
  });

  it("picks shellPath, else bash on PATH, else sh, and says clearly when there is neither", async () => {
    const execWith = (found: Record<string, string>): ExecOps => ({
      run: async () => ({ exitCode: 0, signal: null, timedOut: false, aborted: false }),
      findExecutable: async (name) => found[name],
    });
    const both = execWith({ bash: "/usr/bin/bash", sh: "/bin/sh" });
    expect(await resolveBashShell(both, "/opt/zsh")).toBe("/opt/zsh");
    expect(await resolveBashShell(both)).toBe("/usr/bin/bash");
    expect(await resolveBashShell(execWith({ sh: "/bin/sh" }))).toBe("/bin/sh");
    await expect(resolveBashShell(execWith({}))).rejects.toThrow(
      "No shell found: neither bash nor sh is on PATH. Install bash, or set the shellPath option.",
    );
  });

  it("builds `<shell> -c <prefix>\\n<command>`", () => {
    expect(buildBashInvocation("/bin/bash", "ls", "set -e")).toEqual({ file: "/bin/bash", args: ["-c", "set -e\nls"] });
    expect(buildBashInvocation("/bin/sh", "ls")).toEqual({ file: "/bin/sh", args: ["-c", "ls"] });
  });

  it("says clearly when the working directory does not exist", async () => {
    const dir = tempDir();
    const bash = createBashTool(join(dir, "missing"));
    const message = await errorOf(bash.execute("call", { command: "ls" }, undefined, undefined));
    expect(message).toMatch(/working directory does not exist/);
  });

  it("reports an already-aborted signal without running the command", async () => {
    const { run, dir } = setup();
    const controller = new AbortController();
    controller.abort();
    expect((await failedResult(run(`touch ${join(dir, "ran")}`, controller.signal))).text).toBe(
      "(no output)\n\nCommand aborted; its process tree was killed.",
    );
    expect(() => readFileSync(join(dir, "ran"))).toThrow();
  });

  it("writes no spill file when the output fits", async () => {
    const { run, dir } = setup();
    writeFileSync(join(dir, "marker"), "");
    const result = await run("seq 1 100");
    expect(result.details?.fullOutputPath).toBeUndefined();
  });
});
