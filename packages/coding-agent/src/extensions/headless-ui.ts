import type { ExtensionUI, NotifyLevel } from "./extension-api.js";

/** Where headless notifications go: anything with `write` (stderr, a test buffer). */
export interface TextSink {
  write(text: string): unknown;
}

/**
 * The UI of the headless modes (`print`, `json`): nobody is there to
 * answer, so `confirm` says no, `select` and `input` give nothing, and
 * `notify` writes one line to `stderr`.
 */
export function createHeadlessUI(stderr: TextSink): ExtensionUI {
  return {
    select: async () => undefined,
    confirm: async () => false,
    input: async () => undefined,
    notify(message: string, level: NotifyLevel = "info") {
      const prefix = level === "info" ? "" : `${level}: `;
      stderr.write(`${prefix}${message}\n`);
    },
  };
}
