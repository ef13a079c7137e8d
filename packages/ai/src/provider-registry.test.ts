import { afterEach, describe, expect, it } from "vitest";
import type { Context } from "./context.js";
import { AssistantMessageEventStream } from "./event-stream.js";
import { complete, getRegisteredApis, registerLazyProvider, registerProvider, stream } from "./provider-registry.js";
import type { StreamFunction } from "./stream-function.js";
import { collectEvents } from "./testing/collect-events.js";
import { createFauxModel } from "./testing/faux-provider.js";
import { createAssistantMessage, streamForMessage } from "./testing/message-events.js";

const context: Context = { messages: [{ role: "user", content: "hi", timestamp: 0 }] };
const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const undo of cleanups.splice(0)) undo();
});

describe("stream() dispatch", () => {
  it("routes on model.api to the registered adapter; unregistering removes it", async () => {
    const answer = createAssistantMessage([{ type: "text", text: "routed" }]);
    const unregister = registerProvider("reg-route", () => streamForMessage(answer));
    expect(getRegisteredApis()).toContain("reg-route");
    expect((await complete(createFauxModel({ api: "reg-route" }), context)).content).toEqual(answer.content);
    unregister();
    const after = await complete(createFauxModel({ api: "reg-route" }), context);
    expect(after.errorMessage).toBe(
      'No provider adapter is registered for api "reg-route" (model faux/faux-1). ' +
        'Register one with registerProvider("reg-route", streamFn).',
    );
  });

  it("an adapter that throws synchronously ends the stream with an error, with or without retries", async () => {
    cleanups.push(
      registerProvider("reg-throws", () => {
        throw new Error("sync boom");
      }),
    );
    for (const maxRetries of [0, 2]) {
      const { types, message } = await collectEvents(
        stream(createFauxModel({ api: "reg-throws" }), context, { maxRetries }),
      );
      expect(types).toEqual(["start", "error"]);
      expect(message.errorMessage).toBe('Provider adapter for "reg-throws" threw: sync boom');
    }
  });

  it("a lazy adapter that fails to load, or whose stream throws while read, ends with an error", async () => {
    registerLazyProvider("reg-lazy-fails", () => Promise.reject(new Error("cannot load")));
    const failed = await complete(createFauxModel({ api: "reg-lazy-fails" }), context, { maxRetries: 0 });
    expect(failed.errorMessage).toBe('Provider adapter for "reg-lazy-fails" could not be loaded: cannot load');
    const { types: loadTypes } = await collectEvents(stream(createFauxModel({ api: "reg-lazy-fails" }), context));
    expect(loadTypes).toEqual(["start", "error"]);

    const broken: StreamFunction = () => {
      const out = new AssistantMessageEventStream();
      out[Symbol.asyncIterator] = () => ({ next: () => Promise.reject(new Error("iterator bug")) });
      return out;
    };
    registerLazyProvider("reg-lazy-broken", () => Promise.resolve(broken));
    const { types, message } = await collectEvents(
      stream(createFauxModel({ api: "reg-lazy-broken" }), context, { maxRetries: 0 }),
    );
    expect(types).toEqual(["start", "error"]);
    expect(message.errorMessage).toBe('Provider adapter for "reg-lazy-broken" failed while streaming: iterator bug');
  });
});
