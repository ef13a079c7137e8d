import type { Settings } from "./settings-schema.js";

/** The built-in defaults: the bottom layer under the user and project files. */
export function defaultSettings(): Settings {
  return {
    defaultThinkingLevel: "medium",
    defaultTools: ["read", "bash", "edit", "write"],
    toolExecution: "parallel",
    steeringMode: "one-at-a-time",
    followUpMode: "one-at-a-time",
    retry: { enabled: true, maxRetries: 3, baseDelayMs: 2000, maxDelayMs: 60_000 },
    compaction: { enabled: true, reserveTokens: 16_384, keepRecentTokens: 20_000 },
    extensions: [],
    skills: [],
    prompts: [],
    defaultProjectTrust: "ask",
  };
}
