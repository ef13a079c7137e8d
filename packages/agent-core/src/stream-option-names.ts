import type { StreamOptions } from "@keel/ai";

/**
 * The `@keel/ai` request options a caller might still pass at the top level
 * of a loop config or of the `Agent` options (where they were before
 * `streamOptions`). The `satisfies` keeps the list in step with `StreamOptions`.
 */
const STREAM_OPTION_NAMES = [
  "apiKey",
  "headers",
  "thinkingLevel",
  "maxTokens",
  "temperature",
  "timeoutMs",
  "maxRetries",
  "maxRetryDelayMs",
  "sessionId",
  "onPayload",
] as const satisfies readonly Exclude<keyof StreamOptions, "signal">[];

/**
 * Throws when `options` carries request options at its top level, where the
 * loop would ignore them, saying to move them into `streamOptions`. @internal
 *
 * @param where - what `options` is, for the message (e.g. `"agentLoop: config"`).
 */
export function assertNoMisplacedStreamOptions(options: object, where: string): void {
  const misplaced = STREAM_OPTION_NAMES.filter((name) => name in options);
  if (misplaced.length === 0) return;
  const names = misplaced.map((name) => `"${name}"`).join(", ");
  const first = misplaced[0] as string;
  throw new TypeError(
    `${where} has ${names} at its top level, where ${misplaced.length === 1 ? "it is" : "they are"} ignored: ` +
      `provider request options go in streamOptions, e.g. { streamOptions: { ${first}: … } }.`,
  );
}
