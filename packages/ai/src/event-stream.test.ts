import { describe, expect, it } from "vitest";
import { EventStream } from "./event-stream.js";

const numbers = () =>
  new EventStream<number, number>(
    (n) => n < 0,
    (n) => n,
  );

describe("EventStream", () => {
  it("buffers events pushed before iteration starts and delivers them in order", async () => {
    const s = numbers();
    s.push(1);
    s.push(2);
    s.push(-1);
    const seen: number[] = [];
    for await (const n of s) seen.push(n);
    expect(seen).toEqual([1, 2, -1]);
    await expect(s.result()).resolves.toBe(-1);
  });

  it("delivers events pushed while the consumer waits", async () => {
    const s = numbers();
    const seen: number[] = [];
    const consumer = (async () => {
      for await (const n of s) seen.push(n);
    })();
    for (const n of [1, 2, 3]) {
      await new Promise((r) => setImmediate(r));
      s.push(n);
    }
    s.push(-5);
    await consumer;
    expect(seen).toEqual([1, 2, 3, -5]);
  });

  it("ignores pushes after the final event", async () => {
    const s = numbers();
    s.push(-1);
    s.push(7);
    const seen: number[] = [];
    for await (const n of s) seen.push(n);
    expect(seen).toEqual([-1]);
  });

  it("end(result) resolves result() and closes a waiting consumer", async () => {
    const s = numbers();
    const consumer = (async () => {
      const seen: number[] = [];
      for await (const n of s) seen.push(n);
      return seen;
    })();
    s.push(4);
    s.end(42);
    await expect(consumer).resolves.toEqual([4]);
    await expect(s.result()).resolves.toBe(42);
  });

  it("stops buffering when the consumer breaks early, and result() still resolves", async () => {
    const s = numbers();
    s.push(1);
    for await (const n of s) {
      expect(n).toBe(1);
      break;
    }
    for (let i = 0; i < 10_000; i++) s.push(i);
    expect((s as unknown as { queue: unknown[] }).queue.length).toBe(0);
    s.push(-1);
    await expect(s.result()).resolves.toBe(-1);
  });

  it("refuses a second consumer with a clear error", () => {
    const s = numbers();
    s[Symbol.asyncIterator]();
    expect(() => s[Symbol.asyncIterator]()).toThrow(/single consumer/);
  });
});
