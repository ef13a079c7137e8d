import { type RecordedRequest, type ReplayResponse, startReplayServer } from "@keel/ai/testing";
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
  /**
   * Answers every request whose system prompt contains `match` from this
   * route's own turns, in order, instead of the shared queue (the first
   * matching route wins). For subagents, whose requests arrive in any order:
   * each child's system prompt picks its script. A route whose turns ran out
   * answers with an HTTP 500 saying so.
   */
  route(match: string, turns: readonly ScriptedTurn[], options?: RouteOptions): void;
  /** The system prompt a request carried (`""` without one). */
  systemPromptOf(request: RecordedRequest): string;
  /** Turns queued but not served yet. */
  readonly pending: number;
  /**
   * A `models.json` document that makes this server provider `provider`
   * with one model `modelId` (no key needed: the URL is local).
   */
  modelsJson(options?: { provider?: string; modelId?: string; contextWindow?: number; maxTokens?: number }): object;
  close(): Promise<void>;
}

/** Options of {@link ScriptedModelServer.route}. */
export interface RouteOptions {
  /**
   * Holds each first request of the routes sharing this barrier until all
   * of them have arrived: a proof that they were in flight together (a run
   * that sent them one after another never gets an answer).
   */
  barrier?: RequestBarrier;
}

/** Releases the requests waiting on it once `count` have arrived (see {@link createRequestBarrier}). */
export interface RequestBarrier {
  /** Resolves once `count` requests have called it (each caller waits). */
  arrive(): Promise<void>;
}

/** A barrier for `count` requests (see {@link RouteOptions.barrier}). */
export function createRequestBarrier(count: number): RequestBarrier {
  let arrived = 0;
  let release: () => void = () => {};
  const all = new Promise<void>((resolve) => {
    release = resolve;
  });
  return {
    arrive() {
      arrived++;
      if (arrived >= count) release();
      return all;
    },
  };
}

/** The text of the system (or developer) message of a chat-completions request body. */
function systemPromptOf(request: RecordedRequest): string {
  const messages = (request.body as { messages?: { role?: string; content?: unknown }[] } | undefined)?.messages ?? [];
  const system = messages.find((message) => message.role === "system" || message.role === "developer");
  const content = system?.content;
  if (typeof content === "string") return content;
  if (Array.isArray(content)) return content.map((part) => (part as { text?: string }).text ?? "").join("");
  return "";
}

/** One scripted turn as the replay server's response (`index` numbers the default call ids). */
function toReplayResponse(turn: ScriptedTurn, index: number): ReplayResponse {
  switch (turn.kind) {
    case "http-error":
      return { kind: "json", status: turn.status, body: turn.body, ...(turn.headers ? { headers: turn.headers } : {}) };
    case "hang":
      return { kind: "hang" };
    case undefined:
    case "reply":
      return { kind: "sse", events: openAIChatFrames(turn, index), ...(turn.delayMs ? { delayMs: turn.delayMs } : {}) };
    default: {
      const unreachable: never = turn;
      throw new Error(`unknown scripted turn ${JSON.stringify(unreachable)}`);
    }
  }
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
    for (const turn of more) replay.enqueue(toReplayResponse(turn, served++));
  };
  enqueue(...turns);
  const routes: { match: string; turns: ScriptedTurn[]; barrier?: RequestBarrier; started: boolean }[] = [];
  replay.respondWith(async (request) => {
    const route = routes.find((candidate) => systemPromptOf(request).includes(candidate.match));
    if (route === undefined) return undefined;
    if (route.barrier && !route.started) {
      route.started = true;
      await route.barrier.arrive();
    }
    const turn = route.turns.shift();
    if (turn === undefined) {
      return {
        kind: "json",
        status: 500,
        body: { error: { message: `scripted route "${route.match}" has no turn left` } },
      };
    }
    return toReplayResponse(turn, served++);
  });
  const baseUrl = replay.url("/v1");
  return {
    baseUrl,
    enqueue,
    route: (match, more, options = {}) => {
      routes.push({
        match,
        turns: [...more],
        ...(options.barrier ? { barrier: options.barrier } : {}),
        started: false,
      });
    },
    systemPromptOf,
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
