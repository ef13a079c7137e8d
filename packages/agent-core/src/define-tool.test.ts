import { Type } from "typebox";
import { describe, expect, expectTypeOf, it } from "vitest";
import type { AgentTool, AnyAgentTool } from "./agent-tool.js";
import { defineTool } from "./define-tool.js";

// Compile-time checks: the package typecheck (tsc) reads this file, and each
// `@ts-expect-error` line must be an error for the check to pass.

const counter = defineTool({
  name: "count",
  label: "Count",
  description: "Counts to n.",
  parameters: Type.Object({ n: Type.Number(), label: Type.Optional(Type.String()) }),
  async execute(_id, args) {
    expectTypeOf(args.n).toEqualTypeOf<number>();
    expectTypeOf(args.label).toEqualTypeOf<string | undefined>();
    // @ts-expect-error `n` is a number, not a string
    const text: string = args.n;
    // @ts-expect-error the schema has no `m`
    args.m;
    return { content: [{ type: "text", text: `${text}` }], details: { counted: args.n } };
  },
});

describe("defineTool", () => {
  it("infers the argument type from a TypeBox schema, and the details type from execute", () => {
    expectTypeOf(counter).toEqualTypeOf<AgentTool<{ n: number; label?: string }, { counted: number }>>();
    expectTypeOf(counter).toExtend<AnyAgentTool>();
    expect(counter.name).toBe("count");
  });

  it("gives a plain JSON Schema without a named type Record<string, unknown> arguments", () => {
    const loose = defineTool({
      name: "loose",
      label: "Loose",
      description: "Plain schema.",
      parameters: { type: "object", properties: { q: { type: "string" } } },
      async execute(_id, args) {
        expectTypeOf(args).toEqualTypeOf<Record<string, unknown>>();
        return { content: [{ type: "text", text: String(args.q) }] };
      },
    });
    expect(loose.parameters).toEqual({ type: "object", properties: { q: { type: "string" } } });
  });

  it("still accepts a named parameter type over a plain JSON Schema", () => {
    const plain = defineTool<{ path: string }>({
      name: "read",
      label: "Read",
      description: "Reads a file.",
      parameters: { type: "object", properties: { path: { type: "string" } }, required: ["path"] },
      async execute(_id, { path }) {
        expectTypeOf(path).toEqualTypeOf<string>();
        return { content: [{ type: "text", text: path }] };
      },
    });
    expectTypeOf(plain).toEqualTypeOf<AgentTool<{ path: string }, unknown>>();
  });
});
