import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Diagnostic } from "../diagnostics.js";
import { AGENT_NAME, type AgentDefinition, type AgentSource, type LoadedAgent } from "./agent-definition.js";
import { GENERAL_AGENT } from "./builtin-agents.js";
import { parseAgentFile } from "./parse-agent-file.js";

/** Inputs of {@link loadAgentDefinitions}: absolute folders, all explicit. */
export interface LoadAgentDefinitionsOptions {
  /** `$KEEL_HOME/agents`. */
  userDir: string;
  /** A trusted project's `.claude/agents` (omit when untrusted or when `compat.claude` is off). */
  claudeDir?: string;
  /** A trusted project's `.keel/agents` (omit when untrusted). */
  projectDir?: string;
  /** Agents extensions registered (`registerAgent`), with the extension's path. */
  extensionAgents?: readonly { agent: AgentDefinition; extensionPath: string }[];
  /** Agents given to `createAgentSession({ agents })`. */
  libraryAgents?: readonly AgentDefinition[];
}

/** The agents a session knows, by name, and what was wrong with the ones left out. */
export interface LoadedAgents {
  /** Sorted by name. */
  agents: LoadedAgent[];
  diagnostics: Diagnostic[];
}

/**
 * Loads the subagent definitions: the built-in `general`, then
 * `$KEEL_HOME/agents/*.md`, a trusted project's `.claude/agents/*.md` and
 * `.keel/agents/*.md`, extension agents and library agents; a later source
 * replaces an agent of the same name. A bad file is left out with a
 * diagnostic naming the file and field; the others still load. A missing
 * folder is not a problem.
 */
export function loadAgentDefinitions(options: LoadAgentDefinitionsOptions): LoadedAgents {
  const byName = new Map<string, LoadedAgent>([[GENERAL_AGENT.name, GENERAL_AGENT]]);
  const diagnostics: Diagnostic[] = [];
  const add = (agent: LoadedAgent) => byName.set(agent.name, agent);
  const folders: [string | undefined, AgentSource][] = [
    [options.userDir, "user"],
    [options.claudeDir, "claude"],
    [options.projectDir, "project"],
  ];
  for (const [dir, source] of folders) {
    if (dir === undefined) continue;
    for (const file of markdownFiles(dir)) {
      let text: string;
      try {
        text = readFileSync(file, "utf8");
      } catch (error) {
        diagnostics.push({ severity: "error", source: file, message: `agent not loaded: ${(error as Error).message}` });
        continue;
      }
      const parsed = parseAgentFile(text, file, source);
      diagnostics.push(...parsed.diagnostics);
      if (parsed.ok) add(parsed.agent);
    }
  }
  for (const { agent, extensionPath } of options.extensionAgents ?? []) {
    const problems = definitionProblems(agent, extensionPath);
    diagnostics.push(...problems);
    if (problems.length === 0) add({ ...agent, source: "extension", path: extensionPath });
  }
  for (const agent of options.libraryAgents ?? []) {
    const problems = definitionProblems(agent, LIBRARY_SOURCE);
    diagnostics.push(...problems);
    if (problems.length === 0) add({ ...agent, source: "library" });
  }
  return { agents: [...byName.values()].sort((a, b) => a.name.localeCompare(b.name)), diagnostics };
}

const LIBRARY_SOURCE = "createAgentSession({ agents })";

/** What is wrong with a definition given in code (an extension's or the library's), one diagnostic per field. */
function definitionProblems(agent: AgentDefinition, source: string): Diagnostic[] {
  const problems: Diagnostic[] = [];
  const bad = (field: string, message: string, hint: string) =>
    problems.push({ severity: "error", source, path: `/${field}`, message: `agent not loaded: ${message}`, hint });
  if (typeof agent.name !== "string" || !AGENT_NAME.test(agent.name) || agent.name.length > 64) {
    bad(
      "name",
      `\`name\` ${JSON.stringify(agent.name)} is not a valid agent name`,
      "Use lower-case letters, digits and dashes (at most 64).",
    );
  }
  if (typeof agent.description !== "string" || agent.description.trim() === "") {
    bad(
      "description",
      `agent ${JSON.stringify(agent.name)} has no \`description\``,
      "Say what the agent does and when to use it.",
    );
  }
  if (typeof agent.systemPrompt !== "string" || agent.systemPrompt.trim() === "") {
    bad(
      "systemPrompt",
      `agent ${JSON.stringify(agent.name)} has no \`systemPrompt\``,
      "Give the agent's instructions.",
    );
  }
  return problems;
}

function markdownFiles(dir: string): string[] {
  try {
    return readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isFile() && entry.name.endsWith(".md"))
      .map((entry) => join(dir, entry.name))
      .sort();
  } catch {
    return [];
  }
}
