import type { AnyAgentTool } from "@keel/agent-core";
import { describe, expect, it } from "vitest";
import { filterMcpTools } from "./mcp-tool-filter.js";

const tool = (name: string) => ({ name }) as AnyAgentTool;
const tools = [
  "mcp__github__search",
  "mcp__github__create_issue",
  "mcp__db__query",
  "tool_search",
  "read_mcp_resource",
].map(tool);
const names = (list: AnyAgentTool[]) => list.map((t) => t.name);

describe("filterMcpTools", () => {
  it("keeps every MCP tool when --tools names no mcp__ entry", () => {
    expect(names(filterMcpTools(tools, { tools: ["read,bash"] }))).toEqual(names(tools));
    expect(names(filterMcpTools(tools, undefined))).toEqual(names(tools));
  });

  it("--tools mcp__github__* keeps github's tools and the helpers", () => {
    expect(names(filterMcpTools(tools, { tools: ["read,mcp__github__*"] }))).toEqual([
      "mcp__github__search",
      "mcp__github__create_issue",
      "tool_search",
      "read_mcp_resource",
    ]);
  });

  it("--exclude-tools patterns apply last; --no-tools removes them unless --tools selects some", () => {
    expect(names(filterMcpTools(tools, { excludeTools: ["mcp__github__*,tool_search"] }))).toEqual([
      "mcp__db__query",
      "read_mcp_resource",
    ]);
    expect(filterMcpTools(tools, { noTools: true })).toEqual([]);
    expect(names(filterMcpTools(tools, { noTools: true, tools: ["mcp__db__query"] }))).toEqual([
      "mcp__db__query",
      "tool_search",
      "read_mcp_resource",
    ]);
  });
});
