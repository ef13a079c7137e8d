import { describe, expect, it } from "vitest";
import { allTools, codingTools, readOnlyTools } from "./tool-sets.js";
import { createPowerShellTool, findPowerShell } from "./tools/powershell.js";

describe("tool sets", () => {
  it("codingTools gives read, bash, edit, write; readOnlyTools gives read, grep, find, ls", () => {
    expect(codingTools("/w").map((tool) => tool.name)).toEqual(["read", "bash", "edit", "write"]);
    expect(readOnlyTools("/w").map((tool) => tool.name)).toEqual(["read", "grep", "find", "ls"]);
  });

  it("allTools gives every built-in tool once, powershell when PowerShell is there or configured", () => {
    const names = allTools("/w").map((tool) => tool.name);
    const base = ["read", "bash", "edit", "write", "grep", "find", "ls"];
    expect(names).toEqual(findPowerShell() ? [...base, "powershell"] : base);
    expect(new Set(names).size).toBe(names.length);
    expect(allTools("/w", { powershell: { executable: "pwsh" } }).map((tool) => tool.name)).toEqual([
      ...base,
      "powershell",
    ]);
    expect(allTools("/w", { powershell: false }).map((tool) => tool.name)).toEqual(base);
  });

  it("passes per-set bash options (timeouts) to the bash tool", () => {
    const [, bash] = codingTools("/w", { bash: { defaultTimeoutSeconds: 60, maxTimeoutSeconds: 300 } });
    expect(bash.description).toContain("Without `timeout`, a command gets 60 seconds.");
    expect(() => codingTools("/w", { bash: { maxTimeoutSeconds: -5 } })).toThrow(
      "Invalid bash option maxTimeoutSeconds: -5.",
    );
  });

  it("declares every tool (powershell too) fully for the model, and none as sequential", () => {
    for (const tool of [...allTools("/w", { powershell: false }), createPowerShellTool("/w", { executable: "pwsh" })]) {
      expect(tool.label).not.toBe("");
      expect(tool.description.length).toBeGreaterThan(40);
      expect(tool.promptSnippet).toMatch(new RegExp(`^${tool.name}: `));
      expect(tool.promptGuidelines?.length).toBeGreaterThan(0);
      expect(tool.parameters).toMatchObject({ type: "object" });
      expect(tool.executionMode).toBeUndefined();
    }
  });
});
