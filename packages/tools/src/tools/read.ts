import type { AgentTool, AgentToolResult } from "@keel/agent-core";
import type { ImageContent, TextContent } from "@keel/ai";
import { type Static, Type } from "typebox";
import type { FsOps } from "../operations/fs-ops.js";
import { localFsOps } from "../operations/local-fs.js";
import { type PathPolicy, resolveToolPath } from "../paths.js";
import { type SpillOptions, spillFolderOf } from "../process/spill-folder.js";
import {
  DEFAULT_MAX_BYTES,
  DEFAULT_MAX_LINES,
  formatSize,
  sliceUtf8,
  summarizeTruncation,
  type TruncationSummary,
  truncateHead,
} from "../truncate.js";
import { withCheckedArguments } from "./checked-arguments.js";
import { detectBinary, detectImage } from "./file-type.js";
import { describeFsError } from "./fs-errors.js";
import { type SelectedLine, selectLines } from "./read-lines.js";

/** Default cap on images: its base64 form stays under the 5 MB most providers accept. */
export const DEFAULT_MAX_IMAGE_BYTES = 3.75 * 1024 * 1024;

/** Files up to this size are scanned to the end so the result can give the total line count. */
const COUNT_LINES_UP_TO = 8 * 1024 * 1024;

/** Parameters of the `read` tool. */
export const readParameters = Type.Object({
  path: Type.String({ description: "File to read, relative to the working directory or absolute." }),
  offset: Type.Optional(Type.Integer({ description: "First line to read, 1-based. Default 1.", minimum: 1 })),
  limit: Type.Optional(Type.Integer({ description: "Most lines to read.", minimum: 1 })),
});

/** Arguments of the `read` tool. */
export type ReadParams = Static<typeof readParameters>;

/** `details` of a `read` result. */
export type ReadDetails =
  | {
      kind: "text";
      path: string;
      /** First and last line shown (1-based; `lastLine < firstLine` when none were shown). */
      firstLine: number;
      lastLine: number;
      /** Lines in the file, when known (files up to 8 MB are counted). */
      totalLines?: number;
      /**
       * How the shown text was cut by the line/byte limits, when it was. Its
       * totals count the lines read from `firstLine` on (at most one past the
       * line limit, since reading stops there), not the whole file: see
       * `totalLines` for that. For one line over the byte limit,
       * `totalBytes` is that line's full size.
       */
      truncation?: TruncationSummary;
      /** The file is not valid UTF-8; invalid bytes are shown as U+FFFD. */
      invalidUtf8?: boolean;
    }
  | { kind: "image"; path: string; mimeType: string; bytes: number };

/**
 * Options of {@link createReadTool}. `spill`/`spillDir` name the full-output
 * folder of the tool set, which `read` may open even with `allowedRoots`.
 */
export interface ReadToolOptions extends PathPolicy, SpillOptions {
  /** File operations. Default: the local disk. */
  fs?: FsOps;
  /** Lines shown per call. Default 2000. */
  maxLines?: number;
  /** Bytes shown per call. Default 50 KB. */
  maxBytes?: number;
  /** Largest image returned, in bytes. Default {@link DEFAULT_MAX_IMAGE_BYTES}. */
  maxImageBytes?: number;
}

const strictUtf8 = new TextDecoder("utf-8", { fatal: true });
const lenientUtf8 = new TextDecoder("utf-8");

/** Drops an incomplete UTF-8 sequence at the end of `bytes` (where a stored line was capped mid-character). */
function withoutPartialChar(bytes: Uint8Array): Uint8Array {
  let lead = bytes.length - 1;
  // At most three continuation bytes (10xxxxxx) precede the end of a cut character.
  while (lead >= 0 && lead >= bytes.length - 4 && ((bytes[lead] ?? 0) & 0xc0) === 0x80) lead--;
  if (lead < 0) return bytes;
  const first = bytes[lead] ?? 0;
  const width = first >= 0xf0 ? 4 : first >= 0xe0 ? 3 : first >= 0xc0 ? 2 : 1;
  return lead + width > bytes.length ? bytes.subarray(0, lead) : bytes;
}

