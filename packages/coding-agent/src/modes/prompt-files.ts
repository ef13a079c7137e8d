import { open, readFile, stat } from "node:fs/promises";
import { resolve } from "node:path";
import type { ImageContent, Model, TextContent } from "@keel/ai";
import { createReadTool, DEFAULT_MAX_IMAGE_BYTES, formatSize } from "@keel/tools";
import { detectBinary, detectImage } from "@keel/tools/internal";
import type { Diagnostic } from "../diagnostics.js";

/** Bytes of a file's start that decide what it is (as the `read` tool looks at them). */
const HEAD_BYTES = 8192;

/** What an `@file` argument names, by its bytes (never its extension). */
export type PromptFile =
  | { kind: "text"; file: string; path: string; size: number }
  | { kind: "image"; file: string; path: string; size: number; mimeType: ImageContent["mimeType"] }
  | { kind: "problem"; diagnostic: Diagnostic };

/** The attachment of one `@file`: its content for the prompt, and a warning when it was cut. */
export type PromptAttachment =
  | { ok: true; content: TextContent | ImageContent; warning?: Diagnostic }
  | { ok: false; diagnostic: Diagnostic };

const HINT_AT =
  "An argument starting with @ attaches a file; put -- before a prompt that starts with @ to send it as text.";

function problem(file: string, message: string, hint: string): PromptFile {
  return { kind: "problem", diagnostic: { severity: "error", source: `@${file}`, message, hint } };
}

async function head(path: string): Promise<Uint8Array> {
  const handle = await open(path, "r");
  try {
    const buffer = Buffer.alloc(HEAD_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, HEAD_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/**
 * Looks at an `@file` argument as the `read` tool looks at a file: a regular
 * readable file, an image by its magic bytes (PNG, JPEG, GIF, WebP, within
 * the read tool's image size limit), binary data refused with what it seems
 * to be, anything else text. Reads only the file's first 8 KB.
 */
export async function inspectPromptFile(file: string, cwd: string): Promise<PromptFile> {
  const path = resolve(cwd, file);
  let size: number;
  let bytes: Uint8Array;
  try {
    const info = await stat(path);
    if (info.isDirectory()) {
      return problem(
        file,
        `${path} is a folder, not a file`,
        "Attach its files one by one (@dir/a.ts @dir/b.ts), or ask the model to look into the folder.",
      );
    }
    if (!info.isFile()) return problem(file, `${path} is not a regular file`, HINT_AT);
    size = info.size;
    bytes = await head(path);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return problem(
      file,
      code === "ENOENT" ? `no such file: ${path}` : `cannot read ${path}: ${(error as Error).message}`,
      HINT_AT,
    );
  }
  const image = detectImage(bytes);
  if (image !== undefined) {
    if (size > DEFAULT_MAX_IMAGE_BYTES) {
      return problem(
        file,
        `the image ${path} is ${formatSize(size)}, over the ${formatSize(DEFAULT_MAX_IMAGE_BYTES)} limit for images`,
        "Attach a smaller copy (e.g. `convert in.png -resize 50% out.png` with ImageMagick).",
      );
    }
    return { kind: "image", file, path, size, mimeType: image.mimeType };
  }
  const binary = detectBinary(bytes);
  if (binary.binary) {
    return problem(
      file,
      `${path} is not a text file: it looks like ${binary.kind} (${formatSize(size)}); only text files and PNG, JPEG, GIF or WebP images can be attached`,
      "Attach a text form of it (e.g. the output of pdftotext, unzip -l or strings saved to a file), or ask the model to inspect the file with its tools.",
    );
  }
  return { kind: "text", file, path, size };
}

/**
 * The content an inspected `@file` adds to the prompt. Text goes through
 * the `read` tool itself: the same limits (2000 lines or 50 KB) and the same
 * truncation note (which line to continue from), wrapped in
 * `<file name="…">`, plus a warning for the user when it was cut. An image
 * is refused when the model does not take images.
 */
export async function attachPromptFile(
  inspected: Exclude<PromptFile, { kind: "problem" }>,
  cwd: string,
  model: Pick<Model, "provider" | "id" | "input"> | undefined,
): Promise<PromptAttachment> {
  const { file, path } = inspected;
  if (inspected.kind === "image") {
    if (model !== undefined && !model.input.includes("image")) {
      return {
        ok: false,
        diagnostic: {
          severity: "error",
          source: `@${file}`,
          message: `${path} is an image (${inspected.mimeType}), but the model ${model.provider}/${model.id} does not take images`,
          hint: "Pick a model that does (keel --list-models shows which take images), or describe the image in words.",
        },
      };
    }
    const data = (await readFile(path)).toString("base64");
    return { ok: true, content: { type: "image", data, mimeType: inspected.mimeType } };
  }
  const read = createReadTool(cwd);
  try {
    const result = await read.execute("prompt-file", { path }, undefined, undefined);
    const text = result.content.map((block) => (block.type === "text" ? block.text : "")).join("");
    const content: TextContent = { type: "text", text: `<file name="${file}">\n${text}\n</file>` };
    const details = result.details;
    if (details?.kind !== "text" || details.truncation === undefined) return { ok: true, content };
    const shown = details.lastLine - details.firstLine + 1;
    return {
      ok: true,
      content,
      warning: {
        severity: "warning",
        source: `@${file}`,
        message: `${path} is ${formatSize(inspected.size)}: only its first ${shown} lines (${formatSize(details.truncation.outputBytes)}) were attached, with a note saying so`,
        hint: "Attach a smaller part (e.g. sed -n '1,500p' file > part.txt), or let the model read the rest with its read tool.",
      },
    };
  } catch (error) {
    return {
      ok: false,
      diagnostic: {
        severity: "error",
        source: `@${file}`,
        message: `cannot attach ${path}: ${(error as Error).message}`,
        hint: HINT_AT,
      },
    };
  }
}
