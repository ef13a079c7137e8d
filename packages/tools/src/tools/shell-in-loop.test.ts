import { readFileSync } from "node:fs";
import { afterEach, describe, expect, it } from "vitest";
import { ProcessRegistry } from "../process/process-registry.js";
import { runCallsInLoop } from "../test-support/loop.js";
import { useTempDirs } from "../test-support/temp-dir.js";
import { createBashTool } from "./bash.js";
import type { ShellDetails } from "./shell-run.js";

const tempDir = useTempDirs();
const registries: ProcessRegistry[] = [];
afterEach(async () => {
  for (const registry of registries.splice(0)) await registry.killAll();
});

describe("bash through the agent loop", () => {
  it("a failing command ends with isError and its real details (exit code, full output, truncation, duration)", async () => {
    const dir = tempDir();
    const processes = new ProcessRegistry();
    registries.push(processes);
    const bash = createBashTool(dir, { processes, spillDir: dir });
    const { ends } = await runCallsInLoop(
      [bash],
      [
        { name: "bash", args: { command: "seq 1 3000; exit 2" } },
        { name: "bash", args: { command: "sleep 100", timeout: 0.5 } },
        { name: "bash", args: { command: "echo fine" } },
      ],
    );
    const [failed, timedOut, fine] = ends;
    expect(failed?.isError).toBe(true);
    const details = failed?.result.details as ShellDetails;
    expect(details).toMatchObject({ status: "exited", exitCode: 2, truncation: { truncated: true, totalLines: 3000 } });
    expect(details.durationMs).toBeTypeOf("number");
    expect(readFileSync(details.fullOutputPath as string, "utf8").split("\n")).toHaveLength(3001);
    expect(failed?.result.content).toEqual([
      { type: "text", text: expect.stringMatching(/\n\nCommand exited with code 2\.$/) },
    ]);

    expect(timedOut?.isError).toBe(true);
    expect(timedOut?.result.details).toMatchObject({ status: "timeout", exitCode: null, timeoutSeconds: 0.5 });

    expect(fine?.isError).toBe(false);
    expect(fine?.result.details).toMatchObject({ status: "exited", exitCode: 0 });
  });
});