function decodeLine(line: SelectedLine, flags: { invalid: boolean }): string {
  // A line stored only in part may end inside a character: that is the cap, not invalid UTF-8.
  const bytes = line.bytes.length < line.length ? withoutPartialChar(line.bytes) : line.bytes;
  let text: string;
  try {
    text = strictUtf8.decode(bytes);
  } catch {
    flags.invalid = true;
    text = lenientUtf8.decode(bytes);
  }
  return text.endsWith("\r") ? text.slice(0, -1) : text;
}

async function firstBytes(fs: FsOps, path: string, count: number): Promise<Uint8Array> {
  for await (const chunk of fs.readChunks(path, { chunkSize: count })) return chunk;
  return new Uint8Array(0);
}

/**
 * Creates the `read` tool: text files with head truncation and a
 * continuation notice (`offset=`), images (PNG, JPEG, GIF, WebP) as image
 * content, binary files refused with what they seem to be. Large files are
 * streamed: only the lines needed are read.
 *
 * @example
 * const read = createReadTool(process.cwd());
 * await read.execute("call-1", { path: "src/index.ts", offset: 100, limit: 50 }, undefined, undefined);
 */
export function createReadTool(cwd: string, options: ReadToolOptions = {}): AgentTool<ReadParams, ReadDetails> {
  // The set's full-output files stay readable with allowedRoots: truncation never discards data.
  // Read at each call: a folder may be located only once its owner knows where (SpillFolderOptions.locate).
  const spill = spillFolderOf(options);
  const fs = options.fs ?? localFsOps;
  const maxLines = options.maxLines ?? DEFAULT_MAX_LINES;
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
  const maxImageBytes = options.maxImageBytes ?? DEFAULT_MAX_IMAGE_BYTES;
  return withCheckedArguments({
    name: "read",
    label: "Read",
    description: [
      "Read a file. Text comes back as lines; at most",
      `${maxLines} lines or ${formatSize(maxBytes)} per call (whichever comes first) — when cut, the result says which offset to continue from.`,
      "Use offset (1-based line) and limit to read part of a large file.",
      "PNG, JPEG, GIF and WebP images are returned as images. Other binary files are refused.",
    ].join(" "),
    promptSnippet: "read: read a text file (with offset/limit) or view an image",
    promptGuidelines: [
      "Read a file before editing it.",
      "For large files, read the part you need with offset and limit instead of the whole file.",
    ],
    parameters: readParameters,
    async execute(_toolCallId, params, signal): Promise<AgentToolResult<ReadDetails>> {
      const path = await resolveToolPath(cwd, params.path, fs, options, [spill.path]);
      let size: number;
      try {
        const stat = await fs.stat(path);
        if (stat.type === "directory") {
          throw Object.assign(new Error("is a directory"), { code: "EISDIR" });
        }
        size = stat.size;
        // Devices, sockets and pipes could block a read forever.
        if (stat.type !== "file") throw Object.assign(new Error("not a regular file"), { code: "EINVAL" });
      } catch (error) {
        throw describeFsError(error, params.path, "read");
      }
      let head: Uint8Array;
      try {
        head = await firstBytes(fs, path, 8192);
      } catch (error) {
        throw describeFsError(error, params.path, "read");
      }
      signal?.throwIfAborted();

      const image = detectImage(head);
      if (image) {
        if (size > maxImageBytes) {
          throw new Error(
            `Image ${params.path} is ${formatSize(size)}, over the ${formatSize(maxImageBytes)} limit for images. Make a smaller copy (e.g. \`convert in.png -resize 50% out.png\` with ImageMagick) and read that.`,
          );
        }
        const data = Buffer.from(await fs.readFile(path)).toString("base64");
        const content: (TextContent | ImageContent)[] = [
          { type: "text", text: `Image ${params.path} (${image.mimeType}, ${formatSize(size)})` },
          { type: "image", data, mimeType: image.mimeType },
        ];
        return { content, details: { kind: "image", path, mimeType: image.mimeType, bytes: size } };
      }
      const binary = detectBinary(head);
      if (binary.binary) {
        throw new Error(
          `${params.path} is not a text file: it looks like ${binary.kind} (${formatSize(size)}). The read tool only shows text and PNG/JPEG/GIF/WebP images; use a bash command suited to this format to inspect it.`,
        );
      }
      return readText(fs, path, params, { maxLines, maxBytes, size });
    },
  });
}

