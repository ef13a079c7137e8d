import { describe, expect, it } from "vitest";
import { hostAllowed } from "./domain-pattern.js";

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
