import { mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { bwrapPlan } from "./bwrap-args.js";
import type { SandboxPolicy } from "./policy.js";

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A writable root holding `home/.keel` (protected, with a masked `auth.json`) and a project with `.git/hooks`. */
function world(): { root: string; policy: SandboxPolicy } {
  const root = realpathSync(mkdtempSync(join(tmpdir(), "keel-bwrap-args-")));
  made.push(root);
  mkdirSync(join(root, "home", ".keel"), { recursive: true });
  writeFileSync(join(root, "home", ".keel", "auth.json"), "{}");
  mkdirSync(join(root, "project", ".git", "hooks"), { recursive: true });
  const policy: SandboxPolicy = {
    mode: "workspace-write",
    writableRoots: [root],
    protect: [join(root, "project", ".git", "hooks"), join(root, "home", ".keel")],
    denyRead: [join(root, "home", ".keel", "auth.json")],
    network: { kind: "none" },
  };
  return { root, policy };
}

/** The `--bind` targets of a plan (writable binds: the roots and the pinned folders). */
const writableBinds = (args: readonly string[]): string[] =>
  args.flatMap((arg, index) => (arg === "--bind" ? [args[index + 1] as string] : []));

describe("bwrapPlan", () => {
  it("makes the command PID 1 only when asked (bubblewrap's --as-pid-1), among the options before the command", () => {
    const { root, policy } = world();
    const plain = bwrapPlan(policy, { argv: ["true"], cwd: root });
    expect(plain.args).not.toContain("--as-pid-1");
    const pid1 = bwrapPlan(policy, { argv: ["true"], cwd: root, asPid1: true });
    expect(pid1.args.indexOf("--as-pid-1")).toBeGreaterThan(pid1.args.indexOf("--unshare-pid"));
    expect(pid1.args.indexOf("--as-pid-1")).toBeLessThan(pid1.args.indexOf("--"));
    expect(pid1.args.at(-1)).toBe("true");
  });

  it("pins the folders between a root and a protected path, but not a folder that gets a mount of its own", () => {
    const { root, policy } = world();
    const plan = bwrapPlan(policy, { argv: ["true"], cwd: root });
    // `project`, `project/.git` and `home` become mount points (cannot be renamed away); `home/.keel` is bound read-only itself.
    expect(writableBinds(plan.args)).toEqual([
      root,
      join(root, "home"),
      join(root, "project"),
      join(root, "project", ".git"),
    ]);
    expect(plan.args.join(" ")).toContain(`--ro-bind ${join(root, "home", ".keel")} ${join(root, "home", ".keel")}`);
    expect(plan.args.join(" ")).toContain(`--ro-bind /dev/null ${join(root, "home", ".keel", "auth.json")}`);
  });
});
