import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import type { Message } from "@keel/ai";
import { type AgentEvent, type AnyAgentTool, runAgentLoop } from "../src/index.js";
import { floorLoop } from "./floor.js";
import { loadPeer, PEER_VERSION, type PeerLoop } from "./peer-pi.js";
import { benchModel, CALLS_PER_TURN, scriptedStreamFn } from "./scripted-stream.js";

setFlagsFromString("--expose-gc");
const gc = runInNewContext("gc") as () => void;

/** One contender of the side-by-side figure: runs `calls` no-op calls through its loop. */
interface Contender {
  label: string;
  run: (calls: number) => Promise<void>;
}

interface Samples {
  wall: number[];
  cpu: number[];
}

const identity = (messages: unknown[]): Message[] => messages as Message[];
const prompt = (): Message => ({ role: "user", content: "go", timestamp: 0 });
let delivered = 0;
/** A synchronous sink, as an application that renders or logs events has. */
const sink = (_event: AgentEvent | { type: string }): void => {
  delivered++;
};

function contenders(noop: AnyAgentTool, peer: PeerLoop | undefined): Contender[] {
  const keel: Contender = {
    label: "keel runAgentLoop",
    run: async (calls) => {
      const streamFn = scriptedStreamFn(calls / CALLS_PER_TURN);
      const context = { systemPrompt: "bench", messages: [], tools: [noop] };
      await measureRun(() =>
        runAgentLoop([prompt()], context, { model: benchModel, convertToLlm: identity }, sink, undefined, streamFn),
      );
    },
  };
  const floor: Contender = {
    label: "floor (unavoidable work only)",
    run: async (calls) => {
      const streamFn = scriptedStreamFn(calls / CALLS_PER_TURN);
      await measureRun(() => floorLoop(prompt(), [noop], sink, streamFn));
    },
  };
  if (peer === undefined) return [keel, floor];
  const pi: Contender = {
    label: `pi-agent-core ${PEER_VERSION} runAgentLoop`,
    run: async (calls) => {
      const streamFn = scriptedStreamFn(calls / CALLS_PER_TURN);
      const context = { systemPrompt: "bench", messages: [], tools: [noop] };
      await measureRun(() =>
        peer.runAgentLoop(
          [prompt()],
          context,
          { model: benchModel, convertToLlm: identity },
          sink,
          undefined,
          streamFn,
        ),
      );
    },
  };
  return [keel, pi, floor];
}

let last = { wall: 0, cpu: 0 };
async function measureRun(run: () => Promise<unknown>): Promise<void> {
  gc();
  const cpuStart = process.cpuUsage();
  const start = performance.now();
  await run();
  const wall = performance.now() - start;
  const cpu = process.cpuUsage(cpuStart);
  last = { wall: wall * 1000, cpu: cpu.user + cpu.system };
}

const best = (values: number[]): number => Math.min(...values);
const median = (values: number[]): number => {
  const sorted = values.slice().sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
};

/**
 * Keel's loop, pi-agent-core's and the floor, interleaved run by run in one
 * process (so a busy moment of the machine hits all three alike), each given
 * the same prebuilt script, tool schema and synchronous sink. Prints µs per
 * call (best and median of `runs`) and each one's ratio to the peer.
 */
export async function compareWithPeer(noop: AnyAgentTool, calls: number, runs: number): Promise<void> {
  const peer = await loadPeer();
  if (!peer.ok) console.log(`pi-agent-core ${PEER_VERSION}: not measured (${peer.reason})`);
  const list = contenders(noop, peer.ok ? peer.loop : undefined);
  for (const c of list) for (let i = 0; i < 3; i++) await c.run(2_000);
  const samples = new Map<Contender, Samples>(list.map((c) => [c, { wall: [], cpu: [] }]));
  for (let i = 0; i < runs; i++) {
    for (const c of list) {
      await c.run(calls);
      const s = samples.get(c) as Samples;
      s.wall.push(last.wall / calls);
      s.cpu.push(last.cpu / calls);
    }
  }
  const peerSamples = peer.ok ? samples.get(list[1] as Contender) : undefined;
  console.log("");
  console.log(
    `Side by side, same run — ${calls.toLocaleString("en")} no-op calls, parallel, identity convertToLlm, synchronous sink, ${runs} interleaved runs`,
  );
  console.log(
    [
      "loop".padEnd(36),
      "best µs".padStart(8),
      "median".padStart(8),
      "CPU µs".padStart(8),
      "best ÷ pi".padStart(10),
      "median ÷ pi".padStart(12),
      "CPU ÷ pi".padStart(9),
    ].join(" "),
  );
  for (const c of list) {
    const s = samples.get(c) as Samples;
    const ratio = (pick: (v: number[]) => number, of: keyof Samples = "wall"): string =>
      peerSamples === undefined ? "—" : `${(pick(s[of]) / pick(peerSamples[of])).toFixed(2)}x`;
    console.log(
      [
        c.label.padEnd(36),
        best(s.wall).toFixed(2).padStart(8),
        median(s.wall).toFixed(2).padStart(8),
        best(s.cpu).toFixed(2).padStart(8),
        ratio(best).padStart(10),
        ratio(median).padStart(12),
        ratio(best, "cpu").padStart(9),
      ].join(" "),
    );
  }
  console.log(
    "best/median: wall µs per call over the runs; CPU µs: least process CPU time per call (steadier on a busy machine).",
  );
  console.log(
    "Target: keel ≤ 0.5x of pi-agent-core. The floor (bench/floor.ts) is the least work that gives the same events: no loop goes below it.",
  );
  if (delivered === 0) throw new Error("no event was delivered");
}
