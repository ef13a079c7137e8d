import type { ContextFile } from "../resources/context-files.js";
import type { Skill } from "../resources/discover-skills.js";
import { toolDependentGuidelines } from "./tool-guidelines.js";

/** What the system prompt needs to know about one active tool. */
export interface PromptTool {
  name: string;
  /** One line for the tool list; tools without one are listed by name. */
  promptSnippet?: string;
  /** Usage rules, merged (deduplicated) into the guidelines. */
  promptGuidelines?: readonly string[];
}

/** Inputs of {@link buildSystemPrompt}; everything explicit, so the same input gives the same text. */
export interface SystemPromptInput {
  /** The active tools, in declaration order. */
  tools: readonly PromptTool[];
  cwd: string;
  /** The date to state (pass it in: the builder never reads the clock). */
  date: Date;
  /** Context files in order (`loadContextFiles`). */
  contextFiles?: readonly ContextFile[];
  /** Skills (`discoverSkills`); listed only when `read` is active, so the model can open them. */
  skills?: readonly Skill[];
  /** Replaces the base text, the tool list and the guidelines (`--system-prompt`, a trusted `.keel/SYSTEM.md`). */
  customPrompt?: string;
  /** Appended after the main text, in order (a trusted `.keel/APPEND_SYSTEM.md`, then `--append-system-prompt`). */
  appendPrompts?: readonly string[];
}

const BASE = [
  "You are a coding agent working in the user's project through the tools listed below.",
  "Work in small verified steps: look at the code, change what the task needs, and check the result.",
  "When something is unclear or a step could lose data, ask before you act.",
  "Answer briefly and name the files you touched.",
].join("\n");

function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/**
 * Builds the system prompt: the base text (or a replacement), the active
 * tools with their snippets, guidelines (the tools' `promptGuidelines`,
 * deduplicated, plus rules that depend on which tools are active), appended
 * prompts, context files, skills (only when `read` is active; skills with
 * `disable-model-invocation` are left out), then today's date and the
 * working folder. Pure: rebuild it when the active tools change.
 *
 * @example
 * const prompt = buildSystemPrompt({ tools: agentTools, cwd, date: new Date(), contextFiles, skills });
 */
export function buildSystemPrompt(input: SystemPromptInput): string {
  const sections: string[] = [];
  const active = new Set(input.tools.map((tool) => tool.name));
  if (input.customPrompt !== undefined) {
    sections.push(input.customPrompt.trim());
  } else {
    sections.push(BASE);
    const toolLines = input.tools.map((tool) => `- ${tool.name}${tool.promptSnippet ? `: ${tool.promptSnippet}` : ""}`);
    sections.push(toolLines.length > 0 ? `Available tools:\n${toolLines.join("\n")}` : "Available tools: none.");
    const guidelines: string[] = [];
    for (const line of [
      ...input.tools.flatMap((tool) => tool.promptGuidelines ?? []),
      ...toolDependentGuidelines(active),
    ]) {
      const text = line.trim();
      if (text !== "" && !guidelines.includes(text)) guidelines.push(text);
    }
    if (guidelines.length > 0) sections.push(`Guidelines:\n${guidelines.map((line) => `- ${line}`).join("\n")}`);
  }
  for (const extra of input.appendPrompts ?? []) if (extra.trim() !== "") sections.push(extra.trim());
  const context = input.contextFiles ?? [];
  if (context.length > 0) {
    const files = context.map((file) => `<context-file path="${file.path}">\n${file.content.trim()}\n</context-file>`);
    sections.push(
      `Project context (instructions from the user's files; nearer folders come later and take precedence):\n${files.join("\n")}`,
    );
  }
  const skills = active.has("read") ? (input.skills ?? []).filter((skill) => !skill.disableModelInvocation) : [];
  if (skills.length > 0) {
    const lines = skills.map((skill) => `- ${skill.name}: ${skill.description} (${skill.path})`);
    sections.push(
      `Skills (when a task matches one, read its file first and follow it; its relative paths start at the skill's folder):\n${lines.join("\n")}`,
    );
  }
  sections.push(`Today's date: ${isoDate(input.date)}\nWorking folder: ${input.cwd}`);
  return `${sections.join("\n\n")}\n`;
}
