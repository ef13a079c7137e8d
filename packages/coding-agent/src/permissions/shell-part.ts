/** One thing a bash command does that a rule must allow. */
export type ShellPart =
  /** A simple command (also each command a wrapper runs), its words with quotes removed. */
  | { kind: "command"; words: string[] }
  /** A redirection that writes this file (as written; relative to the working folder). */
  | { kind: "write"; path: string }
  /** A redirection that reads this file. */
  | { kind: "read"; path: string }
  /**
   * Something the checker cannot see through: the call asks, whatever the
   * rules say. `redirect` marks a redirection to a file only known at run
   * time (a rule that allows every call may allow it).
   */
  | { kind: "opaque"; reason: string; text: string; redirect?: "read" | "write" };

/** Every part of a bash command, in source order. */
export interface ShellAnalysis {
  parts: ShellPart[];
}
