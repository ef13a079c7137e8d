import { join } from "node:path";
import type { AgentTool } from "@keel/agent-core";
import { type Static, Type } from "typebox";
import { displayPath, resolveToolPath } from "../paths.js";
import { spillFolderOf } from "../process/spill-folder.js";
import type { TruncationSummary } from "../truncate.js";
import { withCheckedArguments } from "./checked-arguments.js";
import type { FindResult } from "./find-builtin.js";
import { limitOutput } from "./listing-output.js";
import { findSearchProgram, type SearchToolOptions, searchOperations, statSearchRoot } from "./search-engine.js";

/** Default number of paths returned by `find`. */
export const DEFAULT_FIND_LIMIT = 1000;

/** Parameters of the `find` tool. */
export const findParameters = Type.Object({
  pattern: Type.String({
    description:
      "Glob to match: by name when it has no '/' (e.g. '*.test.ts'), else by path from the search folder (e.g. 'src/**/*.ts').",
  }),
  path: Type.Optional(Type.String({ description: "Folder to search. Default: the working directory." })),
  limit: Type.Optional(
    Type.Integer({ description: `Most paths returned. Default ${DEFAULT_FIND_LIMIT}.`, minimum: 1 }),
  ),
});

/** Arguments of the `find` tool. */
export type FindParams = Static<typeof findParameters>;

/** `details` of a `find` result. */
export interface FindDetails {
  /** Paths returned. */
  count: number;
  /** More paths match beyond `limit`. */
  limitReached: boolean;
  engine: "fd" | "builtin";
  /** How the output shown was cut at 2,000 lines / 50 KB, when it was. */
  truncation?: TruncationSummary;
  /** File with the full output, when the output shown was cut. */
  fullOutputPath?: string;
}

/** Options of {@link createFindTool}. The external program is fd, found on PATH as `fd` or `fdfind`. */
export interface FindToolOptions extends SearchToolOptions {}

/**
 * Creates the `find` tool: finds files and folders by glob with fd when it
 * is installed, else with a built-in walk giving the same output
 * (`.gitignore` honoured, hidden entries included, sorted, folders marked `/`).
 *
 * @example
 * const find = createFindTool(process.cwd());
 * await find.execute("call-1", { pattern: "*.test.ts", path: "src" }, undefined, undefined);
 */
export function createFindTool(cwd: string, options: FindToolOptions = {}): AgentTool<FindParams, FindDetails> {
  // The set's full-output files stay readable with allowedRoots: truncation never discards data.
  // Read at each call: a folder may be located only once its owner knows where (SpillFolderOptions.locate).
  const spill = spillFolderOf(options);
  const { fs, exec, sameMachine } = searchOperations(options);
  let program: Promise<{ path: string; noRequireGit: boolean } | undefined> | undefined;
  // The engines load when a search first needs them, not when the tool set is built.
  const engines = () => Promise.all([import("./find-builtin.js"), import("./find-fd.js")]);
  const locateFd = async (root: string) => {
    const path = await findSearchProgram(options.engine ?? "auto", ["fd", "fdfind"], exec, sameMachine);
    const { fdSupportsNoRequireGit } = await import("./find-fd.js");
    return path ? { path, noRequireGit: await fdSupportsNoRequireGit(exec, path, root) } : undefined;
  };
  return withCheckedArguments({
    name: "find",
    label: "Find",
    description: [
      "Find files and folders by glob pattern. A pattern without '/' matches names at any depth ('*.ts');",
      "a pattern with '/' matches paths from the search folder ('src/**/*.test.ts').",
      `Respects .gitignore; includes hidden files; results sorted, folders end with '/'. At most ${DEFAULT_FIND_LIMIT} results by default (limit).`,
    ].join(" "),
    promptSnippet: "find: find files by glob pattern (respects .gitignore)",
    promptGuidelines: ["Use find to locate files by name instead of listing folders one by one."],
    parameters: findParameters,
    async execute(_toolCallId, params, signal) {
      const root = await resolveToolPath(cwd, params.path ?? ".", fs, options, [spill.path]);
      if ((await statSearchRoot(fs, root, params.path ?? ".")) !== "directory") {
        throw new Error(`Cannot search ${params.path}: it is a file, not a folder. Give a folder as path.`);
      }
      const query = { pattern: params.pattern, root, limit: params.limit ?? DEFAULT_FIND_LIMIT };
      // Only a successful lookup is kept: a failure (e.g. a transient spawn error) is retried next call.
      program ??= locateFd(root).catch((error: unknown) => {
        program = undefined;
        throw error;
      });
      const fd = await program;
      const [{ findBuiltin }, { findWithFd, insideGitRepository }] = await engines();
      // Without --no-require-git (fd < 8.7), fd ignores .gitignore outside git repositories: use the built-in walk there.
      const useFd = fd !== undefined && (fd.noRequireGit || (await insideGitRepository(fs, root)));
      const result: FindResult =
        fd && useFd
          ? await findWithFd(exec, fd.path, query, fd.noRequireGit, signal)
          : await findBuiltin(fs, query, signal);
      const engine = fd && useFd ? "fd" : "builtin";
      if (result.paths.length === 0) {
        return {
          content: [{ type: "text", text: `No files match ${params.pattern}.` }],
          details: { count: 0, limitReached: false, engine },
        };
      }
      const lines = result.paths.map(
        (found) => displayPath(cwd, join(root, found.relative)) + (found.directory ? "/" : ""),
      );
      const shown = limitOutput(lines.join("\n"), { ...options, prefix: "find" });
      const note = result.limitReached
        ? `\n\n[Showing the first ${query.limit} results; there are more. Use a narrower pattern or path, or raise limit.]`
        : "";
      return {
        content: [{ type: "text", text: shown.text + note }],
        details: {
          count: result.paths.length,
          limitReached: result.limitReached,
          engine,
          ...(shown.truncation ? { truncation: shown.truncation } : {}),
          ...(shown.fullOutputPath ? { fullOutputPath: shown.fullOutputPath } : {}),
        },
      };
    },
  });
}
