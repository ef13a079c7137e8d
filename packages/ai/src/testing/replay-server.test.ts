import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { frameChunks, loadChunksFile, type ReplayServer, startReplayServer } from "./replay-server.js";

let server: ReplayServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function start(): Promise<ReplayServer> {
  server = await startReplayServer();
  return server;
}

describe("frameChunks", () => {
  it("frames data-only events and appends [DONE] on request", () => {
    expect(frameChunks(['{"a":1}', { b: 2 }], "data-only", { done: true })).toEqual([
      'data: {"a":1}\n\n',
      'data: {"b":2}\n\n',
      "data: [DONE]\n\n",
    ]);
  });

  it("names typed events after the line's type", () => {
    expect(frameChunks(['{"type":"response.created","x":1}'], "typed-events")).toEqual([
      'event: response.created\ndata: {"type":"response.created","x":1}\n\n',
    ]);
  });
});

describe("loadChunksFile", () => {
  it("returns one line per JSON value and skips blank lines", () => {
    const dir = mkdtempSync(join(tmpdir(), "keel-replay-"));
    try {
      const file = join(dir, "x.chunks.txt");
      writeFileSync(file, '{"a":1}\r\n\n{"b":2}\n');
      expect(loadChunksFile(file)).toEqual(['{"a":1}', '{"b":2}']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("startReplayServer", () => {
  it("listens on 127.0.0.1 and serves queued responses in FIFO order, recording requests", async () => {
    const s = await start();
    expect(s.baseUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    s.enqueue({ kind: "json", status: 200, body: { n: 1 } }, { kind: "json", status: 201, body: { n: 2 } });
    const first = await fetch(s.url("/v1/a"), {
      method: "POST",
      headers: { "content-type": "application/json", "x-test": "yes" },
      body: JSON.stringify({ hello: "world" }),
    });
    const second = await fetch(s.url("v1/b?q=1"));
    expect([first.status, await first.json()]).toEqual([200, { n: 1 }]);
    expect([second.status, await second.json()]).toEqual([201, { n: 2 }]);
    expect(s.requests.map((r) => [r.method, r.path])).toEqual([
      ["POST", "/v1/a"],
      ["GET", "/v1/b?q=1"],
    ]);
    expect(s.requests[0]?.body).toEqual({ hello: "world" });
    expect(s.requests[0]?.headers["x-test"]).toBe("yes");
    expect(s.pending).toBe(0);
  });

  it("answers 500 with an explanation when nothing is queued", async () => {
    const s = await start();
    const response = await fetch(s.url("/nothing"), { method: "POST" });
    expect(response.status).toBe(500);
    expect(JSON.stringify(await response.json())).toContain("no response queued for POST /nothing");
  });

  it("serves JSON errors with their headers", async () => {
    const s = await start();
    s.enqueue({ kind: "json", status: 429, body: { error: { message: "slow" } }, headers: { "retry-after": "3" } });
    const response = await fetch(s.baseUrl);
    expect(response.status).toBe(429);
    expect(response.headers.get("retry-after")).toBe("3");
  });

  it("streams SSE frames as given, with or without delays", async () => {
    const s = await start();
    const events = frameChunks(['{"a":1}', '{"a":2}'], "data-only", { done: true });
    s.enqueue({ kind: "sse", events }, { kind: "sse", events, delayMs: 5 });
    for (let i = 0; i < 2; i++) {
      const response = await fetch(s.baseUrl);
      expect(response.headers.get("content-type")).toContain("text/event-stream");
      expect(await response.text()).toBe(events.join(""));
    }
  });

  it("resets the connection after the given event", async () => {
    const s = await start();
    const events = frameChunks(['{"a":1}', '{"a":2}', '{"a":3}'], "data-only");
    s.enqueue({ kind: "reset-after", events, afterIndex: 0 });
    const response = await fetch(s.baseUrl);
    const reader = response.body?.getReader();
    const first = await reader?.read();
    expect(new TextDecoder().decode(first?.value)).toBe(events[0]);
    await expect(reader?.read()).rejects.toThrow();
  });

  it("close() ends hanging requests and leaves no open connection", async () => {
    const s = await start();
    s.enqueue({ kind: "hang" }, { kind: "hang", events: ['data: {"a":1}\n\n'] });
    const silent = fetch(s.baseUrl).then(
      () => "answered",
      () => "failed",
    );
    const partial = await fetch(s.baseUrl);
    const reader = partial.body?.getReader();
    await reader?.read();
    const pendingRead = reader?.read().then(
      () => "ended",
      () => "failed",
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    const started = Date.now();
    await s.close();
    server = undefined;
    expect(Date.now() - started).toBeLessThan(1000);
    expect(await silent).toBe("failed");
    expect(await pendingRead).toBe("failed");
  });
});
