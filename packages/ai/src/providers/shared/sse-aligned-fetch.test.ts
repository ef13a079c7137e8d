import { describe, expect, it } from "vitest";
import { sseAlignedFetch, sseEventSplitter } from "./sse-aligned-fetch.js";

const encoder = new TextEncoder();
const decoder = new TextDecoder();

async function resplit(pieces: string[]): Promise<string[]> {
  const source = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const piece of pieces) controller.enqueue(encoder.encode(piece));
      controller.close();
    },
  });
  const out: string[] = [];
  const reader = source.pipeThrough(sseEventSplitter()).getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return out;
    out.push(decoder.decode(value));
  }
}

describe("sseEventSplitter", () => {
  it("cuts one event per chunk, whatever the network chunking", async () => {
    const events = ['data: {"a":1}\n\n', 'event: x\ndata: {"b":2}\n\n', "data: [DONE]\n\n"];
    const whole = events.join("");
    expect(await resplit([whole])).toEqual(events);
    // Every possible cut, including one between the two newlines of a blank line.
    for (let cut = 1; cut < whole.length; cut++) {
      expect(await resplit([whole.slice(0, cut), whole.slice(cut)])).toEqual(events);
    }
    expect(await resplit(whole.split(""))).toEqual(events);
  });

  it("flushes a trailing partial event and passes carriage-return streams through", async () => {
    expect(await resplit(["data: 1\n\ndata: 2"])).toEqual(["data: 1\n\n", "data: 2"]);
    expect((await resplit(["data: 1\r\n\r\n", "data: 2\r\n\r\n"])).join("")).toBe("data: 1\r\n\r\ndata: 2\r\n\r\n");
  });
});

describe("sseAlignedFetch", () => {
  it("re-cuts event streams only", async () => {
    const body = "data: 1\n\ndata: 2\n\n";
    const inner = async (input: string | URL | Request) =>
      new Response(body, {
        headers: { "content-type": String(input) === "sse" ? "text/event-stream" : "application/json" },
      });
    const json = await sseAlignedFetch(inner)("json");
    expect(await json.text()).toBe(body);
    const sse = await sseAlignedFetch(inner)("sse");
    expect(sse.headers.get("content-type")).toBe("text/event-stream");
    expect(await sse.text()).toBe(body);
  });
});
