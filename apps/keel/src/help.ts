import { formatHelp, keelFlags } from "@keel/coding-agent";

/** The text of `keel --help`. */
export function keelHelp(): string {
  return formatHelp(keelFlags, {
    usage: [
      "keel [options] [--] [@files...] [messages...]",
      "keel trust [path] | keel untrust [path] | keel trust --list",
      "keel auth login --provider <name> --api-key | keel auth logout --provider <name>",
    ],
    commands: [
      { name: "trust [path]", description: "Trust a project's .keel/ config (extensions, skills, settings…)" },
      { name: "untrust [path]", description: "Mark a project untrusted; its .keel/ config never loads" },
      { name: "auth login", description: "Save an API key in $KEEL_HOME/auth.json (read without echo)" },
      { name: "auth logout", description: "Remove a saved API key" },
      { name: "permissions", description: "List saved approvals and settings rules; revoke <rule>; audit <session>" },
      { name: "sandbox check", description: "Show whether commands can run in the OS sandbox here (docs/sandbox.md)" },
      {
        name: "checkpoints [list] | prune [--older-than 30d]",
        description: "Each project's checkpoints for rewind (count, size on disk); drop old ones (docs/checkpoints.md)",
      },
      {
        name: "hooks [list] [--json]",
        description: "The lifecycle hooks that run here, and what an untrusted project would add",
      },
      { name: "agents [list] [--json]", description: "The subagents the task tool offers here (docs/subagents.md)" },
      {
        name: "install|remove|list|update",
        description: "Packages of extensions, skills, prompts, themes from npm, git or a folder (-l: the project's)",
      },
      {
        name: "mcp add|remove|list|login|logout",
        description: "MCP servers in $KEEL_HOME/mcp.json (-l: the project's)",
      },
      {
        name: "fleet submit|worker|status|results|cancel|retry",
        description: "Many headless sessions as jobs on BullMQ and Redis (docs/fleet.md)",
      },
    ],
    examples: [
      { name: 'keel -p "Explain this repository"', description: "print the answer and exit" },
      { name: 'git diff | keel -p "Review this change"', description: "piped input comes first in the prompt" },
      { name: 'keel --mode json "List the files" > run.jsonl', description: "every event as one JSON line" },
      {
        name: "keel --model anthropic/claude-sonnet-5-5:high -c",
        description: "continue the last session with another model",
      },
    ],
    footer: [
      "Keys: --api-key, keel auth login, or the provider's variable (ANTHROPIC_API_KEY, OPENAI_API_KEY, GEMINI_API_KEY…).",
      "Local servers (Ollama, llama.cpp, vLLM, LM Studio): describe them in $KEEL_HOME/models.json.",
      "Environment: KEEL_HOME (default ~/.keel), KEEL_OFFLINE=1, NO_COLOR.",
    ],
  });
}
