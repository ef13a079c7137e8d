import { describe, expect, it } from "vitest";
import * as publicApi from "./index.js";
import * as internalApi from "./internal.js";

// The runtime surface is a promise to users: changing it is a deliberate,
// documented change (README "What is stable"), never a side effect.
describe("the package's exports", () => {
  it("@keel/agent-core exports exactly the stable values", () => {
    expect(Object.keys(publicApi).sort()).toEqual([
      "Agent",
      "agentLoop",
      "agentLoopContinue",
      "defaultConvertToLlm",
      "defineTool",
      "isLlmMessage",
      "runAgentLoop",
      "runAgentLoopContinue",
      "runToolCall",
    ]);
  });

  it("@keel/agent-core/internal holds the building blocks other Keel packages use", () => {
    expect(Object.keys(internalApi).sort()).toEqual([
      "MessageQueue",
      "assertModel",
      "assertUniqueToolNames",
      "modelProblem",
    ]);
  });
});
