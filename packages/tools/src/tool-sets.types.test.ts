import type { AgentTool, AnyAgentTool } from "@keel/agent-core";
import { describe, expectTypeOf, it } from "vitest";
import {
  type AllTools,
  allTools,
  type CodingTools,
  codingTools,
  type ReadOnlyTools,
  readOnlyTools,
} from "./tool-sets.js";
import type { BashTool, EditTool, LsTool, PowerShellTool, ReadTool } from "./tool-types.js";
import type { BashParams } from "./tools/bash.js";
import type { EditDetails, EditParams } from "./tools/edit.js";
import type { ReadDetails, ReadParams } from "./tools/read.js";
import type { ShellDetails } from "./tools/shell-run.js";

// These assertions are checked by the package typecheck (`tsc` covers test files); at run time they are no-ops.
describe("tool set types", () => {
  it("types each element of the built-in sets with its own params and details", () => {
    expectTypeOf(codingTools("/w")).toEqualTypeOf<CodingTools>();
    expectTypeOf(readOnlyTools("/w")).toEqualTypeOf<ReadOnlyTools>();
    expectTypeOf(allTools("/w")).toEqualTypeOf<AllTools>();
    expectTypeOf(codingTools("/w")[0]).toEqualTypeOf<AgentTool<ReadParams, ReadDetails>>();
    expectTypeOf(codingTools("/w")[1]).toEqualTypeOf<AgentTool<BashParams, ShellDetails>>();
    expectTypeOf(codingTools("/w")[2]).toEqualTypeOf<AgentTool<EditParams, EditDetails>>();
    expectTypeOf(allTools("/w")[6]).toEqualTypeOf<LsTool>();
    expectTypeOf(allTools("/w")[7]).toEqualTypeOf<PowerShellTool | undefined>();
    expectTypeOf(codingTools("/w")[0]).not.toBeAny();
    expectTypeOf<Parameters<CodingTools[1]["execute"]>[1]>().toEqualTypeOf<BashParams>();
  });

  it("still fits where a heterogeneous tool list is expected", () => {
    expectTypeOf(allTools("/w")).toMatchTypeOf<AnyAgentTool[]>();
    const tools: AnyAgentTool[] = [...codingTools("/w"), ...readOnlyTools("/w").slice(1)];
    expectTypeOf(tools).toEqualTypeOf<AnyAgentTool[]>();
  });

  it("refuses wrong arguments and reads typed details", async () => {
    const [read, bash, edit] = codingTools("/w");
    expectTypeOf(read).toEqualTypeOf<ReadTool>();
    expectTypeOf(bash).toEqualTypeOf<BashTool>();
    expectTypeOf(edit).toEqualTypeOf<EditTool>();
    const typedOnly = () => {
      // @ts-expect-error bash takes a command, not a path
      void bash.execute("id", { path: "a.txt" }, undefined, undefined);
      // @ts-expect-error read's limit is a number
      void read.execute("id", { path: "a.txt", limit: "2" }, undefined, undefined);
      // @ts-expect-error the typed form of edit takes edits, not oldText/newText (prepareArguments accepts them at run time)
      void edit.execute("id", { path: "a.txt", oldText: "a", newText: "b" }, undefined, undefined);
      // @ts-expect-error codingTools has four tools
      void codingTools("/w")[4];
    };
    expectTypeOf(typedOnly).toBeFunction();
    type BashResult = Awaited<ReturnType<BashTool["execute"]>>;
    expectTypeOf<NonNullable<BashResult["details"]>["exitCode"]>().toEqualTypeOf<number | null>();
    expectTypeOf<NonNullable<BashResult["details"]>["status"]>().toEqualTypeOf<
      "running" | "exited" | "signal" | "timeout" | "aborted"
    >();
    type ReadResult = Awaited<ReturnType<ReadTool["execute"]>>;
    // @ts-expect-error read details have no exit code
    type _NoExitCode = NonNullable<ReadResult["details"]>["exitCode"];
  });
});
