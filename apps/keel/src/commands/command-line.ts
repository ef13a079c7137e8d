import { type FlagSpec, type ParsedArgs, parseArgs } from "@keel/coding-agent";
import type { KeelIo } from "../io.js";
import { usageError } from "../report.js";

/** `-h/--help`, which every `keel <command>` takes after its own flags. */
const HELP_FLAG: FlagSpec = { name: "help", short: ["h"], kind: "boolean", description: "Show help" };

/** How to read one `keel <command>`'s arguments. */
export interface CommandLineSpec {
  /** The command's own flags (`--help` is added). */
  flags: readonly FlagSpec[];
  /** Where a usage error points, e.g. `keel hooks --help`. */
  helpHint: string;
  /** What `--help` prints on stdout. */
  usage: string;
}

/** A command line read: its flags and words, or the exit code when it was `--help` (0) or bad usage (2). */
export type CommandLine =
  | { ok: true; flags: ParsedArgs["flags"]; positionals: string[] }
  | { ok: false; exitCode: 0 | 2 };

/**
 * Reads the arguments of a `keel <command>`: a bad flag is reported on
 * stderr (exit 2, pointing at `helpHint`); `--help` prints `usage` (exit 0).
 */
export function readCommandLine(io: KeelIo, argv: readonly string[], spec: CommandLineSpec): CommandLine {
  const parsed = parseArgs(argv, [...spec.flags, HELP_FLAG], spec.helpHint);
  if (!parsed.ok) return { ok: false, exitCode: usageError(io, parsed.error) };
  const { flags, positionals } = parsed.args;
  if (flags.help) {
    io.stdout.write(spec.usage);
    return { ok: false, exitCode: 0 };
  }
  return { ok: true, flags, positionals };
}
