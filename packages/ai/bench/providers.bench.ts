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
import { pathToFileURL } from "node:url";
import { streamOpenAICompletions } from "../src/providers/openai-completions/stream.js";
import { streamOpenAIResponses } from "../src/providers/openai-responses/stream.js";
import { frameChunks, startReplayServer } from "../src/testing/replay-server.js";
import { codeText, context, fiveMegabyteText, MB, model, printLinearity, scenario, split } from "./stream-scenario.js";

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

/** Runs every scenario and prints one line each. */
export async function run(): Promise<void> {
  const server = await startReplayServer();
  try {
    const chat = model("openai-completions", server.url("/v1"));
    const responses = model("openai-responses", server.url("/v1"));
    const opts = { apiKey: "bench-key" };

    const { pieces: textPieces, isText } = fiveMegabyteText();
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
    printLinearity(ratios);
    console.log("target: chat 1 MB / 2,000 deltas ≤ 120 ms (reference implementation ~240 ms)");
  } finally {
    await server.close();
  }
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) await run();
