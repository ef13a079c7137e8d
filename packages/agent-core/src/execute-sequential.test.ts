import { describe, expect, it } from "vitest";
import { runScripted } from "./test-support/harness.js";
import { done, twoCalls } from "./test-support/responses.js";
import { testTool, textResult } from "./test-support/tools.js";

const reporting = (name: string) =>
  testTool(name, {
    execute: async (_id, _params, _signal, onUpdate) => {
      onUpdate?.(textResult(`${name} working`));
      await new Promise((resolve) => setTimeout(resolve, 1));
      return textResult(`${name} ok`);
    },
  });

/** An `execute` to share between tools that notes whether two of its calls ever ran at once. */
const concurrencyProbe = () => {
  const seen = { overlap: false };
  let running = 0;
  const execute = async () => {
    running++;
    if (running > 1) seen.overlap = true;
    await new Promise((resolve) => setTimeout(resolve, 2));
    running--;
    return textResult("ok");
  };
  return { seen, execute };
};

describe("rule 7: sequential order", () => {
  it("finalizes and records each call before the next one starts (contract trace)", async () => {
    const run = await runScripted({
      responses: [twoCalls(), done()],
      tools: [reporting("a"), reporting("b")],
      config: { toolExecution: "sequential" },
    });
    const start = run.trace.indexOf("tool_execution_start A");
    expect(run.trace.slice(start, start + 11)).toEqual([
      "tool_execution_start A",
      "tool_execution_update A",
      "tool_execution_end A",
      "message_start toolResult A",
      "message_end toolResult A",
      "tool_execution_start B",
      "tool_execution_update B",
      "tool_execution_end B",
      "message_start toolResult B",
      "message_end toolResult B",
      "turn_end toolResults [A, B]",
    ]);
  });

  it("does not start a call while the previous one runs", async () => {
    const probe = concurrencyProbe();
    await runScripted({
      responses: [twoCalls(), done()],
      tools: [testTool("a", { execute: probe.execute }), testTool("b", { execute: probe.execute })],
      config: { toolExecution: "sequential" },
    });
    expect(probe.seen.overlap).toBe(false);
  });
});

describe("rule 2: batch mode", () => {
  it("is parallel by default", async () => {
    const probe = concurrencyProbe();
    await runScripted({
      responses: [twoCalls(), done()],
      tools: [testTool("a", { execute: probe.execute }), testTool("b", { execute: probe.execute })],
    });
    expect(probe.seen.overlap).toBe(true);
  });

  it("is sequential when the loop is configured sequential", async () => {
    const probe = concurrencyProbe();
    await runScripted({
      responses: [twoCalls(), done()],
      tools: [testTool("a", { execute: probe.execute }), testTool("b", { execute: probe.execute })],
      config: { toolExecution: "sequential" },
    });
    expect(probe.seen.overlap).toBe(false);
  });

  it("makes the whole batch sequential when one requested tool declares executionMode sequential", async () => {
    const probe = concurrencyProbe();
    const run = await runScripted({
      responses: [twoCalls(), done()],
      tools: [
        testTool("a", { execute: probe.execute }),
        testTool("b", { execute: probe.execute, executionMode: "sequential" }),
      ],
    });
    expect(probe.seen.overlap).toBe(false);
    const start = run.trace.indexOf("tool_execution_start A");
    expect(run.trace.slice(start, start + 4)).toEqual([
      "tool_execution_start A",
      "tool_execution_end A",
      "message_start toolResult A",
      "message_end toolResult A",
    ]);
  });

  it("ignores a sequential tool that is active but not requested in this message", async () => {
    const probe = concurrencyProbe();
    await runScripted({
      responses: [twoCalls(), done()],
      tools: [
        testTool("a", { execute: probe.execute }),
        testTool("b", { execute: probe.execute }),
        testTool("c", { executionMode: "sequential" }),
      ],
    });
    expect(probe.seen.overlap).toBe(true);
  });
});
