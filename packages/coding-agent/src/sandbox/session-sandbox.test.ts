import { mkdirSync, mkdtempSync, realpathSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { SandboxReport } from "@keel/sandbox";
import { describe, expect, it } from "vitest";
import type { SettingsLayer } from "../settings/resolve-settings.js";
import { resolveSessionSandbox } from "./session-sandbox.js";

const works: SandboxReport = { available: true, backend: "bubblewrap", checks: [] };
const missing: SandboxReport = { available: false, backend: "bubblewrap", checks: [], problem: "bwrap is not on PATH" };

function world() {
  const root = realpathSync(mkdtempSync(join(tmpdir(), "keel-session-sandbox-")));
  const project = join(root, "project");
  mkdirSync(join(project, ".git"), { recursive: true });
  mkdirSync(join(project, "sub"), { recursive: true });
  return { project, homeDir: join(root, "home"), keelHome: join(root, "home", ".keel") };
}

const user = (sandbox: object): SettingsLayer => ({ scope: "user", source: "/u/settings.json", settings: { sandbox } });

describe("the sandbox of a session at start-up", () => {
  it("is workspace-write on the git work tree's top, and says so until a run has started", async () => {
    const w = world();
    const input = { request: {}, layers: [], cwd: join(w.project, "sub"), ...w, check: async () => works };
    const first = await resolveSessionSandbox(input);
    expect(first.ok && first.sandbox).toMatchObject({ state: "active", projectRoot: w.project });
    // The test's folders are under /tmp, itself a writable root (the temp folder): the project is inside it,
    // and the line still names it first.
    expect(first.ok && first.sandbox.state === "active" && first.sandbox.policy.writableRoots).toContain("/tmp");
    expect(first.diagnostics.map((d) => d.severity)).toEqual(["info"]);
    expect(first.diagnostics[0]?.message).toContain(`writable: ${w.project} (the project), /tmp`);
    // A run that never started (bad input) leaves the line for the next one.
    const again = await resolveSessionSandbox(input);
    expect(again.diagnostics.map((d) => d.severity)).toEqual(["info"]);
    if (again.ok) again.markAnnounced?.();
    const after = await resolveSessionSandbox(input);
    expect(after.diagnostics).toEqual([]);
    expect(after.ok && after.markAnnounced).toBeUndefined();
  });

  it("unavailable: one warning and the state says why; required: exit 1 naming the reason", async () => {
    const w = world();
    const down = await resolveSessionSandbox({
      request: {},
      layers: [],
      cwd: w.project,
      ...w,
      check: async () => missing,
    });
    expect(down.ok && down.sandbox).toMatchObject({ state: "unavailable", problem: "bwrap is not on PATH" });
    expect(down.diagnostics).toHaveLength(1);
    expect(down.diagnostics[0]).toMatchObject({ severity: "warning", source: "sandbox" });
    const required = await resolveSessionSandbox({
      request: {},
      layers: [user({ required: true })],
      cwd: w.project,
      ...w,
      check: async () => missing,
    });
    expect(required).toMatchObject({ ok: false, exitCode: 1 });
    expect(required.diagnostics[0]?.message).toContain("bwrap is not on PATH");
  });

  it("--sandbox beats KEEL_SANDBOX beats the settings; off never runs the check; a bad KEEL_SANDBOX is exit 2", async () => {
    const w = world();
    const never = async (): Promise<SandboxReport> => {
      throw new Error("checked");
    };
    const off = await resolveSessionSandbox({
      request: { mode: "off" },
      envMode: "read-only",
      layers: [user({ mode: "read-only" })],
      cwd: w.project,
      ...w,
      check: never,
    });
    expect(off.ok && off.sandbox.state).toBe("off");
    const env = await resolveSessionSandbox({
      request: {},
      envMode: "read-only",
      layers: [],
      cwd: w.project,
      ...w,
      check: async () => works,
    });
    expect(env.ok && env.sandbox.state === "active" && env.sandbox.policy.mode).toBe("read-only");
    const bad = await resolveSessionSandbox({
      request: {},
      envMode: "loose",
      layers: [],
      cwd: w.project,
      ...w,
      check: never,
    });
    expect(bad).toMatchObject({ ok: false, exitCode: 2 });
  });

  it("allowedDomains: only those hosts, through the proxy (Linux); network: true gives all of it", async () => {
    const w = world();
    const input = { request: {}, cwd: w.project, ...w, check: async () => works };
    const domains = await resolveSessionSandbox({
      ...input,
      layers: [user({ allowedDomains: ["registry.npmjs.org"] })],
    });
    const expected =
      process.platform === "linux" ? { kind: "domains", allowedDomains: ["registry.npmjs.org"] } : { kind: "none" };
    expect(domains.ok && domains.sandbox.state === "active" && domains.sandbox.policy.network).toEqual(expected);
    const all = await resolveSessionSandbox({ ...input, layers: [user({ network: true, allowedDomains: ["x.org"] })] });
    expect(all.ok && all.sandbox.state === "active" && all.sandbox.policy.network).toEqual({ kind: "all" });
  });
});
