import { wrapLine } from "./text-layout.js";
import type { Theme } from "./theme.js";

/** A unified diff as coloured lines: additions green, removals red, hunk headers cyan. */
export function diffLines(diff: string, theme: Theme, width: number): string[] {
  return diff
    .replace(/\n$/, "")
    .split("\n")
    .flatMap((line) => {
      const paint =
        line.startsWith("+++") || line.startsWith("---")
          ? theme.bold
          : line.startsWith("+")
            ? theme.diffAdded
            : line.startsWith("-")
              ? theme.diffRemoved
              : line.startsWith("@@")
                ? theme.diffHunk
                : theme.muted;
      return wrapLine(line, width).map((part) => paint(part));
    });
}
