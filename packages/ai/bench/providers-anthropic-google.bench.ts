/**
 * The Anthropic and Google adapters end to end, like `providers.bench.ts`
 * does for OpenAI: the official SDK parses a stream served by the loopback
 * replay server and the adapter turns it into normalized events.
 *
 * Scenarios: a 5 MB text response in ~100-character deltas, and one tool
 * call whose arguments are 0.5 MB in 1,000 deltas and 1 MB in 2,000 deltas
 * (Anthropic `input_json_delta`; Gemini streamed `partialArgs`). Prints
 * figures; never asserts.
 */
import { pathToFileURL } from "node:url";
import { streamAnthropic } from "../src/providers/anthropic/stream.js";
import { streamGoogle } from "../src/providers/google/stream.js";
import { frameChunks, startReplayServer } from "../src/testing/replay-server.js";
import { codeText, context, fiveMegabyteText, MB, model, printLinearity, scenario, split } from "./stream-scenario.js";

const anthropicUsage = { input_tokens: 10, output_tokens: 1 };

function anthropicFrames(block: object, deltas: object[], stopReason: string): string[] {
  return frameChunks(
    [
      {
        type: "message_start",
        message: {
          id: "msg_b",
          type: "message",
          role: "assistant",
          model: "bench-model",
          content: [],
          usage: anthropicUsage,
        },
      },
      { type: "content_block_start", index: 0, content_block: block },
      ...deltas.map((delta) => ({ type: "content_block_delta", index: 0, delta })),
      { type: "content_block_stop", index: 0 },
      { type: "message_delta", delta: { stop_reason: stopReason }, usage: { output_tokens: 10 } },
      { type: "message_stop" },
    ].map((event) => JSON.stringify(event)),
    "typed-events",
  );
}

function googleFrames(parts: object[], finish: object): string[] {
  const chunk = (part: object) => ({ candidates: [{ content: { role: "model", parts: [part] }, index: 0 }] });
  return frameChunks(
    [
      ...parts.map(chunk),
      {
        ...chunk(finish),
        candidates: [{ content: { role: "model", parts: [finish] }, finishReason: "STOP", index: 0 }],
        usageMetadata: { promptTokenCount: 10, candidatesTokenCount: 10, totalTokenCount: 20 },
      },
    ].map((line) => JSON.stringify(line)),
    "data-only",
  );
}

/** Runs every scenario and prints one line each. */
export async function run(): Promise<void> {
  const server = await startReplayServer();
  try {
    const anthropic = model("anthropic-messages", server.baseUrl);
    const google = model("google-generative-ai", server.baseUrl);
    const opts = { apiKey: "bench-key" };

    const { pieces: textPieces, isText } = fiveMegabyteText();
    await scenario(
      "anthropic: 5 MB text, 100-char deltas",
      server,
      anthropicFrames(
        { type: "text", text: "" },
        textPieces.map((piece) => ({ type: "text_delta", text: piece })),
        "end_turn",
      ),
      () => streamAnthropic(anthropic, context, opts),
      isText,
    );
    await scenario(
      "google: 5 MB text, 100-char deltas",
      server,
      googleFrames(
        textPieces.map((piece) => ({ text: piece })),
        { text: "" },
      ),
      () => streamGoogle(google, context, opts),
      isText,
    );

    const ratios: string[] = [];
    for (const api of ["anthropic", "google"] as const) {
      const times: number[] = [];
      for (const [size, deltas] of [
        [MB / 2, 1000],
        [MB, 2000],
      ] as const) {
        const content = codeText(size, 2);
        const isCall = (block: unknown) =>
          (block as { arguments?: { content?: string } }).arguments?.content?.length === size;
        const frames =
          api === "anthropic"
            ? anthropicFrames(
                { type: "tool_use", id: "toolu_b", name: "write", input: {} },
                split(JSON.stringify({ path: "src/big.ts", content }), deltas).map((piece) => ({
                  type: "input_json_delta",
                  partial_json: piece,
                })),
                "tool_use",
              )
            : googleFrames(
                [
                  { functionCall: { name: "write", willContinue: true } },
                  ...split(content, deltas).map((piece) => ({
                    functionCall: {
                      partialArgs: [{ jsonPath: "$.content", stringValue: piece, willContinue: true }],
                      willContinue: true,
                    },
                  })),
                  { functionCall: { partialArgs: [{ jsonPath: "$.content", stringValue: "" }], willContinue: true } },
                ],
                { functionCall: {} },
              );
        const start =
          api === "anthropic"
            ? () => streamAnthropic(anthropic, context, opts)
            : () => streamGoogle(google, context, opts);
        const label = `${api}: tool call ${size === MB ? "1 MB" : "0.5 MB"} args, ${deltas} deltas`;
        times.push(await scenario(label, server, frames, start, isCall));
      }
      ratios.push(`${api} ${((times[1] ?? 0) / (times[0] ?? 1)).toFixed(2)}`);
    }
    printLinearity(ratios);
  } finally {
    await server.close();
  }
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) await run();
