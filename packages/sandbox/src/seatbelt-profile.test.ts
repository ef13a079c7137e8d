import { describe, expect, it } from "vitest";
import type { SandboxPolicy } from "./policy.js";
import { seatbeltProfile } from "./seatbelt-profile.js";

// sandbox-exec exists only on macOS: these tests check the generated text, not its effect.
const policy: SandboxPolicy = {
  mode: "workspace-write",
  writableRoots: ["/Users/me/app", "/private/tmp"],
  protect: ["/Users/me/app/.git/hooks", "/Users/me/app/.keel"],
  denyRead: ["/Users/me/.ssh", '/Users/me/we"ird'],
  network: { kind: "none" },
};

describe("seatbeltProfile", () => {
  it("denies writes outside the roots, to protected paths, reads of denied paths and the network", () => {
    const profile = seatbeltProfile(policy);
    expect(profile.startsWith("(version 1)\n")).toBe(true);
    expect(profile).toContain(
      '(deny file-write* (require-not (require-any (subpath "/Users/me/app") (subpath "/private/tmp")',
    );
    expect(profile).toContain(
      '(deny file-write* (subpath "/Users/me/app/.git/hooks") (subpath "/Users/me/app/.keel"))',
    );
    expect(profile).toContain(
      '(deny file-read* file-write* (subpath "/Users/me/.ssh") (subpath "/Users/me/we\\"ird"))',
    );
    expect(profile).toContain("(deny network*)");
    expect(profile).toContain('(allow network-outbound (remote unix-socket (path-regex #"^/")))');
    expect(profile).toContain('(deny network-outbound (remote unix-socket (subpath "/Users/me/.ssh")))');
    expect(profile.indexOf("(deny network*)")).toBeLessThan(profile.indexOf("(allow network-outbound"));
  });

  it("leaves the network alone when the policy allows all of it, and opens only the proxy ports for domains", () => {
    expect(seatbeltProfile({ ...policy, network: { kind: "all" } })).not.toContain("network");
    const domains = seatbeltProfile(
      { ...policy, network: { kind: "domains", allowedDomains: ["example.com"] } },
      { proxyPorts: [3128] },
    );
    expect(domains).toContain("(deny network*)");
    expect(domains).toContain('(allow network-outbound (remote ip "localhost:3128"))');
  });
});
