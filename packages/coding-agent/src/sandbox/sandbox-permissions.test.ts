import { mkdirSync, mkdtempSync, realpathSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { decideFileAccess, defaultPolicy } from "@keel/sandbox";
import { describe, expect, it } from "vitest";
import { decidePermission } from "../permissions/decide-permission.js";
import type { PermissionPolicy, RuleEntry, RuleList } from "../permissions/permission-policy.js";
import { parseRule } from "../permissions/permission-rule.js";
import type { PermissionSandbox } from "../permissions/permission-sandbox.js";

const root = realpathSync(mkdtempSync(join(tmpdir(), "keel-sandbox-perm-")));
const project = join(root, "project");
const home = join(root, "home");
mkdirSync(join(project, ".git"), { recursive: true });
mkdirSync(home, { recursive: true });
// The temp folders are writable in the sandbox: this test's folders are in one, so only the project is named.
const policy = { ...defaultPolicy({ projectRoot: project, home, keelHome: join(home, ".keel"), tmpDirs: [] }) };
const sandbox: PermissionSandbox = {
  mode: policy.mode,
  allowEscalation: true,
  refuses: (path, access) => {
    const decision = decideFileAccess(policy, path, access);
    return decision.allowed ? undefined : decision.reason;
  },
};

function rule(list: RuleList, text: string): RuleEntry {
  const parsed = parseRule(text);
  if (!parsed.ok) throw new Error(parsed.message);
  return { rule: parsed.rule, list, origin: "user", source: "settings.json" };
}

const permissions = (rules: RuleEntry[] = [], withSandbox = true): PermissionPolicy => ({
  rules,
  mode: "default",
  allowReadOnlyCommands: false,
  root: project,
  cwd: project,
  homeDir: home,
  ...(withSandbox ? { sandbox } : {}),
});

describe("permissions inside the sandbox", () => {
  it("bash commands and redirections run without asking; without the sandbox they ask", async () => {
    const command = { command: 'npm test > out.txt && rm -rf build && eval "$X"' };
    expect((await decidePermission(permissions(), "bash", command)).verdict).toBe("allow");
    expect((await decidePermission(permissions([], false), "bash", command)).verdict).toBe("ask");
  });

  it("deny beats the sandbox, ask rules still ask, and a hidden part asks when rules name commands", async () => {
    const denied = await decidePermission(permissions([rule("deny", "bash(rm:*)")]), "bash", { command: "rm -rf x" });
    expect(denied.verdict).toBe("deny");
    const asked = await decidePermission(permissions([rule("ask", "bash(git push:*)")]), "bash", {
      command: "git push origin main",
    });
    expect(asked.verdict).toBe("ask");
    const hidden = await decidePermission(permissions([rule("deny", "bash(rm:*)")]), "bash", { command: 'eval "$X"' });
    expect(hidden.verdict).toBe("ask");
  });

  it("file changes inside the writable roots run; outside or protected they are denied, naming the sandbox", async () => {
    expect((await decidePermission(permissions(), "write", { path: "src/a.ts", content: "" })).verdict).toBe("allow");
    const outside = await decidePermission(permissions(), "write", { path: join(home, ".bashrc"), content: "" });
    expect(outside.verdict).toBe("deny");
    expect(outside.reason).toContain("the sandbox (workspace-write)");
    const hooks = await decidePermission(permissions(), "edit", { path: ".git/hooks/pre-commit", edits: [] });
    expect(hooks.verdict).toBe("deny");
    const secret = await decidePermission(permissions(), "read", { path: "~/.ssh/id_rsa" });
    expect(secret.verdict).toBe("deny");
  });

  it("escalate: decided as without the sandbox, and the subject says outside the sandbox", async () => {
    const escalated = await decidePermission(permissions(), "bash", { command: "npm publish", escalate: true });
    expect(escalated.verdict).toBe("ask");
    expect(escalated.deciding.subject).toBe("bash command `npm publish` outside the sandbox");
    expect(escalated.suggestions).toEqual(["bash(npm publish)"]);
    const allowed = await decidePermission(permissions([rule("allow", "bash(npm publish)")]), "bash", {
      command: "npm publish",
      escalate: true,
    });
    expect(allowed.verdict).toBe("allow");
  });
});
