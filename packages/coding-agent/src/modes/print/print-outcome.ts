import type { AssistantMessage } from "@keel/ai";

/** What print mode writes and how the process exits, decided from the run's final assistant message. */
export interface PrintOutcome {
  /** The final answer's text for stdout (may be partial, see `exitCode`). */
  stdout: string;
  /** Lines for stderr: errors and warnings, each saying what happened and what to do. */
  stderr: string[];
  /** 0 only for a complete, non-empty answer (or a run a tool ended); 1 otherwise. */
  exitCode: 0 | 1;
}

/**
 * The pinned exit rules of print mode:
 * - `stop` with text → the text, exit 0; `stop` with no text → exit 1 with a
 *   warning (never exit 0 with an empty stdout);
 * - `length` → the partial text, a warning that the answer was cut off at the
 *   output-token limit, exit 1 — also when the server stopped far below
 *   `maxTokens`;
 * - `error` / `aborted` → the error on stderr, exit 1;
 * - `toolUse` (a tool ended the run with `terminate`) → the text, exit 0;
 * - no assistant message at all → exit 1.
 *
 * @param program - the name the stderr lines start with (another
 *   distribution passes its own, e.g. `"keel-review"`). Default `"keel"`.
 */
export function printOutcome(final: AssistantMessage | undefined, program = "keel"): PrintOutcome {
  if (final === undefined) {
    return { stdout: "", stderr: [`${program}: the run ended without an answer from the model.`], exitCode: 1 };
  }
  const text = final.content
    .filter((block) => block.type === "text")
    .map((block) => block.text)
    .join("");
  const stdout = text === "" || text.endsWith("\n") ? text : `${text}\n`;
  switch (final.stopReason) {
    case "stop":
      if (text.trim() === "") {
        return {
          stdout,
          stderr: [`${program}: the model finished without any text in its answer (--verbose shows what it did).`],
          exitCode: 1,
        };
      }
      return { stdout, stderr: [], exitCode: 0 };
    case "toolUse":
      return { stdout, stderr: [], exitCode: 0 };
    case "length":
      return {
        stdout,
        stderr: [
          `${program}: the answer was cut off at the output-token limit after ${final.usage.output} tokens; the text above is partial. Raise the model's maxTokens (models.json) or ask for a shorter answer.`,
        ],
        exitCode: 1,
      };
    case "error":
      return { stdout, stderr: [`${program}: ${final.errorMessage ?? "the model request failed."}`], exitCode: 1 };
    case "aborted":
      return {
        stdout,
        stderr: [`${program}: aborted${final.errorMessage ? `: ${final.errorMessage}` : "."}`],
        exitCode: 1,
      };
    default: {
      const unreachable: never = final.stopReason;
      return { stdout, stderr: [`${program}: unexpected stop reason ${String(unreachable)}`], exitCode: 1 };
    }
  }
}
