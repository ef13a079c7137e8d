/** Timing helpers shared by the bench files (not a bench file itself: no `.bench.ts` suffix). */

/** Median and minimum wall time of several runs, in milliseconds. */
export interface Timing {
  median: number;
  min: number;
  runs: number;
}

/** Keeps results alive so the JIT cannot drop the work being measured. */
export let sink: unknown;

/**
 * Times `fn`: `warmup` untimed calls, then `runs` timed calls; reports the
 * median and the minimum.
 */
export function measure(fn: () => unknown, options: { warmup?: number; runs?: number } = {}): Timing {
  const { warmup = 3, runs = 7 } = options;
  for (let i = 0; i < warmup; i++) sink = fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    sink = fn();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(times.length / 2)] ?? Number.NaN, min: times[0] ?? Number.NaN, runs };
}

/** Formats milliseconds with 3 significant-ish digits. */
export function ms(value: number): string {
  return value >= 100 ? `${value.toFixed(0)} ms` : value >= 10 ? `${value.toFixed(1)} ms` : `${value.toFixed(2)} ms`;
}

/** A seeded PRNG (mulberry32), so generated inputs are the same on every run. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
