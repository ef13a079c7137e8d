/**
 * Provider adapters end to end: the official `openai` SDK parses a stream
 * served by the loopback replay server, and the adapter turns it into
 * normalized events (consumed with `for await`, as an agent does).
 *
 * Scenarios, through OpenAI Chat Completions and OpenAI Responses:
 * - a 5 MB text response in ~100-character deltas;
 * - one tool call whose arguments are 1 MB in 2,000 deltas, and 0.5 MB in
 *   1,000 deltas of the same size (time should scale ~2x: linear).
 *
 * Prints the median and best wall time of several runs, the median CPU time
 * (which a busy machine inflates less than wall time; it includes the
 * in-process replay server and GC threads) and the peak memory growth over
 * the run (sampled `rss` / `heapUsed`). Never asserts: run it on
 * purpose (`pnpm --filter @keel/ai bench -- providers`).
 * Reference: 1 MB / 2,000 deltas through Chat Completions, target ≤ 120 ms
 * (the best published implementation takes ~240 ms).
 */
import { availableParallelism, loadavg } from "node:os";
import { pathToFileURL } from "node:url";
import type { Context } from "../src/context.js";
import type { AssistantMessageEventStream } from "../src/event-stream.js";
import type { Model } from "../src/model.js";
import { streamOpenAICompletions } from "../src/providers/openai-completions/stream.js";
import { streamOpenAIResponses } from "../src/providers/openai-responses/stream.js";
import { frameChunks, type ReplayServer, startReplayServer } from "../src/testing/replay-server.js";
import { ms, seededRandom } from "./measure.js";

const MB = 1024 * 1024;
const context: Context = { messages: [{ role: "user", content: "go", timestamp: 0 }] };

