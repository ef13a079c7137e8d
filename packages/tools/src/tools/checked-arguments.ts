import type { AgentTool } from "@keel/agent-core";
import { prepareToolValidation, validateToolArguments } from "@keel/ai";

/**
 * Gives a tool's `execute` the argument handling of the agent loop, so a
 * direct call (`tool.execute(id, args, …)`) is normalized and checked like a
 * model's call: `prepareArguments`, then validation against `parameters`
 * (with the same coercions and defaults), failing with the same error texts
 * (@keel/agent-core CONTRACT.md rule 3). Through the loop the arguments
 * arrive prepared and valid, and the second pass changes nothing. Arguments
 * a `beforeToolCall` hook changed, which the loop does not validate again
 * (@keel/agent-core CONTRACT.md rule 4), are checked here too: a built-in
 * tool needs them valid, and a clear validation error beats a crash inside it.
 */
export function withCheckedArguments<TParams, TDetails>(
  tool: AgentTool<TParams, TDetails>,
): AgentTool<TParams, TDetails> {
  const execute = tool.execute.bind(tool);
  return {
    ...tool,
    execute(toolCallId, params, signal, onUpdate) {
      let raw = params as Record<string, unknown>;
      if (tool.prepareArguments !== undefined) {
        try {
          raw = tool.prepareArguments(raw);
        } catch (error) {
          const reason = error instanceof Error ? error.message : String(error);
          return Promise.reject(
            new Error(`Invalid arguments for tool "${tool.name}": prepareArguments failed: ${reason}`),
          );
        }
      }
      return prepareToolValidation().then(() => {
        const validation = validateToolArguments(tool, raw);
        if (!validation.ok) throw new Error(`${validation.message}\n\nFix the arguments and call the tool again.`);
        return execute(toolCallId, validation.value as TParams, signal, onUpdate);
      });
    },
  };
}
