import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { ProcessRegistry } from "../process/process-registry.js";
import { alive, pidsFrom } from "../test-support/processes.js";
import { failedResult, textOf } from "../test-support/results.js";
import { useTempDirs } from "../test-support/temp-dir.js";
import { type BashToolOptions, createBashTool } from "./bash.js";
import { createPowerShellTool } from "./powershell.js";
import { resolveTimeout } from "./shell-timeout.js";

const tempDir = useTempDirs();
const registries: ProcessRegistry[] = [];
afterEach(async () => {
  for (const registry of registries.splice(0)) await registry.killAll();
});

function bashWith(options: BashToolOptions) {
  const dir = tempDir();
  const processes = new ProcessRegistry();
  registries.push(processes);
  const bash = createBashTool(dir, { processes, spillDir: dir, ...options });
  return { dir, bash };
}

describe("shell timeouts", () => {
  it("applies defaultTimeoutSeconds to a call that gives no timeout", async () => {
    const { dir, bash } = bashWith({ defaultTimeoutSeconds: 0.5 });
    const pidFile = join(dir, "pid");
    const { text, details } = await failedResult(
      bash.execute("call", { command: `echo $$ > ${pidFile}; sleep 100` }, undefined, undefined),
    );
    expect(text).toContain("Command timed out after 0.5 seconds; its process tree was killed.");
    expect(details).toMatchObject({ status: "timeout", timeoutSeconds: 0.5 });
    const [pid] = await pidsFrom(pidFile, 1);
    expect(alive(pid as number)).toBe(false);
  });

  it("lets a call's own timeout replace the default", async () => {
    const { bash } = bashWith({ defaultTimeoutSeconds: 0.2 });
    const result = await bash.execute("call", { command: "sleep 0.5; echo done", timeout: 30 }, undefined, undefined);
    expect(result.isError).toBeUndefined();
    expect(textOf(result)).toBe("done");
    expect(result.details).toMatchObject({ status: "exited", exitCode: 0, timeoutSeconds: 30 });
  });

  it("caps a call's timeout at maxTimeoutSeconds and says so", async () => {
    const { bash } = bashWith({ maxTimeoutSeconds: 0.5 });
    const { text, details } = await failedResult(
      bash.execute("call", { command: "sleep 100", timeout: 600 }, undefined, undefined),
    );
    expect(text).toContain(
      "[The requested timeout of 600 seconds is above the maximum of 0.5 seconds; the command ran with 0.5 seconds.]",
    );
    expect(text).toContain(
      "Command timed out after 0.5 seconds; its process tree was killed. That is the maximum timeout",
    );
    expect(details).toMatchObject({ status: "timeout", timeoutSeconds: 0.5 });
  });

  it("says so on a capped call that finishes in time too", async () => {
    const { bash } = bashWith({ maxTimeoutSeconds: 60 });
    const result = await bash.execute("call", { command: "echo ok", timeout: 3600 }, undefined, undefined);
    expect(result.isError).toBeUndefined();
    expect(textOf(result)).toBe(
      "ok\n\n[The requested timeout of 3600 seconds is above the maximum of 60 seconds; the command ran with 60 seconds.]",
    );
    expect(result.details?.timeoutSeconds).toBe(60);
  });

  it("gives a call without any timeout the maximum", async () => {
    const { bash } = bashWith({ maxTimeoutSeconds: 0.5 });
    const { details } = await failedResult(bash.execute("call", { command: "sleep 100" }, undefined, undefined));
    expect(details).toMatchObject({ status: "timeout", timeoutSeconds: 0.5 });
  });

  it("describes the configured timeouts to the model", () => {
    const { bash } = bashWith({ defaultTimeoutSeconds: 120, maxTimeoutSeconds: 600 });
    expect(bash.description).toContain(
      "Without `timeout`, a command gets 120 seconds. The longest timeout allowed is 600 seconds.",
    );
    expect(bashWith({}).bash.description).not.toContain("longest timeout");
  });

  it("rejects invalid timeout options when the tool is created, naming the option", () => {
    expect(() => createBashTool("/w", { defaultTimeoutSeconds: 0 })).toThrow(
      "Invalid bash option defaultTimeoutSeconds: 0. Give a positive number of seconds, or leave it out for no limit.",
    );
    expect(() => createBashTool("/w", { maxTimeoutSeconds: Number.NaN })).toThrow(
      "Invalid bash option maxTimeoutSeconds: NaN.",
    );
    expect(() => createPowerShellTool("/w", { defaultTimeoutSeconds: 600, maxTimeoutSeconds: 60 })).toThrow(
      "Invalid powershell options: defaultTimeoutSeconds (600) is above maxTimeoutSeconds (60). Lower the default or raise the maximum.",
    );
  });

  it("resolves the timeout: requested, else default, else maximum; never above the maximum", () => {
    expect(resolveTimeout(undefined, {})).toEqual({ seconds: undefined });
    expect(resolveTimeout(5, {})).toEqual({ seconds: 5 });
    expect(resolveTimeout(undefined, { defaultTimeoutSeconds: 30 })).toEqual({ seconds: 30 });
    expect(resolveTimeout(undefined, { maxTimeoutSeconds: 90 })).toEqual({ seconds: 90 });
    expect(resolveTimeout(10, { defaultTimeoutSeconds: 30, maxTimeoutSeconds: 90 })).toEqual({ seconds: 10 });
    expect(resolveTimeout(100, { maxTimeoutSeconds: 90 }).seconds).toBe(90);
  });
});
