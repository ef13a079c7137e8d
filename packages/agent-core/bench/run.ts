/**
 * Loop overhead benchmark: N no-op tool calls (5 per turn) through the agent
 * loop, driven by a scripted stream function that replays prebuilt events,
 * so the figures measure the loop (preflight, validation, scheduling, events,
 * transcript), not a model or a fake's streaming. Then Keel's loop side by
 * side with pi-agent-core 0.73.1 and with the floor (bench/floor.ts), in the
 * same run (compare.ts; the peer is installed into bench/peer on first use).
 *
 * Run: pnpm --filter @keel/agent-core bench
 */

import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import type { Message } from "@keel/ai";
import { Type } from "typebox";
import {
  type AgentEvent,
  type AgentLoopConfig,
  type AnyAgentTool,
  agentLoop,
  defineTool,
  runAgentLoop,
  type StreamFn,
} from "../src/index.js";
import { compareWithPeer } from "./compare.js";
import { CALLS_PER_TURN, benchModel as model, scriptedStreamFn } from "./scripted-stream.js";

/** Runs per figure; the best is reported (wall time on a shared machine only gets worse, never better). */
const RUNS = 9;
/** Interleaved runs of the side-by-side comparison with pi-agent-core. */
const PEER_RUNS = 15;

// Collect garbage between runs so one run's garbage is not paid by the next (no flags needed).
setFlagsFromString("--expose-gc");
const gc = runInNewContext("gc") as () => void;

const noopResult = { content: [{ type: "text" as const, text: "ok" }] };
const noop: AnyAgentTool = defineTool({
  name: "noop",
  label: "No-op",
  description: "Does nothing.",
  parameters: Type.Object({ n: Type.Number() }),
  execute: async () => noopResult,
});

interface Figures {
  usPerCall: number;
  /** Process CPU time (user + system, all threads) per call: robust when the machine is busy. */
  cpuUsPerCall: number;
  firstTenthUs: number;
  lastTenthUs: number;
  peakRssMb: number;
  peakHeapMb: number;
}

type Driver = "runAgentLoop" | "agentLoop";

async function measure(calls: number, driver: Driver, config: Partial<AgentLoopConfig>): Promise<Figures> {
  const turns = calls / CALLS_PER_TURN;
  const streamFn: StreamFn = scriptedStreamFn(turns);
  const turnEnds: number[] = [];
  let events = 0;
  let peakRss = 0;
  let peakHeap = 0;
  const observe = (event: AgentEvent): void => {
    if (event.type === "turn_end") turnEnds.push(performance.now());
    if (++events % 2_000 === 0) {
      const usage = process.memoryUsage();
      if (usage.rss > peakRss) peakRss = usage.rss;
      if (usage.heapUsed > peakHeap) peakHeap = usage.heapUsed;
    }
  };
  const prompt: Message = { role: "user", content: "go", timestamp: 0 };
  const context = { systemPrompt: "bench", messages: [], tools: [noop] };
  // Provider options travel in their own field, copied once per request.
  const fullConfig: AgentLoopConfig = { model, streamOptions: { maxRetries: 0, timeoutMs: 60_000 }, ...config };

  gc();
  const baselineHeap = process.memoryUsage().heapUsed;
  const cpuStart = process.cpuUsage();
  const start = performance.now();
  if (driver === "runAgentLoop") {
    await runAgentLoop([prompt], context, fullConfig, observe, undefined, streamFn);
  } else {
    for await (const event of agentLoop([prompt], context, fullConfig, undefined, streamFn)) observe(event);
  }
  const elapsed = performance.now() - start;
  const cpu = process.cpuUsage(cpuStart);
  const usage = process.memoryUsage();
  peakRss = Math.max(peakRss, usage.rss);
  peakHeap = Math.max(peakHeap, usage.heapUsed);

  const tenth = Math.max(1, Math.floor(turns / 10));
  const firstTenth = (turnEnds[tenth - 1] as number) - start;
  const lastTenth = (turnEnds[turns - 1] as number) - (turnEnds[turns - 1 - tenth] as number);
  const perCall = (ms: number, n: number): number => (ms * 1000) / n;
  return {
    usPerCall: perCall(elapsed, calls),
    cpuUsPerCall: (cpu.user + cpu.system) / calls,
    firstTenthUs: perCall(firstTenth, tenth * CALLS_PER_TURN),
    lastTenthUs: perCall(lastTenth, tenth * CALLS_PER_TURN),
    peakRssMb: peakRss / 2 ** 20,
    peakHeapMb: (peakHeap - baselineHeap) / 2 ** 20,
  };
}

function row(label: string, calls: number, f: Figures): string {
  return [
    label.padEnd(44),
    String(calls).padStart(6),
    f.usPerCall.toFixed(2).padStart(9),
    f.cpuUsPerCall.toFixed(2).padStart(9),
    f.firstTenthUs.toFixed(2).padStart(11),
    f.lastTenthUs.toFixed(2).padStart(10),
    f.peakRssMb.toFixed(1).padStart(9),
    f.peakHeapMb.toFixed(1).padStart(9),
  ].join(" ");
}

async function best(calls: number, driver: Driver, config: Partial<AgentLoopConfig>, runs = RUNS): Promise<Figures> {
  let result: Figures | undefined;
  for (let i = 0; i < runs; i++) {
    const f = await measure(calls, driver, config);
    if (result === undefined || f.usPerCall < result.usPerCall) result = f;
  }
  return result as Figures;
}

const identity = (messages: unknown[]): Message[] => messages as Message[];
const scenarios: { label: string; driver: Driver; config: Partial<AgentLoopConfig> }[] = [
  {
    label: "runAgentLoop, parallel, identity convertToLlm",
    driver: "runAgentLoop",
    config: { convertToLlm: identity },
  },
  {
    label: "runAgentLoop, sequential, identity convertToLlm",
    driver: "runAgentLoop",
    config: { convertToLlm: identity, toolExecution: "sequential" },
  },
  { label: "agentLoop (EventStream), parallel, identity", driver: "agentLoop", config: { convertToLlm: identity } },
  { label: "runAgentLoop, parallel, default convertToLlm", driver: "runAgentLoop", config: {} },
];

// Warm up the JIT on every path before timing.
for (const s of scenarios) await measure(2_000, s.driver, s.config);

console.log(
  `agent-core loop bench — ${CALLS_PER_TURN} no-op calls per turn, best of ${RUNS} runs, Node ${process.version}`,
);
console.log(
  [
    "scenario".padEnd(44),
    "calls".padStart(6),
    "µs/call".padStart(9),
    "CPU µs".padStart(9),
    "first 10%".padStart(11),
    "last 10%".padStart(10),
    "peak RSS".padStart(9),
    "heap +MB".padStart(9),
  ].join(" "),
);
for (const s of scenarios) {
  for (const calls of [1_000, 10_000]) console.log(row(s.label, calls, await best(calls, s.driver, s.config)));
}
console.log(
  "µs/call: wall time of the whole run / calls. CPU µs: process CPU time / calls. first/last 10%: µs per call over the first and last tenth of the turns of that run.",
);
console.log(
  "peak RSS: whole process, MB. heap +MB: peak heap growth during the run (prebuilt script, transcript, garbage), sampled every 2,000 events.",
);

await compareWithPeer(noop, 10_000, PEER_RUNS);
