import { describe, expect, it } from "vitest";
import { decideFileAccess } from "./decide-file-access.js";
import type { SandboxPolicy } from "./policy.js";

const policy: SandboxPolicy = {
  mode: "workspace-write",
  writableRoots: ["/work/app", "/tmp"],
  protect: ["/work/app/.git/hooks", "/work/app/.git/config", "/work/app/.keel"],
  denyRead: ["/home/me/.ssh", "/home/me/.keel/auth.json"],
  network: { kind: "none" },
};

describe("decideFileAccess", () => {
  it("allows reads anywhere but the deny list", () => {
    expect(decideFileAccess(policy, "/etc/hosts", "read")).toEqual({ allowed: true });
    expect(decideFileAccess(policy, "/home/me/.ssh/id_rsa", "read")).toMatchObject({ allowed: false });
    expect(decideFileAccess(policy, "/home/me/.keel/auth.json", "read")).toMatchObject({ allowed: false });
    expect(decideFileAccess(policy, "/home/me/.sshx", "read")).toEqual({ allowed: true });
  });

  it("allows writes only inside the writable roots and outside the protected paths", () => {
    expect(decideFileAccess(policy, "/work/app/src/a.ts", "write")).toEqual({ allowed: true });
    expect(decideFileAccess(policy, "/tmp/x", "write")).toEqual({ allowed: true });
    expect(decideFileAccess(policy, "/work/application/a.ts", "write")).toMatchObject({ allowed: false });
    expect(decideFileAccess(policy, "/work/app/.git/hooks/pre-commit", "write")).toMatchObject({ allowed: false });
    expect(decideFileAccess(policy, "/work/app/.keel/settings.json", "write")).toMatchObject({ allowed: false });
    expect(decideFileAccess(policy, "/work/app/.git/index", "write")).toEqual({ allowed: true });
  });

  it("refuses with a reason that starts with Permission denied and names what would allow it", () => {
    const outside = decideFileAccess(policy, "/etc/passwd", "write");
    expect(outside.allowed).toBe(false);
    if (outside.allowed) return;
    expect(outside.reason.startsWith("Permission denied:")).toBe(true);
    expect(outside.reason).toContain("sandbox.writableRoots");
    const denied = decideFileAccess(policy, "/home/me/.ssh/config", "read");
    if (denied.allowed) throw new Error("expected a refusal");
    expect(denied.reason).toContain("sandbox.denyRead");
  });

  it("refuses to write a file with several hard links", () => {
    expect(decideFileAccess(policy, "/work/app/a.txt", "write", { linkCount: 2 })).toMatchObject({ allowed: false });
    expect(decideFileAccess(policy, "/work/app/a.txt", "write", { linkCount: 1 })).toEqual({ allowed: true });
  });

  it("allows everything with mode off and only the temp folders in read-only mode", () => {
    expect(decideFileAccess({ ...policy, mode: "off" }, "/etc/passwd", "write")).toEqual({ allowed: true });
    const readOnly: SandboxPolicy = { ...policy, mode: "read-only", writableRoots: ["/tmp"] };
    const refused = decideFileAccess(readOnly, "/work/app/a.ts", "write");
    if (refused.allowed) throw new Error("expected a refusal");
    expect(refused.reason).toContain("read-only");
  });
});
