let fallbackCounter = 0;

/** An id for a tool call whose server sent none (some local servers omit it). */
export function fallbackToolCallId(): string {
  fallbackCounter = (fallbackCounter + 1) % 1_000_000;
  return `call_${Date.now().toString(36)}${fallbackCounter.toString(36)}`;
}
