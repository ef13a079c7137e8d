import { SKILL_COMMAND_PREFIX } from "../resources/skill-command.js";
import type { CreateAgentSessionResult } from "../startup/create-agent-session.js";
import type { RuntimeCommand } from "./session-runtime.js";

/**
 * What a prompt can run with `/name` in a session: its extensions' commands,
 * its prompt templates and its skills (`skill:name`), in that order.
 */
export function runtimeCommands(
  created: Pick<Extract<CreateAgentSessionResult, { ok: true }>, "extensions" | "promptTemplates" | "skills">,
): RuntimeCommand[] {
  const extension: RuntimeCommand[] = (created.extensions?.getCommands() ?? []).map((command) => ({
    name: command.invocation,
    ...(command.description === undefined ? {} : { description: command.description }),
    source: "extension",
    path: command.extensionPath,
  }));
  const templates: RuntimeCommand[] = created.promptTemplates.map((template) => ({
    name: template.name,
    description: template.description,
    source: "prompt",
    path: template.path,
  }));
  const skills: RuntimeCommand[] = created.skills.map((skill) => ({
    name: `${SKILL_COMMAND_PREFIX}${skill.name}`,
    description: skill.description,
    source: "skill",
    path: skill.path,
  }));
  return [...extension, ...templates, ...skills];
}
