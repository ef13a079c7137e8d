/**
 * A count with its noun in the right number: `1 line`, `2 lines`, `0 lines`.
 * `plural` defaults to the noun with an `s`.
 *
 * @example
 * countOf(1, "retry", "retries"); // "1 retry"
 */
export function countOf(count: number, noun: string, plural = `${noun}s`): string {
  return `${count} ${count === 1 ? noun : plural}`;
}
