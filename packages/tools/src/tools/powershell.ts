import type { AgentTool } from "@keel/agent-core";
import { type Static, Type } from "typebox";
import { createLocalExecOps, findExecutableSync } from "../operations/local-exec.js";
import type { ProcessRegistry } from "../process/process-registry.js";
import { DEFAULT_MAX_BYTES, DEFAULT_MAX_LINES, formatSize } from "../truncate.js";
import { withCheckedArguments } from "./checked-arguments.js";
import { runShellCommand, type ShellDetails, type ShellInvocation, type ShellToolOptions } from "./shell-run.js";
import { checkTimeoutOptions, describeTimeouts } from "./shell-timeout.js";

/** Parameters of the `powershell` tool. */
export const powerShellParameters = Type.Object({
  command: Type.String({ description: "PowerShell command or script to run in the working directory." }),
  timeout: Type.Optional(
    Type.Number({
      description: "Timeout in seconds; the whole process tree is killed when it elapses.",
      exclusiveMinimum: 0,
    }),
  ),
});

/** Arguments of the `powershell` tool. */
export type PowerShellParams = Static<typeof powerShellParameters>;

/** Options of {@link createPowerShellTool}. */
export interface PowerShellToolOptions extends ShellToolOptions {
  /** PowerShell executable. Default: `pwsh` on PATH, else (on Windows) `powershell.exe`. */
  executable?: string;
  /** Tracks background children (used when `exec` is not given). */
  processes?: ProcessRegistry;
  /** The platform whose conventions apply. Default: `process.platform`. */
  platform?: NodeJS.Platform;
}

/** The PowerShell executable on this machine, or `undefined` when there is none. */
export function findPowerShell(platform: NodeJS.Platform = process.platform): string | undefined {
  return findExecutableSync("pwsh") ?? (platform === "win32" ? findExecutableSync("powershell.exe") : undefined);
}

/**
 * The script actually run: quiet progress, UTF-8 output, the optional
 * prefix, the command, and the exit code of a failing last native command
 * (or 1 for a failing cmdlet) propagated as the process exit code;
 * an earlier failure followed by a success exits 0, as in bash.
 */
export function buildPowerShellScript(command: string, commandPrefix?: string): string {
  return [
    "$ProgressPreference = 'SilentlyContinue'",
    "[Console]::OutputEncoding = [System.Text.Encoding]::UTF8",
    ...(commandPrefix ? [commandPrefix] : []),
    command,
    "if (-not $?) { if ($LASTEXITCODE) { exit $LASTEXITCODE } else { exit 1 } }",
  ].join("\n");
}

/**
 * The executable and arguments that run `command`: no logo, no profile,
 * non-interactive, and the script passed as `-EncodedCommand` (base64 of
 * UTF-16LE), so no quoting layer can mangle it.
 */
export function buildPowerShellInvocation(
  executable: string,
  command: string,
  options: { commandPrefix?: string; platform?: NodeJS.Platform } = {},
): ShellInvocation {
  const encoded = Buffer.from(buildPowerShellScript(command, options.commandPrefix), "utf16le").toString("base64");
  const policy = (options.platform ?? process.platform) === "win32" ? ["-ExecutionPolicy", "Bypass"] : [];
  return {
    file: executable,
    args: ["-NoLogo", "-NoProfile", "-NonInteractive", ...policy, "-EncodedCommand", encoded],
  };
}

/** The message given when PowerShell is missing. */
export const POWERSHELL_MISSING =
  "PowerShell is not available on this machine: neither pwsh nor powershell.exe is on PATH. Install PowerShell 7 (pwsh), or use the bash tool.";

/**
 * Creates the `powershell` tool: the same process machinery as `bash`
 * (process-tree kill, output tail, spill file, background tracking) with
 * `pwsh`, or `powershell.exe` on Windows. When PowerShell is missing, the
 * description says so and every call fails with {@link POWERSHELL_MISSING}.
 *
 * @example
 * const ps = createPowerShellTool(process.cwd());
 * await ps.execute("call-1", { command: "Get-ChildItem | Select-Object -First 5" }, undefined, undefined);
 */
export function createPowerShellTool(
  cwd: string,
  options: PowerShellToolOptions = {},
): AgentTool<PowerShellParams, ShellDetails> {
  checkTimeoutOptions("powershell", options);
  const exec = options.exec ?? createLocalExecOps(options.processes ? { processes: options.processes } : {});
  const platform = options.platform ?? process.platform;
  const executable = options.executable ?? (options.exec ? "pwsh" : findPowerShell(platform));
  return withCheckedArguments({
    name: "powershell",
    label: "PowerShell",
    description: [
      `Run a PowerShell command in ${cwd} and return its combined output.`,
      `Output longer than ${options.maxLines ?? DEFAULT_MAX_LINES} lines or ${formatSize(options.maxBytes ?? DEFAULT_MAX_BYTES)} keeps only its end; the full output is saved to a file whose path is given.`,
      "A failing command is reported as an error with its exit code and output. Use `timeout` (seconds) for commands that may hang.",
      ...(describeTimeouts(options) ? [describeTimeouts(options)] : []),
      ...(executable ? [] : [`(${POWERSHELL_MISSING})`]),
    ].join(" "),
    promptSnippet: "powershell: run PowerShell commands; returns the output tail",
    promptGuidelines: [
      "Prefer the read, edit and write tools over Get-Content and Set-Content for files.",
      "Commands do not read stdin; pass non-interactive flags (e.g. -Confirm:$false).",
    ],
    parameters: powerShellParameters,
    async execute(_toolCallId, params, signal, onUpdate) {
      if (!executable) throw new Error(POWERSHELL_MISSING);
      return runShellCommand(
        exec,
        {
          command: params.command,
          invocation: buildPowerShellInvocation(executable, params.command, {
            ...(options.commandPrefix ? { commandPrefix: options.commandPrefix } : {}),
            platform,
          }),
          cwd,
          ...(params.timeout !== undefined ? { timeoutSeconds: params.timeout } : {}),
          signal,
          onUpdate,
          label: "powershell",
        },
        options,
      );
    },
  });
}
