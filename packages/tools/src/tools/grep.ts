import type { AgentTool } from "@keel/agent-core";
import { type Static, Type } from "typebox";
import { resolveToolPath } from "../paths.js";
import { spillFolderOf } from "../process/spill-folder.js";
import { formatGrepLines, GREP_MAX_LINE_CHARS, GrepCollector, type GrepQuery } from "../search/grep-results.js";
import type { TruncationSummary } from "../truncate.js";
import { withCheckedArguments } from "./checked-arguments.js";
import { limitOutput } from "./listing-output.js";
import { findSearchProgram, type SearchToolOptions, searchOperations, statSearchRoot } from "./search-engine.js";

/** Default number of matching lines returned by `grep`. */
export const DEFAULT_GREP_LIMIT = 100;

/** Parameters of the `grep` tool. */
export const grepParameters = Type.Object({
  pattern: Type.String({ description: "Regular expression to search for (or plain text with literal: true)." }),
  path: Type.Optional(Type.String({ description: "File or folder to search. Default: the working directory." })),
  glob: Type.Optional(
    Type.String({
      description: "Only search files matching this glob, e.g. '*.ts' (by name) or 'src/**/*.ts' (by path).",
    }),
  ),
  ignoreCase: Type.Optional(Type.Boolean({ description: "Case-insensitive search. Default false." })),
  literal: Type.Optional(Type.Boolean({ description: "Treat pattern as plain text, not a regex. Default false." })),
  context: Type.Optional(
    Type.Integer({ description: "Lines of context before and after each match. Default 0.", minimum: 0 }),
  ),
  limit: Type.Optional(
    Type.Integer({ description: `Most matching lines returned. Default ${DEFAULT_GREP_LIMIT}.`, minimum: 1 }),
  ),
});

/** Arguments of the `grep` tool. */
export type GrepParams = Static<typeof grepParameters>;

/** `details` of a `grep` result. */
export interface GrepDetails {
  /** Matching lines returned. */
  matchCount: number;
  /** More matches exist beyond `limit`. */
  limitReached: boolean;
  /** Which engine ran. */
  engine: "ripgrep" | "builtin";
  /** Some lines were cut at 500 characters. */
  linesCut: boolean;
  /** How the output shown was cut at 2,000 lines / 50 KB, when it was. */
  truncation?: TruncationSummary;
  /** File with the full output, when the output shown was cut. */
  fullOutputPath?: string;
}

/** Options of {@link createGrepTool}. The external program is ripgrep (`rg` on PATH). */
export interface GrepToolOptions extends SearchToolOptions {}

/**
 * Creates the `grep` tool: searches file contents with ripgrep when it is
 * on PATH, else with a built-in engine that gives the same output
 * (`.gitignore` honoured, hidden files included, binary files skipped).
 *
 * @example
 * const grep = createGrepTool(process.cwd());
 * await grep.execute("call-1", { pattern: "TODO", glob: "*.ts", context: 1 }, undefined, undefined);
 */
export function createGrepTool(cwd: string, options: GrepToolOptions = {}): AgentTool<GrepParams, GrepDetails> {
  // The set's full-output files stay readable with allowedRoots: truncation never discards data.
  // Read at each call: a folder may be located only once its owner knows where (SpillFolderOptions.locate).
  const spill = spillFolderOf(options);
  const { fs, exec, sameMachine } = searchOperations(options);
  let program: Promise<string | undefined> | undefined;
  return withCheckedArguments({
    name: "grep",
    label: "Grep",
    description: [
      "Search file contents for a regular expression (or plain text with literal: true).",
      "Results are `path:line: text`, sorted by path; context lines are `path-line- text`.",
      `Respects .gitignore; includes hidden files; skips binary files. At most ${DEFAULT_GREP_LIMIT} matching lines by default (limit); lines are cut at ${GREP_MAX_LINE_CHARS} characters.`,
    ].join(" "),
    promptSnippet: "grep: search file contents by regex, with optional glob filter and context",
    promptGuidelines: [
      "Use grep to find where something is defined or used before reading whole files.",
      "Narrow broad searches with path or glob instead of raising limit.",
    ],
    parameters: grepParameters,
    async execute(_toolCallId, params, signal) {
      const root = await resolveToolPath(cwd, params.path ?? ".", fs, options, [spill.path]);
      const kind = await statSearchRoot(fs, root, params.path ?? ".");
      const query: GrepQuery = {
        pattern: params.pattern,
        root,
        rootIsFile: kind === "file",
        ...(params.glob ? { glob: params.glob } : {}),
        ignoreCase: params.ignoreCase ?? false,
        literal: params.literal ?? false,
        context: params.context ?? 0,
        limit: params.limit ?? DEFAULT_GREP_LIMIT,
      };
      program ??= findSearchProgram(options.engine ?? "auto", ["rg"], exec, sameMachine);
      const rg = await program;
      const collector = new GrepCollector(query.limit, query.context);
      // Each engine loads when a search first needs it.
      if (rg) await (await import("./grep-ripgrep.js")).grepRipgrep(exec, rg, query, collector, signal);
      else await (await import("./grep-builtin.js")).grepBuiltin(fs, query, collector, signal);
      const engine = rg ? "ripgrep" : "builtin";
      if (collector.matches === 0) {
        return {
          content: [{ type: "text", text: "No matches found." }],
          details: { matchCount: 0, limitReached: false, engine, linesCut: false },
        };
      }
      const formatted = formatGrepLines(collector.lines, cwd, query.context);
      const shown = limitOutput(formatted.text, { ...options, prefix: "grep" });
      const notes: string[] = [];
      if (collector.limitReached) {
        notes.push(
          `[Showing the first ${query.limit} matching lines; there are more. Narrow the pattern, path or glob, or raise limit.]`,
        );
      }
      if (formatted.linesCut)
        notes.push(`[Lines over ${GREP_MAX_LINE_CHARS} characters were cut; use read to see them whole.]`);
      return {
        content: [{ type: "text", text: [shown.text, ...notes].join("\n\n") }],
        details: {
          matchCount: collector.matches,
          limitReached: collector.limitReached,
          engine,
          linesCut: formatted.linesCut,
          ...(shown.truncation ? { truncation: shown.truncation } : {}),
          ...(shown.fullOutputPath ? { fullOutputPath: shown.fullOutputPath } : {}),
        },
      };
    },
  });
}