function model(api: "openai-completions" | "openai-responses", baseUrl: string): Model {
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
function codeText(size: number, seed: number): string {
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

function split(text: string, pieces: number): string[] {
  const size = Math.ceil(text.length / pieces);
  const out: string[] = [];
  for (let offset = 0; offset < text.length; offset += size) out.push(text.slice(offset, offset + size));
  return out;
}

const chunk = (delta: object, finish: string | null = null) => ({
  id: "chatcmpl-bench",
  object: "chat.completion.chunk",
  created: 0,
  model: "bench-model",
  choices: [{ index: 0, delta, finish_reason: finish }],
});
const usage = { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 };

function chatText(pieces: string[]): string[] {
  return frameChunks(
    [...pieces.map((content) => chunk({ content })), chunk({}, "stop"), { ...chunk({}), choices: [], usage }],
    "data-only",
    { done: true },
  );
}

function chatToolCall(pieces: string[]): string[] {
  const call = (args: string, first: boolean) =>
    chunk({
      tool_calls: [
        first
          ? { index: 0, id: "call_bench", type: "function", function: { name: "write", arguments: args } }
          : { index: 0, function: { arguments: args } },
      ],
    });
  return frameChunks(
    [...pieces.map((args, i) => call(args, i === 0)), chunk({}, "tool_calls"), { ...chunk({}), choices: [], usage }],
    "data-only",
    { done: true },
  );
}

const responsesUsage = { input_tokens: 10, output_tokens: 10, total_tokens: 20 };

function responsesText(pieces: string[]): string[] {
  const text = pieces.join("");
  const item = { id: "msg_b", type: "message", role: "assistant", status: "completed", content: [] as object[] };
  const done = { ...item, content: [{ type: "output_text", text, annotations: [] }] };
  return frameChunks(
    [
      { type: "response.created", response: { id: "r", status: "in_progress", output: [] } },
      { type: "response.output_item.added", output_index: 0, item: { ...item, status: "in_progress" } },
      ...pieces.map((delta) => ({
        type: "response.output_text.delta",
        item_id: "msg_b",
        output_index: 0,
        content_index: 0,
        delta,
      })),
      { type: "response.output_text.done", item_id: "msg_b", output_index: 0, content_index: 0, text },
      { type: "response.output_item.done", output_index: 0, item: done },
      { type: "response.completed", response: { id: "r", status: "completed", output: [done], usage: responsesUsage } },
    ],
    "typed-events",
  );
}

function responsesToolCall(pieces: string[]): string[] {
  const args = pieces.join("");
  const item = {
    id: "fc_b",
    type: "function_call",
    call_id: "call_bench",
    name: "write",
    arguments: "",
    status: "in_progress",
  };
  const done = { ...item, arguments: args, status: "completed" };
  return frameChunks(
    [
      { type: "response.created", response: { id: "r", status: "in_progress", output: [] } },
      { type: "response.output_item.added", output_index: 0, item },
      ...pieces.map((delta) => ({
        type: "response.function_call_arguments.delta",
        item_id: "fc_b",
        output_index: 0,
        delta,
      })),
      { type: "response.function_call_arguments.done", item_id: "fc_b", output_index: 0, arguments: args },
      { type: "response.output_item.done", output_index: 0, item: done },
      { type: "response.completed", response: { id: "r", status: "completed", output: [done], usage: responsesUsage } },
    ],
    "typed-events",
  );
}

interface RunResult {
  ms: number;
  /** CPU time of the process (all threads), less sensitive than wall time to a busy machine. */
  cpuMs: number;
  peakRssMb: number;
  peakHeapMb: number;
  events: number;
}

/** One request: stream, consume every event, sample memory; check the result is what was sent. */
async function once(start: () => AssistantMessageEventStream, check: (value: unknown) => boolean): Promise<RunResult> {
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

async function scenario(
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

/** Runs every scenario and prints one line each. */
export async function run(): Promise<void> {
  const server = await startReplayServer();
  try {
    const chat = model("openai-completions", server.url("/v1"));
    const responses = model("openai-responses", server.url("/v1"));
    const opts = { apiKey: "bench-key" };

    const text = codeText(5 * MB, 1);
    const textPieces = split(text, Math.ceil(text.length / 100));
    const isText = (block: unknown) => (block as { text?: string }).text?.length === text.length;
    await scenario(
      "chat: 5 MB text, 100-char deltas",
      server,
      chatText(textPieces),
      () => streamOpenAICompletions(chat, context, opts),
      isText,
    );
    await scenario(
      "responses: 5 MB text, 100-char deltas",
      server,
      responsesText(textPieces),
      () => streamOpenAIResponses(responses, context, opts),
      isText,
    );

    const ratios: string[] = [];
    for (const [api, frame, fn] of [
      ["chat", chatToolCall, () => streamOpenAICompletions(chat, context, opts)],
      ["responses", responsesToolCall, () => streamOpenAIResponses(responses, context, opts)],
    ] as const) {
      const times: number[] = [];
      for (const [size, deltas] of [
        [MB / 2, 1000],
        [MB, 2000],
      ] as const) {
        const args = JSON.stringify({ path: "src/big.ts", content: codeText(size, 2) });
        const isCall = (block: unknown) =>
          (block as { arguments?: { content?: string } }).arguments?.content?.length === size;
        const label = `${api}: tool call ${size === MB ? "1 MB" : "0.5 MB"} args, ${deltas} deltas`;
        times.push(await scenario(label, server, frame(split(args, deltas)), fn, isCall));
      }
      ratios.push(`${api} ${((times[1] ?? 0) / (times[0] ?? 1)).toFixed(2)}`);
    }
    console.log(`linearity (1 MB cpu time / 0.5 MB cpu time, ≈ 2 is linear): ${ratios.join(", ")}`);
    console.log(
      `load average ${loadavg()
        .map((n) => n.toFixed(1))
        .join(" ")} on ${availableParallelism()} CPUs`,
    );
    console.log("target: chat 1 MB / 2,000 deltas ≤ 120 ms (reference implementation ~240 ms)");
  } finally {
    await server.close();
  }
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) await run();
