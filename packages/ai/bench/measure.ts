/** Timing helpers shared by the bench files (not a bench file itself: no `.bench.ts` suffix). */
import { availableParallelism, loadavg } from "node:os";

/**
 * Median and minimum of several runs, in milliseconds: wall time, and CPU
 * time of the process (user + system, all threads — GC included). On a
 * busy machine wall time includes time spent waiting for a CPU; CPU time
 * does not, so ratios are computed from it.
 */
export interface Timing {
  median: number;
  min: number;
  cpuMedian: number;
  runs: number;
}

/** Keeps results alive so the JIT cannot drop the work being measured. */
export let sink: unknown;

function medianOf(sorted: readonly number[]): number {
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

/** Times `fn`: `warmup` untimed calls, then `runs` timed calls. */
export function measure(fn: () => unknown, options: { warmup?: number; runs?: number } = {}): Timing {
  const { warmup = 3, runs = 7 } = options;
  for (let i = 0; i < warmup; i++) sink = fn();
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < runs; i++) {
    const cpuStart = process.cpuUsage();
    const start = performance.now();
    sink = fn();
    wall.push(performance.now() - start);
    const used = process.cpuUsage(cpuStart);
    cpu.push((used.user + used.system) / 1000);
  }
  wall.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  return { median: medianOf(wall), min: wall[0] ?? Number.NaN, cpuMedian: medianOf(cpu), runs };
}

/** Formats milliseconds with about 3 significant digits. */
export function ms(value: number): string {
  return value >= 100 ? `${value.toFixed(0)} ms` : value >= 10 ? `${value.toFixed(1)} ms` : `${value.toFixed(2)} ms`;
}

/** The 1-minute load average and CPU count, to judge how noisy the figures are. */
export function machineLoad(): string {
  return `load average ${loadavg()[0]?.toFixed(1)} on ${availableParallelism()} CPUs`;
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
