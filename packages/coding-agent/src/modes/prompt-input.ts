import { constants } from "node:fs";
import { access, readFile } from "node:fs/promises";
import { extname, resolve } from "node:path";
import type { ImageContent, TextContent, UserMessage } from "@keel/ai";
import type { Diagnostic } from "../diagnostics.js";
import type { Skill } from "../resources/discover-skills.js";
import type { PromptTemplate } from "../resources/prompt-templates.js";
import { expandPromptInput } from "../resources/skill-command.js";

const IMAGE_TYPES: Record<string, string> = {
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".webp": "image/webp",
};

/** The `@file` words of a command line, without the `@`. */
function fileArguments(positionals: readonly string[]): string[] {
  return positionals.flatMap((word) => (word.startsWith("@") && word.length > 1 ? [word.slice(1)] : []));
}

function fileDiagnostic(file: string, path: string, error: unknown): Diagnostic {
  const code = (error as NodeJS.ErrnoException).code;
  return {
    severity: "error",
    source: `@${file}`,
    message: code === "ENOENT" ? `no such file: ${path}` : `cannot read ${path}: ${(error as Error).message}`,
    hint: "An argument starting with @ attaches a file; put -- before a prompt that starts with @ to send it as text.",
  };
}

/**
 * Checks that every `@file` argument names a readable file, without reading
 * it — so a front end can refuse a bad command line before it creates a
 * session. The same diagnostics as {@link buildPromptMessages}.
 */
export async function checkPromptFiles(positionals: readonly string[], cwd: string): Promise<Diagnostic[]> {
  const diagnostics: Diagnostic[] = [];
  for (const file of fileArguments(positionals)) {
    const path = resolve(cwd, file);
    try {
      await access(path, constants.R_OK);
    } catch (error) {
      diagnostics.push(fileDiagnostic(file, path, error));
    }
  }
  return diagnostics;
}

/** Inputs of {@link buildPromptMessages}. */
export interface PromptInputOptions {
  /** The command line's words after the options: messages and `@file` arguments, in order. */
  positionals: readonly string[];
  /** Piped standard input, if any. */
  stdin?: string;
  /** Resolves `@file` paths. */
  cwd: string;
  /** Expands `/name args` messages. */
  templates?: readonly PromptTemplate[];
  /** Expands `/skill:name args` messages. */
  skills?: readonly Skill[];
  /** Clock for message timestamps. */
  now?: () => number;
}

/** The prompts of a run, in order, or the bad `@file` arguments (a usage error). */
export type PromptInput = { ok: true; messages: UserMessage[] } | { ok: false; diagnostics: Diagnostic[] };

/**
 * Turns the command line's words and piped stdin into the run's prompts:
 * each message word is one prompt, sent in order; `@path` attaches a text
 * file (wrapped in `<file name="…">`) or an image to the first prompt;
 * piped stdin comes first in the first prompt, then a blank line, then the
 * message (never glued together); `/name args` expands a prompt template.
 * With only stdin or only files, they form the one prompt.
 */
export async function buildPromptMessages(options: PromptInputOptions): Promise<PromptInput> {
  const now = options.now ?? Date.now;
  const files = fileArguments(options.positionals);
  const texts = options.positionals.filter((word) => !(word.startsWith("@") && word.length > 1));

  const attachments: (TextContent | ImageContent)[] = [];
  const diagnostics: Diagnostic[] = [];
  for (const file of files) {
    const path = resolve(options.cwd, file);
    try {
      const mimeType = IMAGE_TYPES[extname(path).toLowerCase()];
      if (mimeType) attachments.push({ type: "image", data: (await readFile(path)).toString("base64"), mimeType });
      else attachments.push({ type: "text", text: `<file name="${file}">\n${await readFile(path, "utf8")}\n</file>` });
    } catch (error) {
      diagnostics.push(fileDiagnostic(file, path, error));
    }
  }
  if (diagnostics.length > 0) return { ok: false, diagnostics };

  const expanded: string[] = [];
  for (const text of texts) {
    const result = expandPromptInput(text, options.templates ?? [], options.skills ?? []);
    if (result.ok) expanded.push(result.text);
    else
      diagnostics.push({ severity: "error", source: text.trim().split(/\s/, 1)[0] ?? text, message: result.message });
  }
  if (diagnostics.length > 0) return { ok: false, diagnostics };
  const stdin = options.stdin?.replace(/\s+$/, "");
  const firstParts = [stdin, expanded[0]].filter((part): part is string => part !== undefined && part !== "");
  const messages: UserMessage[] = [];
  if (firstParts.length > 0 || attachments.length > 0) {
    const first = firstParts.join("\n\n");
    messages.push({
      role: "user",
      content:
        attachments.length === 0 ? first : [...attachments, ...(first ? [{ type: "text" as const, text: first }] : [])],
      timestamp: now(),
    });
  }
  for (const text of expanded.slice(1)) messages.push({ role: "user", content: text, timestamp: now() });
  return { ok: true, messages };
}
