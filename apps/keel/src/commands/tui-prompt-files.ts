import type { ImageContent, Model } from "@keel/ai";
import type { Diagnostic } from "@keel/coding-agent";
import { buildPromptMessages } from "@keel/coding-agent/internal";

/** A prompt the terminal UI sends once its screen is up. */
export type TuiInitialPrompt = string | { text: string; images?: ImageContent[] };

/** The terminal UI's first prompts, with the files cut to the read tool's limits named in `warnings`; or the bad files. */
export type TuiInitialPrompts =
  | { ok: true; prompts: TuiInitialPrompt[]; warnings: Diagnostic[] }
  | { ok: false; diagnostics: Diagnostic[] };

/**
 * The terminal UI's first prompt from the command line's words, as pi does
 * it and as `keel -p` reads `@file`: each `@path` word attaches that file
 * (text wrapped in `<file name="…">` and cut as the `read` tool cuts, an
 * image by its bytes, refused for a model without image input) to the
 * first prompt, ahead of the message words (which stay one prompt, as
 * before). With no `@file` word the words are passed on unchanged.
 *
 * @example
 * const initial = await tuiInitialPrompts(["@notes.md", "summarize"], cwd, model);
 * // { ok: true, prompts: [{ text: '<file name="notes.md">\n…\n</file>\n\nsummarize' }], warnings: [] }
 */
export async function tuiInitialPrompts(
  positionals: readonly string[],
  cwd: string,
  model: Pick<Model, "provider" | "id" | "input">,
): Promise<TuiInitialPrompts> {
  const isFile = (word: string) => word.startsWith("@") && word.length > 1;
  const message = positionals.filter((word) => !isFile(word)).join(" ");
  const files = positionals.filter(isFile);
  if (files.length === 0) return { ok: true, prompts: message ? [message] : [], warnings: [] };
  // Only the files go through buildPromptMessages: the message is expanded (templates, skills,
  // extension commands) by the session as a typed prompt is.
  const built = await buildPromptMessages({ positionals: files, cwd, model });
  if (!built.ok) return built;
  const content = built.messages[0]?.content ?? [];
  const blocks = typeof content === "string" ? [{ type: "text" as const, text: content }] : content;
  const texts = blocks.flatMap((block) => (block.type === "text" ? [block.text] : []));
  const images = blocks.flatMap((block) => (block.type === "image" ? [block] : []));
  const text = [...texts, ...(message ? [message] : [])].join("\n\n");
  return {
    ok: true,
    prompts: [images.length > 0 ? { text, images } : { text }],
    warnings: built.warnings ?? [],
  };
}
