import type { Diagnostic } from "@keel/coding-agent";
import type { KeelIo } from "../io.js";
import { reportDiagnostics, usageError } from "../report.js";
import { readCommandLine } from "./command-line.js";

/** What one `keel <name> [list] [--json]` command lists, and how. */
export interface ListReportSpec<T> {
  /** The command's name, as typed after `keel`. */
  name: string;
  /** What `--help` prints; also the hint of a usage error. */
  usage: string;
  /** Builds the report; `diagnostics` go to stderr before it; `failed` makes the exit code 1. */
  read(): Promise<{ report: T; diagnostics: readonly Diagnostic[]; failed: boolean }>;
  /** The report as text (without `--json`). */
  format(report: T): string;
}

/**
 * Runs a listing command: `keel <name>`, `keel <name> list`, either with
 * `--json` (the report as indented JSON). Another word is a usage error
 * (exit 2); otherwise exit 0, or 1 when `read` says the list is incomplete.
 */
export async function listReportCommand<T>(
  argv: readonly string[],
  io: KeelIo,
  spec: ListReportSpec<T>,
): Promise<number> {
  const line = readCommandLine(io, argv, {
    flags: [{ name: "json", kind: "boolean", description: "Print the list as JSON" }],
    helpHint: `keel ${spec.name} --help`,
    usage: spec.usage,
  });
  if (!line.ok) return line.exitCode;
  const [verb = "list", ...rest] = line.positionals;
  if (verb !== "list" || rest.length > 0) {
    const message = `unknown ${spec.name} command "${line.positionals.join(" ")}"`;
    return usageError(io, { message, hint: spec.usage.trimEnd() });
  }
  const { report, diagnostics, failed } = await spec.read();
  reportDiagnostics(io, diagnostics);
  io.stdout.write(line.flags.json ? `${JSON.stringify(report, null, 2)}\n` : spec.format(report));
  return failed ? 1 : 0;
}
