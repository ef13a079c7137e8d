/**
 * A tool call another tool made (a codemode script's `tools.read()`, a
 * subagent's calls), as kept in the outer result's `details` and so in the
 * session file: enough for a resumed session's screen to draw it again.
 */
export interface RecordedToolCall {
  toolCallId: string;
  toolName: string;
  /** The arguments, long strings cut to 2,000 characters (see {@link clipRecordedArgs}). */
  args: unknown;
  isError: boolean;
}

const MAX_STRING = 2000;

/** Arguments as recorded in a result's details: long strings cut, so the session file stays small. */
export function clipRecordedArgs(value: unknown): unknown {
  if (typeof value === "string")
    return value.length > MAX_STRING ? `${value.slice(0, MAX_STRING)}… [${value.length} characters]` : value;
  if (Array.isArray(value)) return value.map(clipRecordedArgs);
  if (typeof value === "object" && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, v]) => [key, clipRecordedArgs(v)]));
  }
  return value;
}
