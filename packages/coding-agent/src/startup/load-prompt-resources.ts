import type { AnyAgentTool } from "@keel/agent-core";
import type { Diagnostic } from "../diagnostics.js";
import type { KeelHomePaths, ProjectPaths } from "../home/keel-home.js";
import { claudeProjectPaths } from "../hooks/claude-project-files.js";
import { loadContextFiles } from "../resources/context-files.js";
import { discoverSkills, type Skill } from "../resources/discover-skills.js";
import { discoverPromptTemplates, type PromptTemplate } from "../resources/prompt-templates.js";
import type { Settings } from "../settings/settings-schema.js";
import { buildSystemPrompt } from "../system-prompt/build-system-prompt.js";
import { loadSystemPromptSources } from "../system-prompt/prompt-sources.js";

/** The command line's say over resources and the system prompt. */
export interface PromptResourceOptions {
  skills?: readonly string[];
  noSkills?: boolean;
  promptTemplates?: readonly string[];
  noPromptTemplates?: boolean;
  noContextFiles?: boolean;
  /** `--system-prompt <text|file>`. */
  systemPrompt?: string;
  /** Each `--append-system-prompt <text|file>`. */
  appendSystemPrompt?: readonly string[];
}

/** What the system prompt is made of, and the prompt templates for `/name` input. */
export interface PromptResources {
  /** The system prompt for an active tool set (rebuilt when the tools change). */
  systemPromptFor: (tools: readonly AnyAgentTool[]) => string;
  promptTemplates: PromptTemplate[];
  /** The loaded skills, for `/skill:name` input. */
  skills: Skill[];
  diagnostics: Diagnostic[];
}

/**
 * Loads context files (always), skills, prompt templates and the
 * `SYSTEM.md` / `APPEND_SYSTEM.md` / flag sources (the project's only when
 * trusted), in parallel.
 */
export async function loadPromptResources(input: {
  cwd: string;
  paths: KeelHomePaths;
  project: ProjectPaths | undefined;
  settings: Settings;
  options: PromptResourceOptions;
  now: () => Date;
}): Promise<PromptResources> {
  const { cwd, paths, project, settings, options } = input;
  // A trusted project's .claude/skills and .claude/commands too, unless compat.claude is off.
  const claude =
    project !== undefined && settings.compat?.claude !== false ? claudeProjectPaths(project.root) : undefined;
  const [context, skills, templates, sources] = await Promise.all([
    loadContextFiles({ keelHome: paths.home, cwd, noContextFiles: options.noContextFiles === true }),
    discoverSkills({
      userDir: paths.skills,
      ...(project ? { projectDir: project.skills } : {}),
      ...(claude ? { claudeDir: claude.skills } : {}),
      settingsPaths: settings.skills,
      ...(options.skills ? { cliPaths: options.skills } : {}),
      noSkills: options.noSkills === true,
    }),
    discoverPromptTemplates({
      userDir: paths.prompts,
      ...(project ? { projectDir: project.prompts } : {}),
      ...(claude ? { claudeDir: claude.commands } : {}),
      settingsPaths: settings.prompts,
      ...(options.promptTemplates ? { cliPaths: options.promptTemplates } : {}),
      noPromptTemplates: options.noPromptTemplates === true,
    }),
    loadSystemPromptSources({
      cwd,
      ...(project ? { project } : {}),
      ...(options.systemPrompt !== undefined ? { systemPrompt: options.systemPrompt } : {}),
      ...(options.appendSystemPrompt ? { appendSystemPrompt: options.appendSystemPrompt } : {}),
    }),
  ]);
  return {
    systemPromptFor: (tools) =>
      buildSystemPrompt({
        tools,
        cwd,
        date: input.now(),
        contextFiles: context.files,
        skills: skills.skills,
        ...(sources.customPrompt !== undefined ? { customPrompt: sources.customPrompt } : {}),
        appendPrompts: sources.appendPrompts,
      }),
    promptTemplates: templates.templates,
    skills: skills.skills,
    diagnostics: [...context.diagnostics, ...skills.diagnostics, ...templates.diagnostics, ...sources.diagnostics],
  };
}
