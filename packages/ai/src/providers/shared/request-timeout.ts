import type { StreamOptions } from "../../stream-options.js";

/**
 * The request's idle timeout in milliseconds, or `undefined` when none is
 * set (`timeoutMs` absent, zero or negative means no timeout).
 */
export function requestTimeoutMs(options: Pick<StreamOptions, "timeoutMs"> | undefined): number | undefined {
  const timeoutMs = options?.timeoutMs;
  return timeoutMs !== undefined && timeoutMs > 0 ? timeoutMs : undefined;
}

/** `{ timeout }` for an SDK client's options when a timeout is set, else `{}` (spread it in). */
export function timeoutOption(timeoutMs: number | undefined): { timeout?: number } {
  return timeoutMs === undefined ? {} : { timeout: timeoutMs };
}
