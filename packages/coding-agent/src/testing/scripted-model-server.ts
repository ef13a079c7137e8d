import { type RecordedRequest, startReplayServer } from "@keel/ai/testing";
import { openAIChatFrames } from "./openai-chat-frames.js";
import type { ScriptedTurn } from "./scripted-turn.js";

/** A loopback OpenAI-compatible server whose answers are scripted, for driving the real `keel` binary. */
export interface ScriptedModelServer {
  /** The base URL to put in `models.json` (ends in `/v1`). */
  readonly baseUrl: string;
  /** Queues more turns; each request takes the oldest. */
  enqueue(...turns: ScriptedTurn[]): void;
  /** Every request received, in order (bodies parsed). */
  readonly requests: RecordedRequest[];
  /** Turns queued but not served yet. */
  readonly pending: number;
  /**
   * A `models.json` document that makes this server provider `provider`
   * with one model `modelId` (no key needed: the URL is local).
   */
  modelsJson(options?: { provider?: string; modelId?: string; contextWindow?: number; maxTokens?: number }): object;
  close(): Promise<void>;
}

/**
 * Starts a scripted model server on 127.0.0.1. Nothing leaves the machine.
 *
 * @example
 * const server = await startScriptedModelServer([replyText("Hello.")]);
 * writeFileSync(join(keelHome, "models.json"), JSON.stringify(server.modelsJson()));
 * // spawn: keel --model local/scripted -p "hi"
 */
export async function startScriptedModelServer(turns: readonly ScriptedTurn[] = []): Promise<ScriptedModelServer> {
  const replay = await startReplayServer();
  let served = 0;
  const enqueue = (...more: ScriptedTurn[]): void => {
    for (const turn of more) {
      const index = served++;
      switch (turn.kind) {
        case "http-error":
          replay.enqueue({
            kind: "json",
            status: turn.status,
            body: turn.body,
            ...(turn.headers ? { headers: turn.headers } : {}),
          });
          break;
        case "hang":
          replay.enqueue({ kind: "hang" });
          break;
        case undefined:
        case "reply":
          replay.enqueue({
            kind: "sse",
            events: openAIChatFrames(turn, index),
            ...(turn.delayMs ? { delayMs: turn.delayMs } : {}),
          });
          break;
        default: {
          const unreachable: never = turn;
          throw new Error(`unknown scripted turn ${JSON.stringify(unreachable)}`);
        }
      }
    }
  };
  enqueue(...turns);
  const baseUrl = replay.url("/v1");
  return {
    baseUrl,
    enqueue,
    requests: replay.requests,
    get pending() {
      return replay.pending;
    },
    modelsJson: ({ provider = "local", modelId = "scripted", contextWindow = 128_000, maxTokens = 8_192 } = {}) => ({
      providers: {
        [provider]: { baseUrl, api: "openai-completions", models: [{ id: modelId, contextWindow, maxTokens }] },
      },
    }),
    close: () => replay.close(),
  };
}
