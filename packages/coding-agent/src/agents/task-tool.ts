import type { AgentTool, AgentToolResult } from "@keel/agent-core";
import { type Static, Type } from "typebox";
import type { SubagentDetails } from "./subagent-details.js";
import { usageLine } from "./subagent-details.js";
import { type SubagentRunner, TASK_TOOL_NAME } from "./subagent-runner.js";

/** The `task` tool's arguments. */
export const TaskToolParameters = Type.Object({
  agent: Type.Optional(
    Type.String({
      minLength: 1,
      description: "Which agent runs the task (one listed in this tool's description). Default: general.",
    }),
  ),
  description: Type.String({ minLength: 1, description: "A short (3-7 words) label of the task, for people." }),
  prompt: Type.String({
    minLength: 1,
    description:
      "The whole task. The subagent sees nothing of this conversation: say everything it needs and what to report.",
  }),
  isolation: Type.Optional(
    Type.Enum(["none", "worktree"], {
      description:
        "worktree: the subagent works in a fresh git worktree on a new branch (its edits do not touch this folder).",
    }),
  ),
});

/** The `task` tool's arguments, as the tool receives them. */
export type TaskToolArguments = Static<typeof TaskToolParameters>;

/** The `task` tool's description: what it does, then the agents to choose from (read each time a request is built). */
export function taskToolDescription(runner: SubagentRunner): string {
  const agents = runner.agents.map((agent) => `- ${agent.name}: ${agent.description}`).join("\n");
  return [
    "Hands a self-contained piece of work to a subagent: a separate agent with its own context, tools and model, which works until it is done and returns its final report as this tool's result.",
    "Use it for searches across many files, research, or independent changes, so their details stay out of this conversation. Several task calls in one reply run at the same time.",
    "The subagent sees only your prompt: include every detail it needs and say what it should report back.",
    "",
    "Available agents:",
    agents,
  ].join("\n");
}

/**
 * The `task` tool: runs a subagent through the session's
 * {@link SubagentRunner} and returns its final text plus a usage line; a
 * failure (unknown agent, provider error, abort) is an error result with
 * the reason. `details` carry the child's session id and usage
 * ({@link SubagentDetails}).
 */
export function createTaskTool(runner: SubagentRunner): AgentTool<TaskToolArguments, SubagentDetails | undefined> {
  return {
    name: TASK_TOOL_NAME,
    label: "Task",
    get description() {
      return taskToolDescription(runner);
    },
    parameters: TaskToolParameters,
    promptSnippet: "Hand a self-contained piece of work to a subagent (runs in parallel with other task calls)",
    async execute(toolCallId, params, signal): Promise<AgentToolResult<SubagentDetails | undefined>> {
      const outcome = await runner.run({
        ...(params.agent !== undefined ? { agent: params.agent } : {}),
        description: params.description,
        prompt: params.prompt,
        ...(params.isolation !== undefined ? { isolation: params.isolation } : {}),
        toolCallId,
        ...(signal ? { signal } : {}),
      });
      const details = outcome.details;
      const usage = details
        ? `\n\n${usageLine(details.subagent.agent, details.subagent.sessionId, details.subagent.usage)}`
        : "";
      if (!outcome.ok) {
        return {
          content: [{ type: "text", text: `Subagent failed: ${outcome.error}${usage}` }],
          details,
          isError: true,
        };
      }
      const worktree = outcome.details.subagent.worktree;
      const branch = worktree
        ? `\n\nThe subagent's changes are on branch ${worktree.branch} (worktree ${worktree.path}):\n${worktree.diffStat}`
        : "";
      return {
        content: [{ type: "text", text: `${outcome.text || "(no text)"}${branch}${usage}` }],
        details: outcome.details,
      };
    },
  };
}
