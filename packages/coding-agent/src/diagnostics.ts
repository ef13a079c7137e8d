/** How bad a reported problem is: `error` means something was skipped or refused; `warning` means it was worked around. */
export type DiagnosticSeverity = "error" | "warning" | "info";

/**
 * One problem reported to the user (on stderr in headless modes, in a panel
 * in a UI) instead of being thrown. Every part of the coding agent that reads
 * a file or an argument reports through this shape, so a front end prints
 * them all the same way (see {@link formatDiagnostic}).
 *
 * @example
 * const d: Diagnostic = {
 *   severity: "error", source: "/home/me/.keel/settings.json", line: 3, column: 12,
 *   path: "/retry/maxRetries", message: "must be integer", hint: "This file was skipped; fix it and run again.",
 * };
 */
export interface Diagnostic {
  severity: DiagnosticSeverity;
  /** Where the problem is: a file path, or a label such as `--tools` for a command-line argument. */
  source: string;
  /** 1-based line in `source`, when it is a file and the place is known. */
  line?: number;
  /** 1-based column in `source`, when it is a file and the place is known. */
  column?: number;
  /** JSON Pointer of the offending key inside the file (e.g. `/compaction/enabled`). */
  path?: string;
  /** What is wrong. */
  message: string;
  /** What to do about it. */
  hint?: string;
}

/**
 * One line (two with a hint) for a terminal: `file:line:col: error: /key: message`.
 *
 * @example
 * formatDiagnostic({ severity: "warning", source: "--tools", message: "unknown tool \"reed\"" });
 * // "--tools: warning: unknown tool \"reed\""
 */
export function formatDiagnostic(diagnostic: Diagnostic): string {
  let where = diagnostic.source;
  if (diagnostic.line !== undefined) {
    where += `:${diagnostic.line}`;
    if (diagnostic.column !== undefined) where += `:${diagnostic.column}`;
  }
  const key = diagnostic.path !== undefined && diagnostic.path !== "" ? `${diagnostic.path}: ` : "";
  const head = `${where}: ${diagnostic.severity}: ${key}${diagnostic.message}`;
  return diagnostic.hint === undefined ? head : `${head}\n  ${diagnostic.hint}`;
}

/** Whether any diagnostic in the list is an error. */
export function hasErrors(diagnostics: readonly Diagnostic[]): boolean {
  return diagnostics.some((d) => d.severity === "error");
}
