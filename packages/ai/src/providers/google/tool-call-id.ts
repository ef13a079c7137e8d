/** Prefix of the tool-call ids Keel makes up when Gemini sends a call without one. */
export const GENERATED_TOOL_CALL_ID_PREFIX = "gemini_call_";

let counter = 0;

/**
 * A unique id for a Gemini function call that came without `id` (Gemini
 * often omits it). Unique within the process: a counter plus a random
 * suffix, so calls in parallel and across turns never collide.
 */
export function generateToolCallId(): string {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  return `${GENERATED_TOOL_CALL_ID_PREFIX}${counter.toString(36)}_${Math.random().toString(36).slice(2, 10)}`;
}

/** Whether `id` was made up by {@link generateToolCallId} (such ids are never sent back to Gemini). */
export function isGeneratedToolCallId(id: string): boolean {
  return id.startsWith(GENERATED_TOOL_CALL_ID_PREFIX);
}
