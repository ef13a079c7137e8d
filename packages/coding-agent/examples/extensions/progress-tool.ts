// A custom tool that reports progress while it works: `count_lines` counts
// the lines of several files, one update per file, and stops when aborted.
import { readFile } from "node:fs/promises";
import { resolve } from "node:path";
import { Type } from "typebox";
import type { ExtensionAPI } from "../../src/index.js";

/** `details` of a `count_lines` result (and of its progress updates). */
export interface CountLinesDetails {
  done: number;
  total: number;
  counts: Record<string, number>;
}

export default function progressTool(pi: ExtensionAPI): void {
  pi.registerTool<{ paths: string[] }, CountLinesDetails>({
    name: "count_lines",
    label: "Count lines",
    description: "Count the lines of one or more files (paths relative to the working directory).",
    promptSnippet: "Count lines of files",
    parameters: Type.Object({ paths: Type.Array(Type.String(), { minItems: 1 }) }),
    async execute(_id, params, signal, onUpdate, ctx) {
      const counts: Record<string, number> = {};
      for (const [index, path] of params.paths.entries()) {
        if (signal?.aborted) {
          return {
            content: [{ type: "text", text: `Stopped after ${index} of ${params.paths.length} files.` }],
            details: { done: index, total: params.paths.length, counts },
            isError: true,
          };
        }
        const text = await readFile(resolve(ctx.cwd, path), "utf8");
        counts[path] = text === "" ? 0 : text.split("\n").length - (text.endsWith("\n") ? 1 : 0);
        onUpdate?.({
          content: [{ type: "text", text: `Counted ${index + 1} of ${params.paths.length} files…` }],
          details: { done: index + 1, total: params.paths.length, counts: { ...counts } },
        });
      }
      const lines = Object.entries(counts).map(([path, n]) => `${path}: ${n}`);
      return {
        content: [{ type: "text", text: lines.join("\n") }],
        details: { done: params.paths.length, total: params.paths.length, counts },
      };
    },
  });
}
