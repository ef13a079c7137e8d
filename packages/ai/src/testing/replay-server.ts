import { readFileSync } from "node:fs";
import { createServer, type IncomingHttpHeaders, type ServerResponse } from "node:http";
import type { AddressInfo, Socket } from "node:net";

/** A request the replay server received. */
export interface RecordedRequest {
  method: string;
  /** Path and query, e.g. `/v1/chat/completions`. */
  path: string;
  /** Request headers, names lower-cased. */
  headers: IncomingHttpHeaders;
  /** The body parsed as JSON, or `undefined` when it is empty or not JSON (see `rawBody`). */
  body: unknown;
  rawBody: string;
  /** `Date.now()` when the whole request had arrived. */
  receivedAt: number;
  /** `Date.now()` when its response was written to the end (absent while it streams, and for hanging or reset ones). */
  finishedAt?: number;
}

/**
 * Picks the response of one request instead of the queue (e.g. by the
 * system prompt it carries), possibly later (a promise); `undefined` leaves
 * the request to the queue.
 */
export type ReplayResponder = (
  request: RecordedRequest,
) => ReplayResponse | Promise<ReplayResponse | undefined> | undefined;

/** Options shared by the streaming responses. */
interface StreamingOptions {
  /** Frames to write, already framed as server-sent events (see {@link frameChunks}). */
  events: string[];
  /** Milliseconds to wait before each frame. Default 0: frames are written in one go. */
  delayMs?: number;
  /** HTTP status. Default 200. */
  status?: number;
  /** Extra response headers. */
  headers?: Record<string, string>;
}

/**
 * A scripted response:
 * - `sse`: a `text/event-stream` body made of `events`, written as given;
 * - `json`: a JSON body with a status (HTTP errors: 401, 400, 429 + `retry-after`, 500, 529…);
 * - `reset-after`: writes `events[0..afterIndex]` (inclusive), then resets the connection mid-stream;
 * - `hang`: writes `events` (if any, with stream headers) and then never answers further —
 *   for timeouts and aborts. Without `events` not even the headers are sent.
 */
export type ReplayResponse =
  | ({ kind: "sse" } & StreamingOptions)
  | { kind: "json"; status: number; body: unknown; headers?: Record<string, string> }
  | ({ kind: "reset-after"; afterIndex: number } & StreamingOptions)
  | { kind: "hang"; events?: string[]; headers?: Record<string, string> };

/** A loopback HTTP server that replays scripted provider responses, in FIFO order. */
export interface ReplayServer {
  /** `http://127.0.0.1:PORT` (no trailing slash). */
  readonly baseUrl: string;
  /** `baseUrl` + `path`, e.g. `url("/v1")` for an OpenAI base URL. */
  url(path: string): string;
  /** Queues responses; each request takes the oldest one. */
  enqueue(...responses: ReplayResponse[]): void;
  /** Sets the responder consulted before the queue (see {@link ReplayResponder}). */
  respondWith(responder: ReplayResponder | undefined): void;
  /** Every request received, in order. */
  readonly requests: RecordedRequest[];
  /** Responses queued but not served yet. */
  readonly pending: number;
  /** Stops the server and destroys every open connection (hanging ones included). */
  close(): Promise<void>;
}

/**
 * How to frame each recorded line as a server-sent event:
 * `data-only` → `data: <line>\n\n` (OpenAI Chat Completions, Gemini);
 * `typed-events` → `event: <line.type>\ndata: <line>\n\n` (OpenAI Responses, Anthropic).
 */
export type SseFraming = "data-only" | "typed-events";

/**
 * Frames recorded stream lines (or objects, stringified) as server-sent
 * events, per the fixtures README. `done: true` appends `data: [DONE]`, as
 * OpenAI Chat Completions sends.
 *
 * @example
 * server.enqueue({ kind: "sse", events: frameChunks(loadChunksFile(file), "data-only", { done: true }) });
 */
export function frameChunks(
  lines: readonly (string | object)[],
  framing: SseFraming,
  options: { done?: boolean } = {},
): string[] {
  const frames: string[] = [];
  for (const line of lines) {
    const data = typeof line === "string" ? line : JSON.stringify(line);
    if (framing === "data-only") {
      frames.push(`data: ${data}\n\n`);
      continue;
    }
    const parsed: unknown = typeof line === "string" ? JSON.parse(line) : line;
    const type =
      typeof parsed === "object" && parsed !== null && typeof (parsed as { type?: unknown }).type === "string"
        ? (parsed as { type: string }).type
        : "message";
    frames.push(`event: ${type}\ndata: ${data}\n\n`);
  }
  if (options.done) frames.push("data: [DONE]\n\n");
  return frames;
}

