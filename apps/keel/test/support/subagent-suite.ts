import type { KeelWorld } from "./keel-world.js";
import { parentToolResults, sessionFilesByRole, writeAgent } from "./subagent-world.js";

/** The subagent-world helpers that take a world, bound to the world of the test that runs. */
export interface SubagentHelpers {
  /** Writes `$KEEL_HOME/agents/<name>.md` (see {@link writeAgent}). */
  agent(name: string, body: string, fields?: Record<string, string>): void;
  /** The tool results the parent's session file recorded (see {@link parentToolResults}). */
  parentToolResults(): ReturnType<typeof parentToolResults>;
  /** The parent's session file and its children's (see {@link sessionFilesByRole}). */
  sessionFilesByRole(): ReturnType<typeof sessionFilesByRole>;
}

/**
 * Binds the subagent helpers to `current()`, the world of the test that runs
 * (a suite's `let world`, made anew for each test): `current` is read at each
 * call, never when the helpers are made.
 */
export function subagentHelpers(current: () => KeelWorld): SubagentHelpers {
  return {
    agent: (name, body, fields = {}) => writeAgent(current(), name, body, fields),
    parentToolResults: () => parentToolResults(current()),
    sessionFilesByRole: () => sessionFilesByRole(current()),
  };
}
