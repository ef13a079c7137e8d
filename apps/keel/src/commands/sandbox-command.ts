import { runSandboxCheck } from "@keel/coding-agent/internal";
import type { KeelIo } from "../io.js";
import { usageError } from "../report.js";
import { readCommandLine } from "./command-line.js";

const USAGE = `Usage: keel sandbox check [--json]   show whether shell commands can run in the OS sandbox here (exit 0: yes, 1: no)
`;

/** `keel sandbox check [--json]`: what of the OS sandbox works on this machine (docs/sandbox.md). */
export async function sandboxCommand(argv: readonly string[], io: KeelIo): Promise<number> {
  const line = readCommandLine(io, argv, {
    flags: [{ name: "json", kind: "boolean", description: "Print the report as JSON" }],
    helpHint: "keel sandbox --help",
    usage: USAGE,
  });
  if (!line.ok) return line.exitCode;
  const { flags, positionals } = line;
  const [action, ...extra] = positionals;
  if (action !== "check" || extra.length > 0) {
    return usageError(io, {
      message:
        action === undefined
          ? "keel sandbox needs a command"
          : `unknown keel sandbox command "${[action, ...extra].join(" ")}"`,
      hint: USAGE.trim(),
    });
  }
  return runSandboxCheck({ cwd: io.cwd, json: flags.json === true, stdout: io.stdout });
}
