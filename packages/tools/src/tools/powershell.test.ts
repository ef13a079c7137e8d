import { chmodSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { ExecOps, ExecRequest } from "../operations/exec-ops.js";
import { errorOf, failedResult, textOf } from "../test-support/results.js";
import { useTempDirs } from "../test-support/temp-dir.js";
import {
  buildPowerShellInvocation,
  buildPowerShellScript,
  createPowerShellTool,
  findPowerShell,
  POWERSHELL_MISSING,
} from "./powershell.js";

const tempDir = useTempDirs();
const pwsh = findPowerShell();

function decode(args: string[]): string {
  const encoded = args[args.indexOf("-EncodedCommand") + 1] as string;
  return Buffer.from(encoded, "base64").toString("utf16le");
}

/** Exec operations that record the request and answer with a scripted outcome. */
function recordingExec(output: string, exitCode = 0): { exec: ExecOps; requests: ExecRequest[] } {
  const requests: ExecRequest[] = [];
  return {
    requests,
    exec: {
      findExecutable: async () => undefined,
      run: async (request) => {
        requests.push(request);
        request.onData(new TextEncoder().encode(output), "stdout");
        return { exitCode, signal: null, timedOut: false, aborted: false };
      },
    },
  };
}

describe("powershell command construction", () => {
  it("runs pwsh without logo, profile or prompts, the script base64-encoded as UTF-16LE", () => {
    const invocation = buildPowerShellInvocation("pwsh", "Get-ChildItem | Select-Object -First 2 # 'quotes' \"too\"", {
      platform: "linux",
    });
    expect(invocation.file).toBe("pwsh");
    expect(invocation.args.slice(0, 4)).toEqual(["-NoLogo", "-NoProfile", "-NonInteractive", "-EncodedCommand"]);
    const script = decode(invocation.args);
    expect(script).toContain("Get-ChildItem | Select-Object -First 2 # 'quotes' \"too\"");
    expect(script).toBe(buildPowerShellScript("Get-ChildItem | Select-Object -First 2 # 'quotes' \"too\""));
  });

  it("bypasses the execution policy on Windows only", () => {
    expect(buildPowerShellInvocation("powershell.exe", "dir", { platform: "win32" }).args).toContain("Bypass");
    expect(buildPowerShellInvocation("pwsh", "dir", { platform: "darwin" }).args).not.toContain("Bypass");
  });

  it("puts the prefix before the command and propagates a failing exit code", () => {
    const script = buildPowerShellScript("git status", "Set-StrictMode -Version Latest");
    const lines = script.split("\n");
    expect(lines.indexOf("Set-StrictMode -Version Latest")).toBeLessThan(lines.indexOf("git status"));
    expect(lines.at(-1)).toBe("if (-not $?) { if ($LASTEXITCODE) { exit $LASTEXITCODE } else { exit 1 } }");
  });

  it("runs through the shared shell machinery (exec operations, cwd, errors with exit code)", async () => {
    const dir = tempDir();
    const ok = recordingExec("hello\n");
    const tool = createPowerShellTool(dir, { exec: ok.exec, executable: "pwsh" });
    expect(textOf(await tool.execute("call", { command: "Write-Output hello" }, undefined, undefined))).toBe("hello");
    expect(ok.requests[0]).toMatchObject({ file: "pwsh", cwd: dir });
    expect(decode(ok.requests[0]?.args ?? [])).toContain("Write-Output hello");

    const failing = recordingExec("boom\n", 7);
    const broken = createPowerShellTool(dir, { exec: failing.exec, executable: "pwsh" });
    const failed = await failedResult(broken.execute("call", { command: "exit 7" }, undefined, undefined));
    expect(failed.text).toBe("boom\n\nCommand exited with code 7.");
    expect(failed.details).toMatchObject({ status: "exited", exitCode: 7 });
  });

  it("keeps the real details of a failing process (exit code, full output) in an error result", async () => {
    const dir = tempDir();
    // A stand-in executable that prints 3,000 lines whatever script it gets, then fails.
    const fake = join(dir, "fake-pwsh");
    writeFileSync(fake, "#!/bin/sh\nseq 1 3000\nexit 5\n");
    chmodSync(fake, 0o755);
    const tool = createPowerShellTool(dir, { executable: fake, spillDir: dir });
    const { text, details } = await failedResult(tool.execute("call", { command: "dir" }, undefined, undefined));
    expect(details).toMatchObject({ status: "exited", exitCode: 5, truncation: { truncated: true, totalLines: 3000 } });
    expect(details?.fullOutputPath).toBeDefined();
    expect(text.endsWith("\n\nCommand exited with code 5.")).toBe(true);
  });

  it("says clearly, when created and when called, that PowerShell is missing", async () => {
    const tool = createPowerShellTool(tempDir(), { executable: "" });
    expect(tool.description).toContain(POWERSHELL_MISSING);
    expect(await errorOf(tool.execute("call", { command: "dir" }, undefined, undefined))).toBe(POWERSHELL_MISSING);
  });
});

describe("powershell integration (needs pwsh on PATH)", () => {
  it.skipIf(!pwsh)("runs a command and returns its output", async () => {
    const tool = createPowerShellTool(tempDir());
    const result = await tool.execute("call", { command: "Write-Output ('a' + 'b')" }, undefined, undefined);
    expect(textOf(result).trim()).toBe("ab");
  });

  it.skipIf(!pwsh)("reports a failing native command with its exit code", async () => {
    const tool = createPowerShellTool(tempDir());
    const { text, details } = await failedResult(
      tool.execute("call", { command: "bash -c 'exit 4'" }, undefined, undefined),
    );
    expect(text).toContain("exited with code 4");
    expect(details?.exitCode).toBe(4);
  });

  it.skipIf(!pwsh)("kills the process on timeout", async () => {
    const tool = createPowerShellTool(tempDir());
    const { text, details } = await failedResult(
      tool.execute("call", { command: "Start-Sleep 100", timeout: 1 }, undefined, undefined),
    );
    expect(text).toContain("timed out after 1 second;");
    expect(details?.status).toBe("timeout");
  });
});
