/**
 * The typed provider error travels with the message as plain data, so a
 * failed message that was copied, sent over a wire or reloaded from a
 * session file still tells the retry policy (and a compaction step) what
 * kind of failure it was.
 */
import { describe, expect, it } from "vitest";
import { AssistantMessageBuilder } from "../assistant-message-builder.js";
import type { Context } from "../context.js";
import { errorMessageFor } from "../empty-assistant-message.js";
import type { AssistantMessageEvent } from "../events.js";
import type { AssistantMessage } from "../messages.js";
import type { ProviderErrorKind } from "../provider-error.js";
import { failedStream, stream } from "../provider-registry.js";
import type { StreamFunction } from "../stream-function.js";
import { collectEvents } from "../testing/collect-events.js";
import { createFaux } from "../testing/faux-provider.js";
import { fauxError, fauxResponse, fauxText } from "../testing/faux-script.js";
import { streamForMessage } from "../testing/message-events.js";
import { isRetryableByDefault } from "./retry-policy.js";
import { withRetry } from "./with-retry.js";

const context: Context = { messages: [{ role: "user", content: "hi", timestamp: 0 }] };
const noWait = { sleep: async () => {}, random: () => 0 };

/** The failed message the faux provider produces for an error of `kind`. */
async function failedMessage(kind: ProviderErrorKind): Promise<AssistantMessage> {
  const faux = createFaux({ responses: [fauxError(`scripted ${kind}`, { kind })] });
  return faux.streamFn(faux.model, context).result();
}

const COPIES: [string, (message: AssistantMessage) => AssistantMessage][] = [
  ["a JSON round trip", (message) => JSON.parse(JSON.stringify(message)) as AssistantMessage],
  ["structuredClone", (message) => structuredClone(message)],
];

/**
 * A stream function that first replays `reloaded` (a failure read back from
 * storage, not the object the adapter made), then answers with text.
 */
function replaying(reloaded: AssistantMessage): StreamFunction & { calls: number } {
  const fn = Object.assign(
    (): ReturnType<StreamFunction> => {
      fn.calls++;
      if (fn.calls === 1) return streamForMessage(reloaded);
      const faux = createFaux({ responses: [fauxResponse([fauxText("recovered")])] });
      return faux.streamFn(faux.model, context);
    },
    { calls: 0 },
  );
  return fn;
}

describe("the typed error of a failed message is plain data", () => {
  for (const [name, copy] of COPIES) {
    it(`survives ${name}: kind, retryable, provider and the text`, async () => {
      const original = await failedMessage("rate_limit");
      expect(original.error).toEqual({
        kind: "rate_limit",
        message: "scripted rate_limit",
        retryable: true,
        provider: "faux",
      });
      const reloaded = copy(original);
      expect(reloaded).not.toBe(original);
      expect(reloaded.error).toEqual(original.error);
      expect(reloaded.errorMessage).toBe("scripted rate_limit");
      expect(isRetryableByDefault(reloaded.error ?? { kind: "unknown", message: "", retryable: false })).toBe(true);
    });

    it(`after ${name} the retry policy still retries a rate_limit`, async () => {
      const streamFn = replaying(copy(await failedMessage("rate_limit")));
      const { message } = await collectEvents(withRetry(streamFn, noWait)(createFaux().model, context));
      expect(streamFn.calls).toBe(2);
      expect(message.stopReason).toBe("stop");
      expect(message.error).toBeUndefined();
    });

    it(`after ${name} a context_overflow is not retried and keeps its kind (compact instead)`, async () => {
      const streamFn = replaying(copy(await failedMessage("context_overflow")));
      const { message, events } = await collectEvents(withRetry(streamFn, noWait)(createFaux().model, context));
      expect(streamFn.calls).toBe(1);
      expect(events.map((e: AssistantMessageEvent) => e.type)).toEqual(["start", "error"]);
      expect(message.error).toMatchObject({ kind: "context_overflow", retryable: false });
    });
  }
});

describe("every failed message carries `error`", () => {
  const model = createFaux().model;

  it("a builder failed with only a text records an unknown, non-retryable error", () => {
    const events: AssistantMessageEvent[] = [];
    const failed = new AssistantMessageBuilder(model, { push: (e) => events.push(e) }).fail("it broke");
    expect(failed).toMatchObject({ stopReason: "error", errorMessage: "it broke" });
    expect(failed.error).toEqual({ kind: "unknown", message: "it broke", retryable: false, provider: "faux" });
  });

  it("an aborted failure records kind aborted; a typed failure keeps its fields", () => {
    expect(errorMessageFor(model, "The request was aborted.", "aborted").error?.kind).toBe("aborted");
    const typed = errorMessageFor(model, { kind: "auth", message: "Set KEY.", retryable: false, status: 401 });
    expect(typed).toMatchObject({ stopReason: "error", errorMessage: "Set KEY." });
    expect(typed.error).toEqual({ kind: "auth", message: "Set KEY.", retryable: false, status: 401 });
  });

  it("a registry failure (no adapter for the api) is an invalid_request", async () => {
    const message = await failedStream(model, "plain text").result();
    expect(message.error?.kind).toBe("unknown");
    const missing = await stream({ ...model, api: "no-such-api" }, context).result();
    expect(missing.error).toMatchObject({ kind: "invalid_request", retryable: false });
  });

  it("a success has no error", async () => {
    const faux = createFaux({ responses: [fauxResponse([fauxText("fine")])] });
    const message = await faux.streamFn(faux.model, context).result();
    expect(message.stopReason).toBe("stop");
    expect("error" in message).toBe(false);
  });
});
