import { describe, expect, it } from "vitest";
import { explainSandboxFailure } from "./explain-failure.js";
import type { SandboxPolicy } from "./policy.js";

const policy: SandboxPolicy = {
  mode: "workspace-write",
  writableRoots: ["/work/app", "/tmp"],
  protect: [],
  denyRead: [],
  network: { kind: "none" },
};

describe("explainSandboxFailure", () => {
  it("names the domains the proxy refused and the setting that allows them", () => {
    const hint = explainSandboxFailure({ policy, exitCode: 6, output: "", blockedDomains: ["evil.example"] });
    expect(hint).toMatchObject({ kind: "blocked-domain", domains: ["evil.example"] });
    expect(hint?.message).toContain("sandbox.allowedDomains");
  });

  it("explains a read-only file system and an unreachable network", () => {
    const readOnly = explainSandboxFailure({ policy, exitCode: 1, output: "sh: /etc/x: Read-only file system" });
    expect(readOnly?.kind).toBe("read-only");
    expect(readOnly?.message).toContain("sandbox.writableRoots");
    expect(readOnly?.message).toContain('"escalate": true');
    const network = explainSandboxFailure({ policy, exitCode: 6, output: "curl: (6) Could not resolve host: x" });
    expect(network?.kind).toBe("network");
  });

  it("says nothing for a success, mode off, or a failure that does not point at the sandbox", () => {
    expect(explainSandboxFailure({ policy, exitCode: 0, output: "Read-only file system" })).toBeUndefined();
    expect(
      explainSandboxFailure({ policy: { ...policy, mode: "off" }, exitCode: 1, output: "Read-only file system" }),
    ).toBeUndefined();
    expect(explainSandboxFailure({ policy, exitCode: 1, output: "test failed" })).toBeUndefined();
    expect(
      explainSandboxFailure({
        policy: { ...policy, network: { kind: "all" } },
        exitCode: 6,
        output: "Could not resolve host",
      }),
    ).toBeUndefined();
  });
});
