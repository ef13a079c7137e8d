import type { LoadedAgent } from "./agent-definition.js";

/**
 * The built-in `general` agent: the parent's model and active tools, with a
 * short system prompt. A definition named `general` from a file, an
 * extension or the library replaces it.
 */
export const GENERAL_AGENT: LoadedAgent = {
  name: "general",
  description:
    "A general-purpose agent for a self-contained piece of work (research, a search across many files, a focused change). It has your tools and model.",
  systemPrompt: [
    "You are a subagent: another agent handed you one task.",
    "Do the task with the tools you have, then answer with a concise, complete report of what you found or changed.",
    "Your final message is all the other agent will see, so put every result it needs there.",
  ].join("\n"),
  source: "builtin",
};
