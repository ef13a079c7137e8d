/** One tool call a scripted model makes. */
export interface ScriptedToolCall {
  name: string;
  /** The arguments object, or raw argument text (to script malformed JSON). */
  arguments: Record<string, unknown> | string;
  /** The call id; default `call_<turn>_<index>`. */
  id?: string;
}

/**
 * One response of a scripted model served over HTTP: streamed text and/or
 * tool calls, or an HTTP error, or a connection that hangs (for aborts and
 * timeouts).
 */
export type ScriptedTurn =
  | {
      kind?: "reply";
      /** Assistant text, streamed in chunks of `chunkSize` characters. */
      text?: string;
      /** Reasoning text, sent before the answer (OpenAI-compatible `reasoning_content`). */
      reasoning?: string;
      toolCalls?: ScriptedToolCall[];
      /** The finish reason; default `tool_calls` when there are calls, else `stop`. */
      finish?: "stop" | "length" | "tool_calls";
      /** Reported usage; default a small made-up count. */
      usage?: { input: number; output: number };
      /** Characters per streamed delta. Default 16. */
      chunkSize?: number;
      /** Milliseconds between frames (default 0: all at once). */
      delayMs?: number;
    }
  | { kind: "http-error"; status: number; body: unknown; headers?: Record<string, string> }
  | { kind: "hang" };

/** A plain text reply. */
export function replyText(
  text: string,
  extra: Omit<Extract<ScriptedTurn, { text?: string }>, "text"> = {},
): ScriptedTurn {
  return { ...extra, text };
}

/** A reply that calls tools (with optional text before the calls). */
export function replyToolCalls(calls: ScriptedToolCall[], text?: string): ScriptedTurn {
  return text === undefined ? { toolCalls: calls } : { text, toolCalls: calls };
}
