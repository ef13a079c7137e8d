import { describe, expect, it } from "vitest";
import type { SettingsLayer } from "../settings/resolve-settings.js";
import type { SandboxSettings } from "../settings/sandbox-settings-schema.js";
import { resolveSandboxPath, resolveSandboxSettings } from "./sandbox-settings.js";

const base = { projectRoot: "/work/app", homeDir: "/home/me" };
const layer = (scope: SettingsLayer["scope"], sandbox: SandboxSettings): SettingsLayer => ({
  scope,
  source: scope === "cli" ? "command line" : `/${scope}/settings.json`,
  settings: { sandbox },
});

describe("sandbox settings", () => {
  it("defaults to workspace-write, no network, escalation offered, nothing required", () => {
    const { settings, diagnostics } = resolveSandboxSettings([], base);
    expect(settings).toMatchObject({
      mode: "workspace-write",
      network: false,
      required: false,
      allowEscalation: true,
      writableRoots: [],
      modeSource: "default",
    });
    expect(diagnostics).toEqual([]);
  });

  it("takes absolute, ~/ and project-relative paths", () => {
    expect(resolveSandboxPath("/opt/cache", base)).toBe("/opt/cache");
    expect(resolveSandboxPath("~/.cache/npm", base)).toBe("/home/me/.cache/npm");
    expect(resolveSandboxPath("~", base)).toBe("/home/me");
    expect(resolveSandboxPath("build/out", base)).toBe("/work/app/build/out");
    expect(resolveSandboxPath("../sibling", base)).toBe("/work/sibling");
    const { settings } = resolveSandboxSettings(
      [layer("user", { writableRoots: ["~/.cache", "/opt/x", "out"], protect: ["secrets/"], denyRead: ["~/notes"] })],
      base,
    );
    expect(settings.writableRoots).toEqual(["/home/me/.cache", "/opt/x", "/work/app/out"]);
    expect(settings.protect).toEqual(["/work/app/secrets"]);
    expect(settings.denyRead).toEqual(["/home/me/notes"]);
  });

  it("lets a project narrow: read-only, more protect and denyRead, no escalation, required", () => {
    const { settings, diagnostics } = resolveSandboxSettings(
      [
        layer("user", { protect: ["a"] }),
        layer("project", {
          mode: "read-only",
          protect: ["b"],
          denyRead: ["~/private"],
          allowEscalation: false,
          required: true,
          network: false,
        }),
      ],
      base,
    );
    expect(diagnostics).toEqual([]);
    expect(settings).toMatchObject({
      mode: "read-only",
      protect: ["/work/app/a", "/work/app/b"],
      denyRead: ["/home/me/private"],
      allowEscalation: false,
      required: true,
      modeSource: "/project/settings.json",
    });
  });

  it("ignores, with one warning each, what a project writes to widen its sandbox", () => {
    const { settings, diagnostics } = resolveSandboxSettings(
      [
        layer("user", { mode: "read-only", allowEscalation: false, required: true }),
        layer("project", {
          mode: "off",
          writableRoots: ["/"],
          network: true,
          allowedDomains: ["evil.example"],
          allowEscalation: true,
          required: false,
        }),
      ],
      base,
    );
    expect(settings).toMatchObject({
      mode: "read-only",
      writableRoots: [],
      network: false,
      allowedDomains: [],
      allowEscalation: false,
      required: true,
    });
    expect(diagnostics.map((d) => d.path)).toEqual([
      "/sandbox/mode",
      "/sandbox/writableRoots",
      "/sandbox/network",
      "/sandbox/allowedDomains",
      "/sandbox/required",
      "/sandbox/allowEscalation",
    ]);
    for (const d of diagnostics) {
      expect(d).toMatchObject({ severity: "warning", source: "/project/settings.json" });
      expect(d.message).toContain("a project cannot widen its own sandbox");
    }
  });

  it("a project cannot choose workspace-write over the user's read-only, but the command line can", () => {
    const project = resolveSandboxSettings(
      [layer("user", { mode: "read-only" }), layer("project", { mode: "workspace-write" })],
      base,
    );
    expect(project.settings.mode).toBe("read-only");
    expect(project.diagnostics).toHaveLength(1);
    const cli = resolveSandboxSettings(
      [layer("user", { mode: "read-only" }), layer("cli", { mode: "off", network: true })],
      base,
    );
    expect(cli.settings).toMatchObject({ mode: "off", network: true, modeSource: "command line" });
    expect(cli.diagnostics).toEqual([]);
  });

  it("keeps the good allowedDomains entries and names what is wrong with each bad one (a URL, a port, a lone *)", () => {
    const { settings, diagnostics } = resolveSandboxSettings(
      [layer("user", { allowedDomains: ["registry.npmjs.org", "https://github.com/", "pypi.org:443", "*"] })],
      base,
    );
    expect(settings.allowedDomains).toEqual(["registry.npmjs.org"]);
    expect(diagnostics.map((d) => [d.severity, d.path])).toEqual([
      ["warning", "/sandbox/allowedDomains/1"],
      ["warning", "/sandbox/allowedDomains/2"],
      ["warning", "/sandbox/allowedDomains/3"],
    ]);
    expect(diagnostics[0]?.message).toBe(
      '"https://github.com/" is a URL; write its host name alone: "github.com"; this entry is ignored',
    );
    expect(diagnostics[2]?.message).toContain("sandbox.network: true");
  });
});
