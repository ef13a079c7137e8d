import { join } from "node:path";
import type { AgentTool } from "@keel/agent-core";
import { type Static, Type } from "typebox";
import type { FsOps } from "../operations/fs-ops.js";
import { localFsOps } from "../operations/local-fs.js";
import { type PathPolicy, resolveToolPath } from "../paths.js";
import { type SpillOptions, spillFolderOf } from "../process/spill-folder.js";
import type { TruncationSummary } from "../truncate.js";
import { withCheckedArguments } from "./checked-arguments.js";
import { describeFsError } from "./fs-errors.js";
import { limitOutput } from "./listing-output.js";

/** Default number of entries listed by `ls`. */
export const DEFAULT_LS_LIMIT = 500;

/** Parameters of the `ls` tool. */
export const lsParameters = Type.Object({
  path: Type.Optional(Type.String({ description: "Folder to list. Default: the working directory." })),
  limit: Type.Optional(
    Type.Integer({ description: `Most entries returned. Default ${DEFAULT_LS_LIMIT}.`, minimum: 1 }),
  ),
});

/** Arguments of the `ls` tool. */
export type LsParams = Static<typeof lsParameters>;

/** `details` of an `ls` result. */
export interface LsDetails {
  /** Entries in the folder. */
  total: number;
  /** Entries listed. */
  shown: number;
  limitReached: boolean;
  /** How the listing shown was cut at 2,000 lines / 50 KB (long names), when it was. */
  truncation?: TruncationSummary;
  /** File with the full listing, when the listing shown was cut. */
  fullOutputPath?: string;
}

/** Options of {@link createLsTool}. */
export interface LsToolOptions extends PathPolicy, SpillOptions {
  /** File operations. Default: the local disk. */
  fs?: FsOps;
}

/** Case-insensitive order, ties broken by exact order, so the listing is stable. */
function compareEntries(a: string, b: string): number {
  const left = a.toLowerCase();
  const right = b.toLowerCase();
  if (left !== right) return left < right ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * Creates the `ls` tool: lists one folder, sorted, dotfiles included,
 * folders (and symlinks to folders) marked with a trailing `/`.
 *
 * @example
 * const ls = createLsTool(process.cwd());
 * await ls.execute("call-1", { path: "src" }, undefined, undefined);
 */
export function createLsTool(cwd: string, options: LsToolOptions = {}): AgentTool<LsParams, LsDetails> {
  // The set's full-output files stay readable with allowedRoots: truncation never discards data.
  // Read at each call: a folder may be located only once its owner knows where (SpillFolderOptions.locate).
  const spill = spillFolderOf(options);
  const fs = options.fs ?? localFsOps;
  return withCheckedArguments({
    name: "ls",
    label: "List",
    description: `List a folder's entries, sorted, including dotfiles; folders end with '/'. At most ${DEFAULT_LS_LIMIT} entries by default (limit).`,
    promptSnippet: "ls: list a folder",
    promptGuidelines: ["Use find or grep rather than listing many folders one by one."],
    parameters: lsParameters,
    async execute(_toolCallId, params, signal) {
      const shownPath = params.path ?? ".";
      const dir = await resolveToolPath(cwd, shownPath, fs, options, [spill.path]);
      let entries: Awaited<ReturnType<FsOps["readdir"]>>;
      try {
        const stat = await fs.stat(dir);
        if (stat.type !== "directory") {
          throw new Error(`Cannot list ${shownPath}: it is a file, not a folder. Use read to see its content.`);
        }
        entries = await fs.readdir(dir);
      } catch (error) {
        if (error instanceof Error && !("code" in error)) throw error;
        throw describeFsError(error, shownPath, "list");
      }
      signal?.throwIfAborted();
      const limit = params.limit ?? DEFAULT_LS_LIMIT;
      entries.sort((a, b) => compareEntries(a.name, b.name));
      const listed = entries.slice(0, limit);
      const names = await Promise.all(
        listed.map(async (entry) => {
          let directory = entry.type === "directory";
          if (entry.type === "symlink") {
            directory = await fs.stat(join(dir, entry.name)).then(
              (target) => target.type === "directory",
              () => false,
            );
          }
          return directory ? `${entry.name}/` : entry.name;
        }),
      );
      const limitReached = entries.length > limit;
      const details: LsDetails = { total: entries.length, shown: listed.length, limitReached };
      if (entries.length === 0) return { content: [{ type: "text", text: "(empty folder)" }], details };
      const shown = limitOutput(names.join("\n"), { ...options, prefix: "ls" });
      const note = limitReached
        ? `\n\n[Showing ${limit} of ${entries.length} entries. Raise limit, or use find with a pattern.]`
        : "";
      return {
        content: [{ type: "text", text: shown.text + note }],
        details: {
          ...details,
          ...(shown.truncation ? { truncation: shown.truncation } : {}),
          ...(shown.fullOutputPath ? { fullOutputPath: shown.fullOutputPath } : {}),
        },
      };
    },
  });
}
