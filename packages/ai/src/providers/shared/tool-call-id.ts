const ALPHABET = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";

/**
 * Fits a tool-call id into a server's length limit (Mistral accepts only 9
 * alphanumerics). An id that already fits is kept; a longer one becomes a
 * deterministic alphanumeric digest of exactly `maxLength` characters, so
 * the assistant's call and its tool result still match after the change.
 * Without a limit the id is returned as is.
 */
export function fitToolCallId(id: string, maxLength: number | undefined): string {
  if (maxLength === undefined || maxLength <= 0 || id.length <= maxLength) return id;
  // Two independent 32-bit FNV-1a hashes give enough spread for a handful of ids per conversation.
  let h1 = 0x811c9dc5;
  let h2 = 0x01000193 ^ id.length;
  for (let i = 0; i < id.length; i++) {
    const c = id.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 0x01000193) >>> 0;
    h2 = Math.imul(h2 ^ c, 0x5bd1e995) >>> 0;
  }
  let out = "";
  for (let i = 0; i < maxLength; i++) {
    const source = i % 2 === 0 ? h1 : h2;
    out += ALPHABET[source % ALPHABET.length];
    if (i % 2 === 0) h1 = Math.imul(h1 ^ (h1 >>> 13), 0x5bd1e995) >>> 0;
    else h2 = Math.imul(h2 ^ (h2 >>> 15), 0x01000193) >>> 0;
  }
  return out;
}

let fallbackCounter = 0;

/** An id for a tool call whose server sent none (some local servers omit it). */
export function fallbackToolCallId(): string {
  fallbackCounter = (fallbackCounter + 1) % 1_000_000;
  return `call_${Date.now().toString(36)}${fallbackCounter.toString(36)}`;
}
