import type { LoadedAgent } from "./agent-definition.js";

/** One agent as `keel agents list --json` and `/agents` show it. */
export interface AgentListEntry {
  name: string;
  description: string;
  source: LoadedAgent["source"];
  /** The file or extension it came from. */
  path?: string;
  /** `null`: the parent's active tools. */
  tools: string[] | null;
  /** `null`: the parent's model. */
  model: string | null;
  thinking: string | null;
  isolation: "none" | "worktree";
}

/** The agents as a JSON-ready list (what `keel agents list --json` prints). */
export function agentListReport(agents: readonly LoadedAgent[]): AgentListEntry[] {
  return agents.map((agent) => ({
    name: agent.name,
    description: agent.description,
    source: agent.source,
    ...(agent.path !== undefined ? { path: agent.path } : {}),
    tools: agent.tools ? [...agent.tools] : null,
    model: agent.model ?? null,
    thinking: agent.thinking ?? null,
    isolation: agent.isolation ?? "none",
  }));
}

/**
 * The agents as text: one block per agent (name, where it came from, its
 * tools, model and isolation, its description), for people.
 *
 * @example
 * formatAgentList(agentListReport(agents));
 * // general  (built-in)
 * //   tools: the parent's · model: the parent's
 * //   A general-purpose agent …
 */
export function formatAgentList(entries: readonly AgentListEntry[]): string {
  return entries
    .map((entry) => {
      const from = entry.source === "builtin" ? "built-in" : `${entry.source}: ${entry.path ?? "code"}`;
      const facts = [
        `tools: ${entry.tools === null ? "the parent's" : entry.tools.length === 0 ? "none" : entry.tools.join(", ")}`,
        `model: ${entry.model ?? "the parent's"}`,
        ...(entry.thinking !== null ? [`thinking: ${entry.thinking}`] : []),
        ...(entry.isolation === "worktree" ? ["isolation: worktree"] : []),
      ];
      return `${entry.name}  (${from})\n  ${facts.join(" · ")}\n  ${entry.description}\n`;
    })
    .join("\n");
}
