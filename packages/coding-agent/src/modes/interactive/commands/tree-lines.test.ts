import { describe, expect, it } from "vitest";
import type { SessionTreeNode } from "../../../runtime/session-tree.js";
import { treeLines } from "./tree-lines.js";

function node(id: string, role: "user" | "assistant", text: string, children: SessionTreeNode[] = []): SessionTreeNode {
  return {
    entry: {
      type: "message",
      id,
      parentId: null,
      timestamp: "2026-01-01T00:00:00.000Z",
      message:
        role === "user"
          ? { role, content: text, timestamp: 0 }
          : ({ role, content: [{ type: "text", text }] } as never),
    } as SessionTreeNode["entry"],
    children,
  };
}

describe("treeLines", () => {
  it("lists messages depth-first, indents only at branches, and marks the current branch", () => {
    const tree = [
      node("u1", "user", "fix the test", [
        node("a1", "assistant", "Done.", [
          node("u2", "user", "now the docs"),
          node("u3", "user", "no, the lint\nplease"),
        ]),
      ]),
    ];
    const lines = treeLines(tree, new Set(["u1", "a1", "u3"]));
    expect(lines.map((line) => line.label)).toEqual([
      "● you: fix the test",
      "● model: Done.",
      "  ○ you: now the docs",
      "  ● you: no, the lint please",
    ]);
    expect(lines.map((line) => line.entryId)).toEqual(["u1", "a1", "u2", "u3"]);
  });

  it("shows a branch summary where the conversation went on after it", () => {
    const summary: SessionTreeNode = {
      entry: {
        type: "branch_summary",
        id: "s1",
        parentId: "a1",
        timestamp: "2026-01-01T00:00:00.000Z",
        fromId: "a2",
        summary: "Tried recursion;\nit overflowed.",
      } as SessionTreeNode["entry"],
      children: [node("u3", "user", "iterate instead")],
    };
    const tree = [
      node("u1", "user", "sum a list", [
        node("a1", "assistant", "Which way?", [
          node("u2", "user", "recursively", [node("a2", "assistant", "Done.")]),
          summary,
        ]),
      ]),
    ];
    const lines = treeLines(tree, new Set(["u1", "a1", "s1", "u3"]));
    expect(lines.map((line) => line.label)).toEqual([
      "● you: sum a list",
      "● model: Which way?",
      "  ○ you: recursively",
      "  ○ model: Done.",
      "  ● summary of a branch left: Tried recursion; it overflowed.",
      "  ● you: iterate instead",
    ]);
    expect(lines[4]).toMatchObject({ entryId: "s1", role: "summary" });
  });
});
