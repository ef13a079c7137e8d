import type { AgentTool } from "@keel/agent-core";
import { type Static, Type } from "typebox";
import { withFileMutationQueue } from "../file-mutation-queue.js";
import type { FsOps } from "../operations/fs-ops.js";
import { localFsOps } from "../operations/local-fs.js";
import { displayPath, type PathPolicy, resolveToolPath } from "../paths.js";
import { withCheckedArguments } from "./checked-arguments.js";
import type { EditSpec } from "./edit-match.js";
import { describeFsError } from "./fs-errors.js";

/** Parameters of the `edit` tool. */
export const editParameters = Type.Object({
  path: Type.String({ description: "File to edit, relative to the working directory or absolute." }),
  edits: Type.Array(
    Type.Object({
      oldText: Type.String({ description: "Exact text to replace; must occur exactly once in the file." }),
      newText: Type.String({ description: "Text to put in its place." }),
    }),
    { minItems: 1, description: "Replacements, each matched against the original file; they must not overlap." },
  ),
});

/** Arguments of the `edit` tool. */
export type EditParams = Static<typeof editParameters>;

/** `details` of an `edit` result. */
export interface EditDetails {
  path: string;
  /** Unified diff of the change. */
  diff: string;
  /** 1-based line of the first change in the new file. */
  firstChangedLine: number;
  /** How many edits matched only after whitespace/quote normalization. */
  fuzzyMatches: number;
}

/** Options of {@link createEditTool}. */
export interface EditToolOptions extends PathPolicy {
  /** File operations. Default: the local disk. */
  fs?: FsOps;
}

const BOM = "\uFEFF";

/** Accepts the single `{ path, oldText, newText }` form and a JSON-encoded `edits` string. */
export function prepareEditArguments(raw: Record<string, unknown>): Record<string, unknown> {
  if (raw.edits === undefined && typeof raw.oldText === "string" && typeof raw.newText === "string") {
    const { oldText, newText, ...rest } = raw;
    return { ...rest, edits: [{ oldText, newText }] };
  }
  if (typeof raw.edits === "string") {
    try {
      const parsed: unknown = JSON.parse(raw.edits);
      if (Array.isArray(parsed)) return { ...raw, edits: parsed };
    } catch {
      // Not JSON: leave it for validation to report.
    }
  }
  return raw;
}

/** Line-ending style of a text: CRLF only when every newline is CRLF (then it round-trips exactly). */
function lineEndings(text: string): "crlf" | "lf" {
  const lf = text.split("\n").length - 1;
  if (lf === 0) return "lf";
  const crlf = text.split("\r\n").length - 1;
  return crlf === lf ? "crlf" : "lf";
}

/** Keeps a byte-order mark in the text (the default decoder drops it), so it can be written back. */
const strictUtf8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });

/**
 * Creates the `edit` tool: exact-text replacements in one file, matched
 * against the original (exact first, then normalized), unique, non-
 * overlapping; BOM and CRLF endings preserved; the whole
 * read-modify-write under the file's mutation queue.
 *
 * @example
 * const edit = createEditTool(process.cwd());
 * await edit.execute("call-1", { path: "a.ts", edits: [{ oldText: "let x", newText: "const x" }] }, undefined, undefined);
 */
export function createEditTool(cwd: string, options: EditToolOptions = {}): AgentTool<EditParams, EditDetails> {
  const fs = options.fs ?? localFsOps;
  return withCheckedArguments({
    name: "edit",
    label: "Edit",
    description: [
      "Edit a file by replacing exact text. Each oldText must match exactly one place in the file as it was before this call (whitespace included),",
      "and edits must not overlap. Give several edits in one call for several changes to one file.",
      "Trailing whitespace, line endings and typographic quotes/dashes are tolerated when there is no exact match.",
      "Line endings and a byte-order mark are preserved.",
    ].join(" "),
    promptSnippet: "edit: replace exact text in a file (several non-overlapping edits per call)",
    promptGuidelines: [
      "Read the file first and copy oldText exactly, with enough surrounding lines to be unique.",
      "Keep oldText small: only the lines that change plus what makes them unique.",
    ],
    parameters: editParameters,
    prepareArguments: prepareEditArguments,
    async execute(_toolCallId, params, signal) {
      const path = await resolveToolPath(cwd, params.path, fs, options);
      return withFileMutationQueue(
        path,
        async () => {
          signal?.throwIfAborted();
          // Matching and diffing load with the first edit, not when the tool set is built.
          const [{ applyEdits, LineIndex, matchEdits }, { buildEditDiff }] = await Promise.all([
            import("./edit-match.js"),
            import("./edit-diff.js"),
          ]);
          let bytes: Uint8Array;
          try {
            const stat = await fs.stat(path);
            if (stat.type === "directory") throw Object.assign(new Error("is a directory"), { code: "EISDIR" });
            if (stat.type !== "file") throw Object.assign(new Error("not a regular file"), { code: "EINVAL" });
            bytes = await fs.readFile(path);
          } catch (error) {
            throw describeFsError(error, params.path, "edit");
          }
          if (bytes.includes(0)) {
            throw new Error(`Cannot edit ${params.path}: it is a binary file. Only text files can be edited.`);
          }
          let text: string;
          try {
            text = strictUtf8.decode(bytes);
          } catch {
            throw new Error(
              `Cannot edit ${params.path}: it is not valid UTF-8, and rewriting it would corrupt it. Use a tool suited to its encoding (e.g. iconv via bash).`,
            );
          }
          const bom = text.startsWith(BOM);
          if (bom) text = text.slice(1);
          const crlf = lineEndings(text) === "crlf";
          const content = crlf ? text.replaceAll("\r\n", "\n") : text;
          const edits: EditSpec[] = params.edits.map((edit) =>
            crlf
              ? { oldText: edit.oldText.replaceAll("\r\n", "\n"), newText: edit.newText.replaceAll("\r\n", "\n") }
              : edit,
          );
          const index = new LineIndex(content);
          const matches = matchEdits(content, edits, index);
          const updated = applyEdits(content, matches);
          if (updated === content) {
            throw new Error(`No change: the edits leave ${params.path} exactly as it is. Check oldText and newText.`);
          }
          const output = (bom ? BOM : "") + (crlf ? updated.replaceAll("\n", "\r\n") : updated);
          try {
            await fs.writeFile(path, new TextEncoder().encode(output));
          } catch (error) {
            throw describeFsError(error, params.path, "edit");
          }
          const { diff, firstChangedLine } = buildEditDiff(displayPath(cwd, path), content, matches, index);
          const fuzzyMatches = matches.filter((match) => match.fuzzy).length;
          const count = matches.length === 1 ? "1 edit" : `${matches.length} edits`;
          const fuzzyNote = fuzzyMatches > 0 ? ` (${fuzzyMatches} matched after normalizing whitespace/quotes)` : "";
          return {
            content: [
              {
                type: "text",
                text: `Edited ${params.path}: ${count}${fuzzyNote}, first change at line ${firstChangedLine}.`,
              },
            ],
            details: { path, diff, firstChangedLine, fuzzyMatches },
          };
        },
        { fs },
      );
    },
  });
}
