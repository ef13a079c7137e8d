import { describe, expect, it } from "vitest";
import type { AgentEvent, AgentEventType, ToolExecutionEndEvent, ToolExecutionUpdateEvent } from "./agent-events.js";
import type { AgentTool, AgentToolResult } from "./agent-tool.js";
import { defineTool } from "./define-tool.js";
import { valueParams } from "./test-support/tools.js";

// Compile-time checks (tsc type-checks this file): no event payload field is `any`,
// and a tool's details type flows through `AgentTool` / `AgentToolResult`.
type IsAny<T> = 0 extends 1 & T ? true : false;
type AnyFieldOf<E> = E extends unknown ? { [K in keyof E]-?: IsAny<E[K]> }[keyof E] : never;
type Assert<T extends true> = T;

export type PayloadsHaveNoAny = Assert<AnyFieldOf<AgentEvent> extends false ? true : false>;
export type ResultDetailsAreNotAny = Assert<
  IsAny<ToolExecutionEndEvent["result"]["details"]> extends false ? true : false
>;
export type PartialDetailsAreNotAny = Assert<
  IsAny<ToolExecutionUpdateEvent["partialResult"]["details"]> extends false ? true : false
>;
export type DetailsFlowThroughTheTool = Assert<
  ReturnType<AgentTool<{ value?: string }, { lines: number }>["execute"]> extends Promise<
    AgentToolResult<{ lines: number }>
  >
    ? true
    : false
>;

describe("event payload types", () => {
  it("a tool's details type is checked where the tool returns it", () => {
    const tool = defineTool<{ value?: string }, { lines: number }>({
      name: "t",
      label: "T",
      description: "t",
      parameters: valueParams,
      // @ts-expect-error details must match the declared details type
      async execute() {
        return { content: [], details: { lines: "three" } };
      },
    });
    expect(tool.name).toBe("t");
    const types: AgentEventType[] = ["agent_start", "agent_end"];
    expect(types).toHaveLength(2);
  });
});
