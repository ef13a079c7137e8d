import { describe, expect, it } from "vitest";
import type { LoadedAgent } from "../agents/agent-definition.js";
import type { ChildSpec, SubagentParent } from "../agents/subagent-runner.js";
import { childSessionOptions } from "./session-subagents.js";

const parent = (mode?: "default" | "bypass" | "accept-edits"): SubagentParent =>
  ({
    session: {
      agent: {
        state: {
          model: { provider: "local", id: "scripted" },
          thinkingLevel: "low",
          tools: [{ name: "read" }, { name: "bash" }, { name: "task" }],
        },
      },
    },
    store: { id: "parent-id", path: "/sessions/here/2026_parent-id.jsonl" },
    ...(mode ? { permissionMode: () => mode } : {}),
  }) as unknown as SubagentParent;

const agent: LoadedAgent = { name: "scout", description: "d", systemPrompt: "You scout.", source: "user" };
const spec = (overrides: Partial<ChildSpec> = {}): ChildSpec => ({
  agent,
  description: "look",
  toolCallId: "call_1",
  depth: 1,
  mayNest: false,
  parent: parent(),
  ...overrides,
});
const base = {
  cwd: "/project",
  env: {},
  name: "parent name",
  permissions: { allow: ["bash(ls)"], dangerouslyBypass: true },
  askTrust: async () => true,
};

describe("childSessionOptions", () => {
  it("inherits the parent's tools (without task when it may not nest), model and thinking; links its session file", () => {
    const options = childSessionOptions(base, true, spec());
    expect(options).toMatchObject({
      cwd: "/project",
      trustOverride: "approve",
      model: { model: "local/scripted", thinking: "low" },
      tools: { tools: ["read", "bash"] },
      mcp: { enabled: false },
      inheritedTools: [],
      systemPrompt: "You scout.",
      session: { kind: "new", subagentOf: { parentSessionId: "parent-id", parentToolCallId: "call_1" } },
      sessionDir: "/sessions/here",
      name: "scout: look",
      subagentDepth: 1,
    });
    expect("askTrust" in options).toBe(false);
    // The parent's extensions load in the child too (their tool_call guards and flags hold there).
    expect("noExtensions" in options).toBe(false);
    expect(childSessionOptions(base, false, spec({ mayNest: true })).tools).toEqual({
      tools: ["read", "bash", "task"],
    });
    expect(childSessionOptions(base, false, spec()).trustOverride).toBe("no-approve");
  });

  it("the agent's own tools, model and thinking win; an empty tool list is no tools", () => {
    const own = { ...agent, tools: [], model: "other/model", thinking: "high" as const };
    expect(childSessionOptions(base, true, spec({ agent: own }))).toMatchObject({
      tools: { noTools: true },
      model: { model: "other/model", thinking: "high" },
    });
  });

  it("takes the parent's permission mode now: a parent that left bypass has children that cannot bypass", () => {
    expect(childSessionOptions(base, true, spec({ parent: parent("default") })).permissions).toEqual({
      allow: ["bash(ls)"],
      dangerouslyBypass: false,
      mode: "default",
    });
    expect(childSessionOptions(base, true, spec({ parent: parent("bypass") })).permissions).toEqual({
      allow: ["bash(ls)"],
      dangerouslyBypass: true,
      mode: "bypass",
    });
  });

  it("takes the parent's sandbox mode now and lends it the parent's MCP tools", () => {
    const withSandbox = { ...base, sandbox: { mode: "workspace-write" as const } };
    const mcpTool = { name: "mcp__files__list" };
    const narrowed = {
      ...parent(),
      sandboxMode: () => "read-only" as const,
      mcpTools: () => [mcpTool],
    } as unknown as SubagentParent;
    const options = childSessionOptions(withSandbox, true, spec({ parent: narrowed }));
    expect(options.sandbox).toEqual({ mode: "read-only" });
    expect(options.inheritedTools).toEqual([mcpTool]);
    // `-e` paths hold from the parent's folder even for a child in a worktree elsewhere.
    const withExtensions = { ...base, extensions: ["ext/a.ts", "npm:pkg@1"] };
    expect(childSessionOptions(withExtensions, true, spec({ cwd: "/tmp/worktree" })).extensions).toEqual([
      "/project/ext/a.ts",
      "npm:pkg@1",
    ]);
    // No sandbox asked for by the front end: none for the child either.
    expect(childSessionOptions(base, true, spec({ parent: narrowed })).sandbox).toBeUndefined();
  });
});
