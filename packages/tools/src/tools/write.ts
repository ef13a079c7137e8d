import { dirname } from "node:path";
import type { AgentTool } from "@keel/agent-core";
import { type Static, Type } from "typebox";
import { withFileMutationQueue } from "../file-mutation-queue.js";
import type { FsOps } from "../operations/fs-ops.js";
import { fsErrorCode } from "../operations/fs-ops.js";
import { localFsOps } from "../operations/local-fs.js";
import { type PathPolicy, resolveToolPath } from "../paths.js";
import { formatSize } from "../truncate.js";
import { withCheckedArguments } from "./checked-arguments.js";
import { describeFsError } from "./fs-errors.js";

/** Parameters of the `write` tool. */
export const writeParameters = Type.Object({
  path: Type.String({ description: "File to write, relative to the working directory or absolute." }),
  content: Type.String({ description: "The complete new content of the file." }),
});

/** Arguments of the `write` tool. */
export type WriteParams = Static<typeof writeParameters>;

/** `details` of a `write` result. */
export interface WriteDetails {
  path: string;
  /** UTF-8 bytes written. */
  bytes: number;
  /** Whether the file did not exist before. */
  created: boolean;
}

/** Options of {@link createWriteTool}. */
export interface WriteToolOptions extends PathPolicy {
  /** File operations. Default: the local disk. */
  fs?: FsOps;
}

/**
 * Creates the `write` tool: writes a whole file, creating parent folders,
 * atomically (temp file + rename, mode preserved) and under the file's
 * mutation queue, so parallel calls on one file never interleave.
 *
 * @example
 * const write = createWriteTool(process.cwd());
 * await write.execute("call-1", { path: "notes/todo.md", content: "- ship\n" }, undefined, undefined);
 */
export function createWriteTool(cwd: string, options: WriteToolOptions = {}): AgentTool<WriteParams, WriteDetails> {
  const fs = options.fs ?? localFsOps;
  return withCheckedArguments({
    name: "write",
    label: "Write",
    description:
      "Write a file with the given content, replacing it if it exists and creating missing parent folders. The write is atomic. Use it for new files or complete rewrites; use edit to change part of an existing file.",
    promptSnippet: "write: create a file or replace its whole content",
    promptGuidelines: ["Prefer edit for changes to existing files: write replaces the whole file."],
    parameters: writeParameters,
    async execute(_toolCallId, params, signal) {
      const path = await resolveToolPath(cwd, params.path, fs, options);
      const data = new TextEncoder().encode(params.content);
      return withFileMutationQueue(
        path,
        async () => {
          signal?.throwIfAborted();
          let created = false;
          try {
            const stat = await fs.stat(path);
            if (stat.type === "directory") throw Object.assign(new Error("is a directory"), { code: "EISDIR" });
          } catch (error) {
            if (fsErrorCode(error) !== "ENOENT") throw describeFsError(error, params.path, "write");
            created = true;
          }
          try {
            if (created) await fs.mkdir(dirname(path));
            await fs.writeFile(path, data);
          } catch (error) {
            throw describeFsError(error, params.path, "write");
          }
          return {
            content: [
              {
                type: "text",
                text: `${created ? "Created" : "Wrote"} ${params.path} (${data.length} bytes${data.length >= 1024 ? `, ${formatSize(data.length)}` : ""}).`,
              },
            ],
            details: { path, bytes: data.length, created },
          };
        },
        { fs },
      );
    },
  });
}
