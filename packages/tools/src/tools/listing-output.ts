import { writeSpillFile } from "../process/spill-file.js";
import { type SpillOptions, spillFolderOf } from "../process/spill-folder.js";
import {
  DEFAULT_MAX_BYTES,
  DEFAULT_MAX_LINES,
  formatSize,
  summarizeTruncation,
  type TruncationSummary,
  truncateHead,
} from "../truncate.js";

/** Output cut to the shown limits: the text to show and, when it was cut, how and where the full text is. */
export interface LimitedOutput {
  text: string;
  /** How the text was cut (present only when it was). */
  truncation?: TruncationSummary;
  /** File holding the full text (present only when it was cut). */
  fullOutputPath?: string;
}

/**
 * Cuts listing output (grep, find, ls) to the shown limits, keeping its
 * start, and spills the full text to a file when it is cut.
 */
export function limitOutput(
  text: string,
  options: SpillOptions & { maxLines?: number; maxBytes?: number; prefix: string },
): LimitedOutput {
  const cut = truncateHead(text, {
    maxLines: options.maxLines ?? DEFAULT_MAX_LINES,
    maxBytes: options.maxBytes ?? DEFAULT_MAX_BYTES,
  });
  if (!cut.truncated) return { text };
  const fullOutputPath = writeSpillFile(text, { folder: spillFolderOf(options), prefix: options.prefix });
  const by = cut.truncatedBy === "lines" ? `${cut.maxLines} lines` : formatSize(cut.maxBytes);
  return {
    text: `${cut.content}\n\n[Output cut at ${by} (${cut.outputLines} of ${cut.totalLines} lines shown). Full output: ${fullOutputPath}]`,
    truncation: summarizeTruncation(cut),
    fullOutputPath,
  };
}
