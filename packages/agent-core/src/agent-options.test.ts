import { createFaux } from "@keel/ai/testing";
import { describe, expect, it } from "vitest";
import { Agent } from "./agent.js";
import { done } from "./test-support/responses.js";

describe("Agent options", () => {
  it("streamOptions reach every request as given, with state.thinkingLevel; no other option does", async () => {
    const faux = createFaux({ responses: [done(), done()] });
    const streamOptions = { apiKey: "k", headers: { "x-app": "docs" }, maxRetries: 1, sessionId: "s" };
    const agent = new Agent({
      initialState: { model: faux.model, thinkingLevel: "low" },
      streamFn: faux.streamFn,
      streamOptions,
      toolExecution: "sequential",
      steeringMode: "all",
      beforeToolCall: () => undefined,
    });
    await agent.prompt("one");
    agent.state.thinkingLevel = "high";
    await agent.prompt("two");
    const [first, second] = faux.requests.map((request) => request.options);
    expect(Object.keys(first ?? {}).sort()).toEqual([
      "apiKey",
      "headers",
      "maxRetries",
      "sessionId",
      "signal",
      "thinkingLevel",
    ]);
    expect(first).toMatchObject({ ...streamOptions, thinkingLevel: "low" });
    expect(second).toMatchObject({ ...streamOptions, thinkingLevel: "high" });
    expect(streamOptions).toEqual({ apiKey: "k", headers: { "x-app": "docs" }, maxRetries: 1, sessionId: "s" });
  });

  it("refuses provider options at the top level, saying to move them into streamOptions", () => {
    const faux = createFaux();
    expect(() => new Agent({ initialState: { model: faux.model }, maxRetries: 3 } as never)).toThrow(
      'Agent: options has "maxRetries" at its top level, where it is ignored: provider request options go in streamOptions',
    );
  });
});
