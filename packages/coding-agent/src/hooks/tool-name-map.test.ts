import { describe, expect, it } from "vitest";
import { compileHookMatcher } from "./hook-matcher.js";
import { claudeToolName, hookToolInput, keelToolInput, matcherNames } from "./tool-name-map.js";

describe("the tool name table", () => {
  it("sends Claude Code's name, Keel's beside it; MultiEdit for several edits; MCP names as they are", () => {
    expect(claudeToolName("bash", { command: "ls" })).toBe("Bash");
    expect(claudeToolName("find", { pattern: "*.ts" })).toBe("Glob");
    expect(claudeToolName("edit", { path: "a", edits: [{ oldText: "a", newText: "b" }] })).toBe("Edit");
    expect(claudeToolName("edit", { path: "a", edits: [{}, {}] })).toBe("MultiEdit");
    expect(claudeToolName("mcp__github__create_issue", {})).toBe("mcp__github__create_issue");
    expect(claudeToolName("my_tool", {})).toBe("my_tool");
  });

  it("gives tool_input under both field names with absolute paths", () => {
    expect(hookToolInput("write", { path: "src/a.ts", content: "x" }, "/p")).toEqual({
      path: "/p/src/a.ts",
      file_path: "/p/src/a.ts",
      content: "x",
    });
    const edit = hookToolInput("edit", { path: "/abs/a.ts", edits: [{ oldText: "a", newText: "b" }] }, "/p");
    expect(edit).toMatchObject({
      file_path: "/abs/a.ts",
      old_string: "a",
      new_string: "b",
      edits: [{ oldText: "a", newText: "b", old_string: "a", new_string: "b" }],
    });
    expect(hookToolInput("grep", { pattern: "x", ignoreCase: true, limit: 5 }, "/p")).toMatchObject({
      "-i": true,
      head_limit: 5,
    });
  });

  it("reads updatedInput back: the field the hook changed wins, Claude-only fields go", () => {
    const sent = hookToolInput("write", { path: "a.ts", content: "x" }, "/p");
    expect(keelToolInput("write", { ...sent, file_path: "/p/b.ts" }, sent)).toEqual({ path: "/p/b.ts", content: "x" });
    expect(keelToolInput("write", { ...sent, path: "/p/c.ts" }, sent)).toEqual({ path: "/p/c.ts", content: "x" });
    expect(keelToolInput("write", { file_path: "/p/d.ts", content: "y" }, sent)).toEqual({
      path: "/p/d.ts",
      content: "y",
    });
    const edit = hookToolInput("edit", { path: "a.ts", edits: [{ oldText: "a", newText: "b" }] }, "/p");
    expect(keelToolInput("edit", { ...edit, new_string: "c" }, edit)).toEqual({
      path: "/p/a.ts",
      edits: [{ oldText: "a", newText: "c" }],
    });
    expect(keelToolInput("bash", { command: "ls -la" }, { command: "ls" })).toEqual({ command: "ls -la" });
  });
});

describe("matchers", () => {
  const test = (matcher: string | undefined, names: string[]) => {
    const compiled = compileHookMatcher(matcher);
    if (!compiled.ok) throw new Error(compiled.error);
    return compiled.test(names);
  };

  it("match whole names, Claude Code's or Keel's; empty and * match all", () => {
    expect(test("Edit|Write", matcherNames("edit"))).toBe(true);
    expect(test("MultiEdit", matcherNames("edit"))).toBe(true);
    expect(test("Edit", ["MultiEdit"])).toBe(false);
    expect(test("bash", matcherNames("bash"))).toBe(true);
    expect(test("Bash", matcherNames("read"))).toBe(false);
    expect(test("mcp__github__.*", ["mcp__github__create_issue"])).toBe(true);
    expect(test("", ["anything"])).toBe(true);
    expect(test("*", ["anything"])).toBe(true);
    expect(test(undefined, ["anything"])).toBe(true);
  });

  it("a pattern that is not a regular expression is an error", () => {
    const compiled = compileHookMatcher("Edit(");
    expect(compiled.ok).toBe(false);
  });
});