/** Reads a `*.chunks.txt` recording: one JSON value per line; blank lines are skipped. */
export function loadChunksFile(path: string | URL): string[] {
  return readFileSync(path, "utf8")
    .split(/\r?\n/)
    .filter((line) => line.trim() !== "");
}

const SSE_HEADERS = {
  "content-type": "text/event-stream; charset=utf-8",
  "cache-control": "no-cache",
};

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function write(res: ServerResponse, data: string | Buffer): Promise<void> {
  return new Promise((resolve) => {
    if (res.destroyed) return resolve();
    if (res.write(data)) resolve();
    else {
      res.once("drain", () => resolve());
      res.once("close", () => resolve());
    }
  });
}

/** Encoded bodies, so replaying the same frames again (benchmarks) costs no re-encoding. */
const encoded = new WeakMap<readonly string[], Buffer>();

async function writeFrames(res: ServerResponse, frames: readonly string[], delayMs: number | undefined): Promise<void> {
  if (!delayMs) {
    let body = encoded.get(frames);
    if (!body) {
      body = Buffer.from(frames.join(""), "utf8");
      encoded.set(frames, body);
    }
    await write(res, body);
    return;
  }
  for (const frame of frames) {
    await sleep(delayMs);
    if (res.destroyed) return;
    await write(res, frame);
  }
}

function parseBody(raw: string): unknown {
  if (raw === "") return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

/**
 * Starts a replay server on `127.0.0.1` and a free port. Point an SDK at it
 * (`baseUrl: server.url("/v1")` for OpenAI, `server.baseUrl` for Anthropic
 * and Google), queue responses, run the request, then inspect
 * `server.requests`. A request with nothing queued gets a 500 JSON error
 * saying so. No request ever leaves the machine.
 *
 * @example
 * const server = await startReplayServer();
 * server.enqueue({ kind: "json", status: 429, body: { error: { message: "slow down", code: "rate_limit_exceeded" } }, headers: { "retry-after": "2" } });
 * // … stream with model.baseUrl = server.url("/v1") …
 * await server.close();
 */
export async function startReplayServer(): Promise<ReplayServer> {
  const queue: ReplayResponse[] = [];
  const requests: RecordedRequest[] = [];
  const sockets = new Set<Socket>();
  let responder: ReplayResponder | undefined;

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const rawBody = Buffer.concat(chunks).toString("utf8");
      const request: RecordedRequest = {
        method: req.method ?? "GET",
        path: req.url ?? "/",
        headers: req.headers,
        body: parseBody(rawBody),
        rawBody,
        receivedAt: Date.now(),
      };
      requests.push(request);
      const answer = async () => {
        const response = (await responder?.(request)) ?? queue.shift();
        await respond(res, response, `${req.method} ${req.url}`);
        if (response?.kind === "sse" || response?.kind === "json") request.finishedAt = Date.now();
      };
      void answer();
    });
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  // Idle keep-alive sockets would otherwise hold `close()` open.
  server.keepAliveTimeout = 1000;

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;

  return {
    baseUrl,
    url: (path) => `${baseUrl}${path.startsWith("/") ? path : `/${path}`}`,
    enqueue: (...responses) => {
      queue.push(...responses);
    },
    respondWith: (next) => {
      responder = next;
    },
    requests,
    get pending() {
      return queue.length;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
        sockets.clear();
      }),
  };
}

async function respond(res: ServerResponse, response: ReplayResponse | undefined, what: string): Promise<void> {
  if (response === undefined) {
    const body = { error: { message: `replay server: no response queued for ${what}`, type: "replay_error" } };
    res.writeHead(500, { "content-type": "application/json" }).end(JSON.stringify(body));
    return;
  }
  switch (response.kind) {
    case "json":
      res
        .writeHead(response.status, { "content-type": "application/json", ...response.headers })
        .end(typeof response.body === "string" ? response.body : JSON.stringify(response.body));
      return;
    case "sse":
      res.writeHead(response.status ?? 200, { ...SSE_HEADERS, ...response.headers });
      await writeFrames(res, response.events, response.delayMs);
      res.end();
      return;
    case "reset-after": {
      res.writeHead(response.status ?? 200, { ...SSE_HEADERS, ...response.headers });
      await writeFrames(res, response.events.slice(0, response.afterIndex + 1), response.delayMs);
      // Let the written frames reach the client before the reset.
      await sleep(20);
      const socket = res.socket;
      if (socket && typeof socket.resetAndDestroy === "function") socket.resetAndDestroy();
      else socket?.destroy();
      return;
    }
    case "hang":
      if (response.events !== undefined) {
        res.writeHead(200, { ...SSE_HEADERS, ...response.headers });
        res.flushHeaders();
        await writeFrames(res, response.events, undefined);
      }
      return; // never ends; close() destroys the socket
  }
}
