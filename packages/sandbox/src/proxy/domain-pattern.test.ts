import { describe, expect, it } from "vitest";
import { domainPatternProblem, hostAllowed } from "./domain-pattern.js";

describe("hostAllowed", () => {
  it("matches exact names and wildcard subdomains, case-insensitively", () => {
    const list = ["registry.npmjs.org", "*.github.com"];
    expect(hostAllowed("registry.npmjs.org", list)).toBe(true);
    expect(hostAllowed("REGISTRY.npmjs.org.", list)).toBe(true);
    expect(hostAllowed("api.github.com", list)).toBe(true);
    expect(hostAllowed("a.b.github.com", list)).toBe(true);
    expect(hostAllowed("github.com", list)).toBe(false);
    expect(hostAllowed("evilgithub.com", list)).toBe(false);
    expect(hostAllowed("registry.npmjs.org.evil.com", list)).toBe(false);
  });

  it("lets an IP address through only when it is listed as it is", () => {
    expect(hostAllowed("140.82.112.3", ["*.github.com"])).toBe(false);
    expect(hostAllowed("10.0.0.1", ["10.0.0.1"])).toBe(true);
    expect(hostAllowed("[::1]", ["::1"])).toBe(true);
    expect(hostAllowed("", ["*"])).toBe(false);
  });
});

describe("domainPatternProblem", () => {
  it("takes host names, *.-prefixed ones and IP addresses", () => {
    for (const pattern of [
      "registry.npmjs.org",
      "*.github.com",
      "localhost",
      "10.0.0.1",
      "::1",
      "[::1]",
      "Example.COM.",
    ])
      expect({ pattern, problem: domainPatternProblem(pattern) }).toEqual({ pattern, problem: undefined });
  });

  it("says what to write instead of a URL, a path, a port, a lone * or a stray one", () => {
    expect(domainPatternProblem("https://registry.npmjs.org/")).toBe(
      '"https://registry.npmjs.org/" is a URL; write its host name alone: "registry.npmjs.org"',
    );
    expect(domainPatternProblem("github.com/org")).toContain('write the host name alone: "github.com"');
    expect(domainPatternProblem("registry.npmjs.org:443")).toContain('("registry.npmjs.org"): every port');
    expect(domainPatternProblem("*")).toContain("sandbox.network: true");
    expect(domainPatternProblem("api.*.com")).toContain('only a leading "*."');
    expect(domainPatternProblem("my host")).toContain("is not a host name");
  });
});
