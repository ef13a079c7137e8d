import { describe, expect, it } from "vitest";
import { codingTools, readOnlyTools } from "./tool-sets.js";
import { createPowerShellTool } from "./tools/powershell.js";

describe("tool sets", () => {
  it("codingTools gives read, bash, edit, write; readOnlyTools gives read, grep, find, ls", () => {
    expect(codingTools("/w").map((tool) => tool.name)).toEqual(["read", "bash", "edit", "write"]);
    expect(readOnlyTools("/w").map((tool) => tool.name)).toEqual(["read", "grep", "find", "ls"]);
  });

  it("declares every tool (powershell too) fully for the model, and none as sequential", () => {
    for (const tool of [
      ...codingTools("/w"),
      ...readOnlyTools("/w"),
      createPowerShellTool("/w", { executable: "pwsh" }),
    ]) {
      expect(tool.label).not.toBe("");
      expect(tool.description.length).toBeGreaterThan(40);
      expect(tool.promptSnippet).toMatch(new RegExp(`^${tool.name}: `));
      expect(tool.promptGuidelines?.length).toBeGreaterThan(0);
      expect(tool.parameters).toMatchObject({ type: "object" });
      expect(tool.executionMode).toBeUndefined();
    }
  });
});
