import type { AnyAgentTool } from "./agent-tool.js";

/**
 * Throws when two tools of one active set share a name, naming the duplicate
 * and both positions: a provider rejects a request that declares a name
 * twice, and lookup could only ever reach the first. Used wherever a set is
 * built or assigned (the `Agent`'s initial state and `state.tools`, the
 * loop's context, `prepareNextTurn` results). @internal
 *
 * @param where - what holds the set, for the message (e.g. `"agent.state.tools"`).
 */
export function assertUniqueToolNames(tools: readonly AnyAgentTool[], where: string): void {
  if (tools.length < 2) return;
  const seen = new Map<string, number>();
  for (let index = 0; index < tools.length; index++) {
    const name = (tools[index] as AnyAgentTool).name;
    const first = seen.get(name);
    if (first !== undefined) {
      throw new Error(
        `${where} has two tools named "${name}" (at positions ${first} and ${index}). ` +
          "Each tool of an active set needs its own name (a provider rejects a request that declares one twice): " +
          "keep one of them, or rename one.",
      );
    }
    seen.set(name, index);
  }
}
