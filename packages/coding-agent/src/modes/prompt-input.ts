import type { ImageContent, Model, TextContent, UserMessage } from "@keel/ai";
import type { Diagnostic } from "../diagnostics.js";
import type { Skill } from "../resources/discover-skills.js";
import type { PromptTemplate } from "../resources/prompt-templates.js";
import { expandPromptInput } from "../resources/skill-command.js";
import { attachPromptFile, inspectPromptFile } from "./prompt-files.js";

/** The `@file` words of a command line, without the `@`. */
function fileArguments(positionals: readonly string[]): string[] {
  return positionals.flatMap((word) => (word.startsWith("@") && word.length > 1 ? [word.slice(1)] : []));
}

/**
 * Checks every `@file` argument as the `read` tool would (see
 * {@link inspectPromptFile}): a missing or unreadable file, a folder, a
 * binary file or an image over the size limit is an error — so a front end
 * can refuse a bad command line (exit 2) before it creates a session or
 * makes a request. Reads only each file's first 8 KB.
 */
export async function checkPromptFiles(positionals: readonly string[], cwd: string): Promise<Diagnostic[]> {
  const diagnostics: Diagnostic[] = [];
  for (const file of fileArguments(positionals)) {
    const inspected = await inspectPromptFile(file, cwd);
    if (inspected.kind === "problem") diagnostics.push(inspected.diagnostic);
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
  /** The model the prompts go to: an attached image is refused when it does not take images. */
  model?: Pick<Model, "provider" | "id" | "input">;
}

/**
 * The prompts of a run, in order (with `warnings` for the user when an
 * attached file was cut), or the bad `@file` arguments (a usage error).
 */
export type PromptInput =
  | { ok: true; messages: UserMessage[]; warnings?: Diagnostic[] }
  | { ok: false; diagnostics: Diagnostic[] };

/**
 * Turns the command line's words and piped stdin into the run's prompts:
 * each message word is one prompt, sent in order; `@path` attaches a text
 * file (wrapped in `<file name="…">`, cut as the `read` tool cuts, with its
 * note) or an image (by its bytes; refused for a model without image input)
 * to the first prompt, and a binary file is refused;
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
  const warnings: Diagnostic[] = [];
  for (const file of files) {
    const inspected = await inspectPromptFile(file, options.cwd);
    if (inspected.kind === "problem") {
      diagnostics.push(inspected.diagnostic);
      continue;
    }
    const attached = await attachPromptFile(inspected, options.cwd, options.model);
    if (!attached.ok) diagnostics.push(attached.diagnostic);
    else {
      attachments.push(attached.content);
      if (attached.warning !== undefined) warnings.push(attached.warning);
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
  return warnings.length > 0 ? { ok: true, messages, warnings } : { ok: true, messages };
}
