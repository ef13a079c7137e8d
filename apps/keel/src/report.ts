import { type Diagnostic, formatDiagnostic, type UsageError } from "@keel/coding-agent";
import type { KeelIo } from "./io.js";

/** Writes diagnostics to stderr, one block each. */
export function reportDiagnostics(io: KeelIo, diagnostics: readonly Diagnostic[]): void {
  for (const diagnostic of diagnostics) io.stderr.write(`${formatDiagnostic(diagnostic)}\n`);
}

/** Writes a usage error and returns exit status 2. */
export function usageError(io: KeelIo, error: UsageError): 2 {
  io.stderr.write(`keel: ${error.message}\n${error.hint ? `  ${error.hint}\n` : ""}`);
  return 2;
}
