import { type CreateAgentSessionOptions, type Diagnostic, keelFlags, type UsageError } from "@keel/coding-agent";
import { readExtensionFlags } from "@keel/coding-agent/internal";
import type { KeelIo } from "./io.js";
import { reportDiagnostics, usageError } from "./report.js";

/** What the command line gives once the extensions' flags (`registerFlag`) are read. */
export interface ExtensionFlagReader {
  /** Pass as `createAgentSession`'s (or the runtime's) `extensionFlags`. */
  read: NonNullable<CreateAgentSessionOptions["extensionFlags"]>;
  /** The prompt words once the extension flags took their values (until then, the first reading's). */
  positionals(): string[];
  /**
   * When the reading failed (an unknown or malformed flag): reports the
   * session's other diagnostics and the usage error like every other
   * (`keel: unknown option …`) and returns exit code 2; else `undefined`.
   */
  reportFailure(diagnostics: readonly Diagnostic[]): 2 | undefined;
}

/**
 * Reads keel's command line a second time for each session the command
 * opens, with the flags its extensions registered; warns once about an
 * extension flag named like a built-in option.
 */
export function extensionFlagReader(
  argv: readonly string[],
  io: KeelIo,
  first: readonly string[],
): ExtensionFlagReader {
  let positionals = [...first];
  let failure: UsageError | undefined;
  const warned = new Set<string>();
  return {
    read: (flags) => {
      const read = readExtensionFlags(argv, keelFlags, flags, "keel --help");
      if (!read.ok) {
        failure = read.error;
        return read;
      }
      failure = undefined;
      positionals = read.positionals;
      for (const flag of read.shadowed) {
        if (warned.has(flag.name)) continue;
        warned.add(flag.name);
        reportDiagnostics(io, [
          {
            severity: "warning",
            source: flag.extensionPath,
            message: `flag "--${flag.name}" is a built-in keel option; the extension's flag is ignored`,
          },
        ]);
      }
      return read;
    },
    positionals: () => positionals,
    reportFailure: (diagnostics) => {
      if (failure === undefined) return undefined;
      const message = failure.message;
      reportDiagnostics(
        io,
        // Only problems: notes about a run (the sandbox in force) do not apply to one that never starts.
        diagnostics.filter((d) => d.severity !== "info" && !(d.source === "keel" && d.message === message)),
      );
      return usageError(io, failure);
    },
  };
}
