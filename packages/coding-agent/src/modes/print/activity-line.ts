import type { AgentSessionEvent } from "../../agent-session/session-events.js";

function argsPreview(args: object): string {
  const text = JSON.stringify(args);
  return text.length > 160 ? `${text.slice(0, 159)}…` : text;
}

/**
 * One stderr line for an event worth showing while a headless run works:
 * tool starts and ends with `--verbose`, retries always (a wait the user
 * should know about). `undefined` for everything else.
 */
export function activityLine(event: AgentSessionEvent, verbose: boolean): string | undefined {
  switch (event.type) {
    case "retry_scheduled":
      return `keel: ${event.errorMessage || event.errorKind}; retrying in ${(event.delayMs / 1000).toFixed(1)} s (attempt ${event.attempt} of ${event.maxAttempts})`;
    case "retry_end":
      return event.success ? `keel: the retry succeeded after ${event.attempts} attempt(s)` : undefined;
    case "compaction_start":
      return `keel: compacting the conversation (${event.reason === "overflow" ? "it no longer fits the model's context" : event.reason === "threshold" ? "it nears the model's context window" : "asked for"})`;
    case "compaction_end":
      return event.result
        ? `keel: compacted: about ${event.result.tokensBefore} → ${event.result.tokensAfter} tokens`
        : `keel: compaction failed: ${event.errorMessage ?? "aborted"}`;
    case "tool_execution_start":
      return verbose ? `→ ${event.toolName} ${argsPreview(event.args)}` : undefined;
    case "tool_execution_end": {
      if (!verbose) return undefined;
      const first = event.result.content.find((block) => block.type === "text");
      const summary = first && first.type === "text" ? first.text.split("\n", 1)[0]?.slice(0, 160) : undefined;
      return `${event.isError ? "✗" : "✓"} ${event.toolName} (${Math.round(event.durationMs)} ms)${event.isError && summary ? `: ${summary}` : ""}`;
    }
    default:
      return undefined;
  }
}
