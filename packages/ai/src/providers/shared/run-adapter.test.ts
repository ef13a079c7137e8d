import { describe, expect, it } from "vitest";
import type { Context } from "../../context.js";
import type { Model } from "../../model.js";
import { ProviderError } from "../../provider-error.js";
import { collectEvents } from "../../testing/collect-events.js";
import { runAdapter } from "./run-adapter.js";

const model: Model = {
  id: "m",
  name: "m",
  api: "test-api",
  provider: "test",
  baseUrl: "http://127.0.0.1:1",
  reasoning: false,
  input: ["text"],
  cost: { input: 0, output: 0, cacheRead: 0, cacheWrite: 0 },
  contextWindow: 1000,
  maxTokens: 100,
};
const context: Context = { messages: [{ role: "user", content: "hi", timestamp: 0 }] };

/** Resolves when `signal` aborts. */
function aborted(signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => signal.addEventListener("abort", () => resolve(), { once: true }));
}

describe("runAdapter", () => {
  it("streams what the body builds and ends with done", async () => {
    const stream = runAdapter(model, context, {}, async ({ builder }) => {
      const index = builder.startText();
      builder.delta(index, "hello");
      builder.finish("stop");
    });
    const { types, message } = await collectEvents(stream);
    expect(types).toEqual(["start", "text_start", "text_delta", "text_end", "done"]);
    expect(message.content).toEqual([{ type: "text", text: "hello" }]);
    expect(message.error).toBeUndefined();
  });

  it("turns a thrown ProviderError into an error event with the typed info attached", async () => {
    const stream = runAdapter(model, context, {}, async () => {
      throw new ProviderError({ kind: "rate_limit", message: "slow down", status: 429, retryAfterMs: 1500 });
    });
    const { types, message } = await collectEvents(stream);
    expect(types).toEqual(["start", "error"]);
    expect([message.stopReason, message.errorMessage]).toEqual(["error", "slow down"]);
    expect(message.error).toEqual({
      kind: "rate_limit",
      message: "slow down",
      retryable: true,
      status: 429,
      retryAfterMs: 1500,
    });
  });

  it("classifies other throws with mapError, and survives a mapper that throws", async () => {
    const mapped = await runAdapter(
      model,
      context,
      {},
      async () => {
        throw new Error("boom");
      },
      { mapError: () => new ProviderError({ kind: "network", message: "mapped" }) },
    ).result();
    expect(mapped.error?.kind).toBe("network");
    const fallback = await runAdapter(
      model,
      context,
      {},
      async () => {
        throw new Error("boom");
      },
      {
        mapError: () => {
          throw new Error("mapper bug");
        },
      },
    ).result();
    expect([fallback.errorMessage, fallback.error?.kind]).toEqual(["boom", "unknown"]);
  });

  it("reports a body that returns without finishing as a cut-off stream", async () => {
    const message = await runAdapter(model, context, {}, async ({ builder }) => {
      const index = builder.startToolCall("call_1", "read");
      builder.delta(index, '{"path": "a');
    }).result();
    expect(message.stopReason).toBe("error");
    expect(message.error?.kind).toBe("network");
    expect(message.content[0]).toMatchObject({ type: "toolCall", arguments: {} });
    expect((message.content[0] as { argumentsError?: string }).argumentsError).toBeDefined();
  });

  it("ends at once with aborted when the signal aborts, and cancels the request signal", async () => {
    const controller = new AbortController();
    let requestSignal: AbortSignal | undefined;
    const stream = runAdapter(model, context, { signal: controller.signal }, async (run) => {
      requestSignal = run.signal;
      run.builder.startText();
      await new Promise(() => {}); // an SDK call that never returns
    });
    setTimeout(() => controller.abort(), 10);
    const { types, message } = await collectEvents(stream);
    expect(types).toEqual(["start", "text_start", "error"]);
    expect(message.stopReason).toBe("aborted");
    expect(message.error?.kind).toBe("aborted");
    expect(requestSignal?.aborted).toBe(true);
  });

  it("does not start the body when the signal is already aborted", async () => {
    let started = false;
    const message = await runAdapter(model, context, { signal: AbortSignal.abort() }, async () => {
      started = true;
    }).result();
    expect([message.stopReason, started]).toEqual(["aborted", false]);
  });

  it("times out when no data arrives for timeoutMs, but not while heartbeats keep coming", async () => {
    const idle = await runAdapter(model, context, { timeoutMs: 30 }, async (run) => {
      await aborted(run.signal);
    }).result();
    expect(idle.error?.kind).toBe("timeout");
    expect(idle.errorMessage).toContain("30 ms");

    const busy = await runAdapter(model, context, { timeoutMs: 30 }, async (run) => {
      const index = run.builder.startText();
      for (let i = 0; i < 6; i++) {
        await new Promise((resolve) => setTimeout(resolve, 15));
        run.heartbeat();
        run.builder.delta(index, ".");
      }
      run.builder.finish("stop");
    }).result();
    expect(busy.stopReason).toBe("stop");
  });

  it("applies onPayload: a replacement is sent, undefined keeps the original", async () => {
    const seen: unknown[] = [];
    await runAdapter(
      model,
      context,
      { onPayload: (payload) => ({ ...(payload as object), extra: true }) },
      async (run) => {
        seen.push(await run.preparePayload({ a: 1 }));
        run.builder.finish("stop");
      },
    ).result();
    await runAdapter(model, context, { onPayload: () => undefined }, async (run) => {
      seen.push(await run.preparePayload({ a: 2 }));
      run.builder.finish("stop");
    }).result();
    expect(seen).toEqual([{ a: 1, extra: true }, { a: 2 }]);
  });

  it("a body that throws synchronously still yields a stream", async () => {
    const message = await runAdapter(model, context, {}, (() => {
      throw new Error("sync");
    }) as never).result();
    expect(message.errorMessage).toBe("sync");
  });
});
