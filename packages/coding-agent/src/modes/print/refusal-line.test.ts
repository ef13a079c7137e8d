import { describe, expect, it } from "vitest";
import type { PermissionDecisionEvent } from "../../permissions/permission-record.js";
import { refusalLine } from "./refusal-line.js";

const event = (fields: Partial<PermissionDecisionEvent>): PermissionDecisionEvent => ({
  type: "permission_decision",
  toolCallId: "call_1",
  toolName: "bash",
  decision: "deny",
  decidedBy: "headless",
  mode: "default",
  reason: "no rule allows it",
  subject: "bash command `npm publish`",
  ...fields,
});

describe("refusalLine", () => {
  it("says nothing for an allowed call", () => {
    expect(refusalLine(event({ decision: "allow", decidedBy: "rule" }))).toBeUndefined();
  });

  it("an ask rule that nobody could answer: names the rule and where to remove it (--allow cannot lift it)", () => {
    const line = refusalLine(
      event({
        rule: "bash(npm publish:*)",
        ruleSource: "/p/.keel/settings.json",
        reason: "the ask rule bash(npm publish:*)",
      }),
    );
    expect(line).toBe(
      "keel: refused bash command `npm publish`: it needs approval (the ask rule bash(npm publish:*)) and this run cannot ask; an ask rule is stronger than --allow: to let it run, remove bash(npm publish:*) from permissions.ask in /p/.keel/settings.json, or run keel where it can ask",
    );
  });

  it("a call no rule can allow says so; another program's name leads the line", () => {
    expect(refusalLine(event({ subject: "bash command `eval $x`" }), "keel-review")).toBe(
      "keel-review: refused bash command `eval $x`: it needs approval (no rule allows it) and this run cannot ask; no rule can allow it as written: run it yourself, or run keel where it can ask",
    );
  });

  it("several rules that together allow the call are all named", () => {
    expect(refusalLine(event({ allowWith: ["bash(git add:*)", "bash(git commit:*)"] }))).toContain(
      "run keel with --allow 'bash(git add:*)' --allow 'bash(git commit:*)' or add \"bash(git add:*)\", \"bash(git commit:*)\"",
    );
  });
});
