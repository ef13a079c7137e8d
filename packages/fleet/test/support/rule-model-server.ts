import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { openAIChatFrames, type ScriptedTurn } from "@keel/coding-agent/testing";

/** The parts of an OpenAI chat request a rule reads. */
export interface ChatRequest {
  messages: { role: string; content?: unknown; tool_calls?: unknown[] }[];
}

/** What to answer: a scripted turn, or an HTTP error. */
export type RuleReply =
  | { kind: "turn"; turn: ScriptedTurn; delayMs?: number }
  | { kind: "error"; status: number; body: unknown; headers?: Record<string, string> };

/**
 * A loopback OpenAI-compatible model whose answer to each request is
 * decided by a rule over the request (so many concurrent sessions can share
 * it), each answer held for `delayMs`. It counts requests, concurrent
 * requests and the most ever in flight at once.
 */
export interface RuleModelServer {
  readonly baseUrl: string;
  readonly requests: ChatRequest[];
  readonly maxConcurrent: number;
  /** Starts counting `maxConcurrent` afresh. */
  resetConcurrency(): void;
  modelsJson(): object;
  close(): Promise<void>;
}

/** The first user message's text of a request (the job's prompt). */
export function promptOf(request: ChatRequest): string {
  const user = request.messages.find((message) => message.role === "user");
  const content = user?.content;
  if (typeof content === "string") return content;
  if (Array.isArray(content)) return content.map((part) => (part as { text?: string }).text ?? "").join("");
  return "";
}

/** The texts of the tool results in a request. */
export function toolResultsOf(request: ChatRequest): string[] {
  return request.messages
    .filter((message) => message.role === "tool")
    .map((message) => (typeof message.content === "string" ? message.content : JSON.stringify(message.content ?? "")));
}

export async function startRuleModelServer(
  rule: (request: ChatRequest) => RuleReply,
  delayMs = 0,
): Promise<RuleModelServer> {
  const requests: ChatRequest[] = [];
  const sockets = new Set<Socket>();
  let inFlight = 0;
  let maxConcurrent = 0;
  let served = 0;
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      inFlight++;
      maxConcurrent = Math.max(maxConcurrent, inFlight);
      let body: ChatRequest;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as ChatRequest;
      } catch {
        body = { messages: [] };
      }
      requests.push(body);
      const reply = rule(body);
      setTimeout(
        () => {
          inFlight--;
          if (reply.kind === "error") {
            res.writeHead(reply.status, { "content-type": "application/json", ...(reply.headers ?? {}) });
            res.end(JSON.stringify(reply.body));
            return;
          }
          res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
          const turn = reply.turn;
          if (turn.kind === "http-error" || turn.kind === "hang") throw new Error("use kind: error for HTTP errors");
          for (const frame of openAIChatFrames(turn, served++)) res.write(frame);
          res.end();
        },
        (reply.kind === "turn" ? reply.delayMs : undefined) ?? delayMs,
      );
    });
  });
  server.on("connection", (socket: Socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const port = (server.address() as AddressInfo).port;
  const baseUrl = `http://127.0.0.1:${port}/v1`;
  return {
    baseUrl,
    requests,
    get maxConcurrent() {
      return maxConcurrent;
    },
    resetConcurrency: () => {
      maxConcurrent = inFlight;
    },
    modelsJson: () => ({
      providers: {
        local: {
          baseUrl,
          api: "openai-completions",
          models: [{ id: "scripted", contextWindow: 128_000, maxTokens: 8_192 }],
        },
      },
    }),
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((done) => server.close(done));
    },
  };
}
