/** Edit distance between two strings (insertions, deletions, substitutions, adjacent swaps). */
export function editDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) =>
    Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const row = d[i] as number[];
      const above = d[i - 1] as number[];
      let best = Math.min((above[j] as number) + 1, (row[j - 1] as number) + 1, (above[j - 1] as number) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, ((d[i - 2] as number[])[j - 2] as number) + 1);
      }
      row[j] = best;
    }
  }
  return (d[a.length] as number[])[b.length] as number;
}

/**
 * The candidate closest to `input`, or `undefined` when none is close enough
 * to be a likely typo (at most a third of the input's length, minimum 2 edits,
 * and never as many edits as the input has characters: a guess that keeps
 * nothing of what was typed, like `p` for `x`, is no suggestion; a
 * candidate that starts with the input also counts). Ties go to the
 * candidate whose length is nearest the input's.
 */
export function closestMatch(input: string, candidates: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const candidate of candidates) {
    const distance = candidate.startsWith(input) && input.length >= 3 ? 0.5 : editDistance(input, candidate);
    // On a tie, the candidate of the input's length wins (a swapped pair beats a dropped letter).
    const closerLength =
      best !== undefined &&
      distance === bestDistance &&
      Math.abs(candidate.length - input.length) < Math.abs(best.length - input.length);
    if (distance < bestDistance || closerLength) {
      best = candidate;
      bestDistance = distance;
    }
  }
  const limit = Math.min(Math.max(2, Math.floor(input.length / 3)), input.length - 1);
  return bestDistance <= limit ? best : undefined;
}
