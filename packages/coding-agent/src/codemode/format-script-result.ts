import type { ScriptResult } from "./run-script.js";

/**
 * The text a script's result starts from: `Script completed` or `Script
 * failed`, the wall time, then the output — text items (from `text()` and
 * `return`) in order, each headed `==> text N/M <==` when there are
 * several, then the console lines in one `<console_output>` block, and for
 * a failure `Script error:` with the reason.
 */
export function formatScriptResult(result: ScriptResult): string {
  const seconds = (result.wallMs / 1000).toFixed(2);
  const head = result.ok ? `Script completed in ${seconds} s` : `Script failed after ${seconds} s`;
  const texts = result.output.filter((item) => item.kind === "text").map((item) => item.text);
  const consoleLines = result.output.filter((item) => item.kind === "console").map((item) => item.text);
  const parts = [head];
  if (texts.length === 1) parts.push(texts[0] as string);
  else parts.push(...texts.map((text, i) => `==> text ${i + 1}/${texts.length} <==\n${text}`));
  if (consoleLines.length > 0) parts.push(`<console_output>\n${consoleLines.join("\n")}\n</console_output>`);
  if (!result.ok) parts.push(`Script error: ${result.error}`);
  if (result.ok && texts.length === 0 && consoleLines.length === 0) parts.push("(no output)");
  return parts.join("\n");
}