async function readText(
  fs: FsOps,
  path: string,
  params: ReadParams,
  limits: { maxLines: number; maxBytes: number; size: number },
): Promise<AgentToolResult<ReadDetails>> {
  const offset = params.offset ?? 1;
  const wanted = Math.min(params.limit ?? Number.POSITIVE_INFINITY, limits.maxLines + 1);
  let selection: Awaited<ReturnType<typeof selectLines>>;
  try {
    selection = await selectLines(fs.readChunks(path), {
      offset,
      limit: wanted,
      maxBytes: limits.maxBytes,
      countTotal: limits.size <= COUNT_LINES_UP_TO,
    });
  } catch (error) {
    throw describeFsError(error, params.path, "read");
  }
  const { lines, totalLines } = selection;
  if (lines.length === 0) {
    if (totalLines === 0) {
      return {
        content: [{ type: "text", text: "[The file is empty.]" }],
        details: { kind: "text", path, firstLine: 1, lastLine: 0, totalLines: 0 },
      };
    }
    throw new Error(
      `Offset ${offset} is beyond the end of ${params.path}${totalLines !== undefined ? ` (${totalLines} lines)` : ""}. Use an offset from 1 to ${totalLines ?? "the number of lines"}.`,
    );
  }
  const flags = { invalid: false };
  const text = lines.map((line) => decodeLine(line, flags)).join("\n");
  // The selection never exceeds the requested limit, so any cut here is the tool's own limits.
  const cut = truncateHead(text, { maxLines: limits.maxLines, maxBytes: limits.maxBytes });
  const truncatedByTool = cut.truncated;
  const base = {
    kind: "text" as const,
    path,
    firstLine: offset,
    ...(totalLines !== undefined ? { totalLines } : {}),
    ...(flags.invalid ? { invalidUtf8: true } : {}),
  };
  const of = totalLines !== undefined ? ` of ${totalLines}` : "";
  const encodingNote = flags.invalid ? "\n\n[The file is not valid UTF-8; invalid bytes are shown as \uFFFD.]" : "";

  if (cut.firstLineExceedsLimit) {
    const line = lines[0] as SelectedLine;
    const partial = sliceUtf8(text.split("\n")[0] ?? "", limits.maxBytes, "head");
    const shownBytes = Buffer.byteLength(partial);
    const quoted = `'${params.path.replaceAll("'", "'\\''")}'`;
    return {
      content: [
        {
          type: "text",
          text: `${partial}\n\n[Line ${offset} is ${formatSize(line.length)}, over the ${formatSize(limits.maxBytes)} limit: showing its first ${formatSize(shownBytes)}. See the rest with bash (e.g. \`sed -n '${offset}p' ${quoted} | cut -b ${shownBytes + 1}-${shownBytes + limits.maxBytes}\`), or continue with offset=${offset + 1}.]${encodingNote}`,
        },
      ],
      // Only the start of the line was held in memory: report the line's real size.
      details: { ...base, lastLine: offset, truncation: { ...summarizeTruncation(cut), totalBytes: line.length } },
    };
  }
  const lastLine = offset + cut.outputLines - 1;
  let notice = "";
  if (truncatedByTool) {
    const by =
      cut.truncatedBy === "bytes" ? `the ${formatSize(limits.maxBytes)} limit` : `the ${limits.maxLines}-line limit`;
    notice = `\n\n[Showing lines ${offset}-${lastLine}${of} (cut at ${by}). Use offset=${lastLine + 1} to continue.]`;
  } else if (selection.moreAfter) {
    const left = totalLines !== undefined ? totalLines - lastLine : undefined;
    const remaining = left === undefined ? "More lines" : `${left} more line${left === 1 ? "" : "s"}`;
    notice = `\n\n[${remaining} in the file. Use offset=${lastLine + 1} to continue.]`;
  }
  return {
    content: [{ type: "text", text: cut.content + notice + encodingNote }],
    details: { ...base, lastLine, ...(truncatedByTool ? { truncation: summarizeTruncation(cut) } : {}) },
  };
}
