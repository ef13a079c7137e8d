/**
 * Helpers shared by the provider benches: inputs (code-like text, delta
 * splitting, a bench model) and the measuring loop (one streamed request,
 * then a scenario of several, printed as one line). Not a bench itself
 * (no `.bench.ts` suffix), so `run.ts` does not run it.
 */
import { availableParallelism, loadavg } from "node:os";
import type { Context } from "../src/context.js";
import type { AssistantMessageEventStream } from "../src/event-stream.js";
import type { Api, Model } from "../src/model.js";
import type { ReplayServer } from "../src/testing/replay-server.js";
import { ms, seededRandom } from "./measure.js";

export const MB = 1024 * 1024;
export const context: Context = { messages: [{ role: "user", content: "go", timestamp: 0 }] };

/** A model of `api` served from `baseUrl`. */
export function model(api: Api, baseUrl: string): Model {
  return {
    id: "bench-model",
    name: "bench",
    api,
    provider: "openai",
    baseUrl,
    reasoning: false,
    input: ["text"],
    cost: { input: 1, output: 1, cacheRead: 0, cacheWrite: 0 },
    contextWindow: 1_000_000,
    maxTokens: 100_000,
  };
}

/** Code-like text with quotes, backslashes, newlines, tabs and non-ASCII, `size` characters. */
export function codeText(size: number, seed: number): string {
  const random = seededRandom(seed);
  const samples = [
    'const greeting = "héllo \\"wörld\\"";',
    "\tif (a < b && c > d) { return [a, '\\n']; }",
    "// 中文注释 with emoji 😀",
    "      plain ascii line of source code, nothing special here at all",
  ];
  let text = "";
  while (text.length < size) text += `${samples[Math.floor(random() * samples.length)]}\n`;
  return text.slice(0, size);
}

/** Splits `text` into `pieces` deltas of equal size. */
export function split(text: string, pieces: number): string[] {
  const size = Math.ceil(text.length / pieces);
  const out: string[] = [];
  for (let offset = 0; offset < text.length; offset += size) out.push(text.slice(offset, offset + size));
  return out;
}

/** The measurements of one request. */
export interface RunResult {
  ms: number;
  /** CPU time of the process (all threads), less sensitive than wall time to a busy machine. */
  cpuMs: number;
  peakRssMb: number;
  peakHeapMb: number;
  events: number;
}

/** One request: stream, consume every event, sample memory; check the result is what was sent. */
export async function once(
  start: () => AssistantMessageEventStream,
  check: (value: unknown) => boolean,
): Promise<RunResult> {
  const base = process.memoryUsage();
  let peakRss = base.rss;
  let peakHeap = base.heapUsed;
  const sample = (): void => {
    const now = process.memoryUsage();
    if (now.rss > peakRss) peakRss = now.rss;
    if (now.heapUsed > peakHeap) peakHeap = now.heapUsed;
  };
  const timer = setInterval(sample, 2);
  const cpu = process.cpuUsage();
  const began = performance.now();
  const stream = start();
  let events = 0;
  for await (const _event of stream) {
    if ((++events & 255) === 0) sample();
  }
  const message = await stream.result();
  const elapsed = performance.now() - began;
  const used = process.cpuUsage(cpu);
  clearInterval(timer);
  sample();
  if (message.stopReason === "error" || !check(message.content[0])) {
    throw new Error(`bench run produced a wrong message: ${message.stopReason} ${message.errorMessage ?? ""}`);
  }
  return {
    ms: elapsed,
    cpuMs: (used.user + used.system) / 1000,
    peakRssMb: (peakRss - base.rss) / MB,
    peakHeapMb: (peakHeap - base.heapUsed) / MB,
    events,
  };
}

/** Runs one request `runs` times after two warm-ups and prints the median/best wall time, CPU time and peak memory. Returns the CPU median. */
export async function scenario(
  label: string,
  server: ReplayServer,
  frames: string[],
  start: () => AssistantMessageEventStream,
  check: (value: unknown) => boolean,
  runs = 7,
): Promise<number> {
  const results: RunResult[] = [];
  for (let i = 0; i < runs + 2; i++) {
    global.gc?.();
    server.enqueue({ kind: "sse", events: frames });
    const result = await once(start, check);
    if (i >= 2) results.push(result); // the first two warm the JIT and the SDK
  }
  const times = results.map((r) => r.ms).sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)] ?? Number.NaN;
  const cpus = results.map((r) => r.cpuMs).sort((a, b) => a - b);
  const cpuMedian = cpus[Math.floor(cpus.length / 2)] ?? Number.NaN;
  const wire = frames.reduce((n, f) => n + f.length, 0) / MB;
  const rss = Math.max(...results.map((r) => r.peakRssMb));
  const heap = Math.max(...results.map((r) => r.peakHeapMb));
  console.log(
    `${label.padEnd(44)} median ${ms(median).padStart(9)}  best ${ms(times[0] ?? Number.NaN).padStart(9)}  ` +
      `cpu ${ms(cpuMedian).padStart(9)}  ` +
      `wire ${wire.toFixed(1)} MB, ${results[0]?.events ?? 0} events; peak +rss ${rss.toFixed(0)} MB, +heap ${heap.toFixed(0)} MB`,
  );
  return cpuMedian;
}

/** The 5 MB text response every provider bench streams: its ~100-character deltas and a check of the result. */
export function fiveMegabyteText(): { pieces: string[]; isText: (block: unknown) => boolean } {
  const text = codeText(5 * MB, 1);
  return {
    pieces: split(text, Math.ceil(text.length / 100)),
    isText: (block) => (block as { text?: string }).text?.length === text.length,
  };
}

/** Prints the 1 MB / 0.5 MB CPU-time ratios and the machine load, the closing lines of a provider bench. */
export function printLinearity(ratios: readonly string[]): void {
  console.log(`linearity (1 MB cpu time / 0.5 MB cpu time, ≈ 2 is linear): ${ratios.join(", ")}`);
  console.log(
    `load average ${loadavg()
      .map((n) => n.toFixed(1))
      .join(" ")} on ${availableParallelism()} CPUs`,
  );
}
