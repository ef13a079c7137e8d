import { describe, expect, it } from "vitest";
import { mcpToolNames } from "./tool-names.js";
import { rankTools } from "./tool-search.js";

describe("mcpToolNames", () => {
  it("replaces every character other than letters, digits and _ with _", () => {
    expect(mcpToolNames("my-server", ["get-tiny-image", "a.b/c"])).toEqual([
      "mcp__my_server__get_tiny_image",
      "mcp__my_server__a_b_c",
    ]);
  });

  it("gives colliding names a suffix that does not depend on list order", () => {
    const one = mcpToolNames("s", ["a-b", "a.b", "c"]);
    const two = mcpToolNames("s", ["c", "a.b", "a-b"]);
    expect(one[0]).toMatch(/^mcp__s__a_b_[0-9a-f]{6}$/);
    expect(one[0]).not.toBe(one[1]);
    expect(two[2]).toBe(one[0]);
    expect(two[1]).toBe(one[1]);
    expect(one[2]).toBe("mcp__s__c");
  });

  it("keeps names within 64 characters", () => {
    const [name] = mcpToolNames("server", ["x".repeat(100)]);
    expect(name?.length).toBe(64);
  });
});

describe("rankTools", () => {
  const tools = [
    { name: "mcp__gh__create_issue", description: "Creates an issue.", server: "gh" },
    { name: "mcp__gh__search_code", description: "Searches code for an issue number.", server: "gh" },
    { name: "mcp__db__query", description: "Runs SQL.", server: "db", serverDescription: "The issue tracker database" },
  ];
  it("ranks name matches over description and server matches", () => {
    expect(rankTools(tools, "issue").map((t) => t.name)).toEqual([
      "mcp__gh__create_issue",
      "mcp__gh__search_code",
      "mcp__db__query",
    ]);
  });
  it("puts an exact name first", () => {
    expect(rankTools(tools, "mcp__db__query")[0]?.name).toBe("mcp__db__query");
  });
});
