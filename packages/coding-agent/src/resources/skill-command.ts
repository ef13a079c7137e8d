import { readFileSync } from "node:fs";
import type { Skill } from "./discover-skills.js";
import { parseFrontMatter } from "./front-matter.js";
import { expandPromptTemplate, type PromptTemplate } from "./prompt-templates.js";
import { parseSlashCommand } from "./slash-command.js";

/** The prefix of an explicit skill invocation: `/skill:name args`. */
export const SKILL_COMMAND_PREFIX = "skill:";

/** What {@link expandSkillCommand} made of an input. */
export type SkillCommandExpansion =
  /** Not `/skill:…`: send the input as it is (or try the prompt templates). */
  | { kind: "none" }
  /** The message to send: the skill's instructions, then the request. */
  | { kind: "expanded"; text: string }
  /** `/skill:name` names no loaded skill, or its file cannot be read: `message` says which and what to do. */
  | { kind: "failed"; message: string };

/**
 * Expands `/skill:name args` into a user message that hands the model the
 * skill's instructions (its `SKILL.md` without the front matter, read now,
 * so an edit since start-up counts) followed by `args` as the request. This
 * is how a skill is used on purpose — including one with
 * `disable-model-invocation: true`, which the system prompt does not list.
 *
 * @example
 * expandSkillCommand("/skill:pdf-tools extract report.pdf", skills);
 * // { kind: "expanded", text: 'Use the skill "pdf-tools" …\n\nRequest: extract report.pdf' }
 */
export function expandSkillCommand(
  input: string,
  skills: readonly Skill[],
  readText: (path: string) => string = (path) => readFileSync(path, "utf8"),
): SkillCommandExpansion {
  const command = parseSlashCommand(input);
  if (command === undefined || !command.name.startsWith(SKILL_COMMAND_PREFIX)) return { kind: "none" };
  const name = command.name.slice(SKILL_COMMAND_PREFIX.length);
  const skill = skills.find((candidate) => candidate.name === name);
  if (skill === undefined) {
    const known = skills.map((candidate) => candidate.name).join(", ");
    return {
      kind: "failed",
      message:
        `no skill named "${name}"` +
        (known === "" ? " (no skills are loaded; add one under skills/ or pass --skill <path>)" : `; skills: ${known}`),
    };
  }
  let text: string;
  try {
    text = readText(skill.path);
  } catch (error) {
    return {
      kind: "failed",
      message: `cannot read the skill "${name}" (${skill.path}): ${error instanceof Error ? error.message : String(error)}`,
    };
  }
  const parsed = parseFrontMatter(text);
  const instructions = (parsed.ok ? parsed.body : text).trim();
  const request = command.args;
  return {
    kind: "expanded",
    text: [
      `Use the skill "${skill.name}" for this request. Its instructions follow, from ${skill.path}; relative paths in them resolve from ${skill.baseDir}.`,
      "",
      "<skill>",
      instructions,
      "</skill>",
      ...(request === "" ? [] : ["", `Request: ${request}`]),
    ].join("\n"),
  };
}

/**
 * A prompt as it is sent: `/skill:name args` expanded (see
 * {@link expandSkillCommand}), else `/name args` when `name` is a prompt
 * template, else the input unchanged. `ok: false` for a `/skill:` input that
 * names no loaded skill or an unreadable one.
 */
export function expandPromptInput(
  input: string,
  templates: readonly PromptTemplate[],
  skills: readonly Skill[],
): { ok: true; text: string } | { ok: false; message: string } {
  const skill = expandSkillCommand(input, skills);
  switch (skill.kind) {
    case "expanded":
      return { ok: true, text: skill.text };
    case "failed":
      return { ok: false, message: skill.message };
    case "none":
      return { ok: true, text: expandPromptTemplate(input, templates) ?? input };
    default: {
      const unreachable: never = skill;
      throw new Error(`unknown expansion ${JSON.stringify(unreachable)}`);
    }
  }
}
