import { PassThrough, Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { createJsonlWriter } from "./jsonl-writer.js";

describe("createJsonlWriter", () => {
  it("writes one JSON object per LF-terminated line, in order", async () => {
    const sink = new PassThrough();
    const chunks: string[] = [];
    sink.on("data", (chunk: Buffer) => chunks.push(chunk.toString("utf8")));
    const out = createJsonlWriter(sink);
    await out.write({ a: 1 });
    await out.write({ text: "line\u2028sep" });
    await out.flush();
    expect(chunks.join("")).toBe('{"a":1}\n{"text":"line\u2028sep"}\n');
  });

  it("waits for drain when the reader is slow, so buffered output stays bounded", async () => {
    let release: (() => void) | undefined;
    const slow = new Writable({
      highWaterMark: 1024,
      write(_chunk, _encoding, callback) {
        release = callback;
      },
    });
    const out = createJsonlWriter(slow);
    let resolved = false;
    const write = out.write({ payload: "y".repeat(4096) }).then(() => {
      resolved = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(resolved).toBe(false);
    expect(slow.writableLength).toBeGreaterThan(1024);
    release?.();
    await write;
    expect(resolved).toBe(true);
  });

  it("turns writes after the reader went away into no-ops instead of crashing", async () => {
    const sink = new PassThrough();
    const out = createJsonlWriter(sink);
    sink.destroy();
    await new Promise((resolve) => setImmediate(resolve));
    await expect(out.write({ late: true })).resolves.toBeUndefined();
  });
});
