import { mkdirSync, mkdtempSync, realpathSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defaultPolicy } from "@keel/sandbox";
import { ProcessRegistry } from "@keel/tools";
import { describe, expect, it } from "vitest";
import { BlockedDomainLog } from "./blocked-domains.js";
import { SandboxControl } from "./sandbox-control.js";
import type { EffectiveSandboxSettings } from "./sandbox-settings.js";
import { createSandboxedBuiltinTools } from "./sandbox-tools.js";

const root = realpathSync(mkdtempSync(join(tmpdir(), "keel-sandboxed-bash-")));
const project = join(root, "project");
const home = join(root, "home");
mkdirSync(project, { recursive: true });
const policyFor = (mode: "read-only" | "workspace-write") =>
  defaultPolicy({ projectRoot: project, home, keelHome: join(home, ".keel"), tmpDirs: [], mode });

function bashOf(allowEscalation: boolean) {
  const settings = { allowEscalation } as EffectiveSandboxSettings;
  const control = new SandboxControl({
    state: "active",
    policy: policyFor("workspace-write"),
    settings,
    projectRoot: project,
    policyFor,
  });
  const tools = createSandboxedBuiltinTools({
    names: ["bash"],
    cwd: project,
    homeDir: home,
    processes: new ProcessRegistry(),
    control,
    projectRoot: project,
    options: {},
  });
  const bash = tools.find((tool) => tool.name === "bash");
  if (bash === undefined) throw new Error("no bash tool");
  return { control, bash };
}

const properties = (tool: { parameters: unknown }): string[] =>
  Object.keys((tool.parameters as { properties: object }).properties);

describe("the sandboxed bash tool follows the mode in force", () => {
  it("names the writable roots and offers escalate; read-only and off change both at once", () => {
    const { control, bash } = bashOf(true);
    expect(bash.description).toContain(`they may write only ${project}`);
    expect(bash.description).toContain("without network access");
    expect(properties(bash)).toContain("escalate");

    control.setMode("read-only");
    expect(bash.description).toContain("write only the temp folders");
    expect(bash.description).not.toContain("they may write only");
    expect(properties(bash)).toContain("escalate");

    control.setMode("off");
    expect(bash.description).not.toContain("OS sandbox");
    expect(properties(bash)).not.toContain("escalate");

    control.setMode("workspace-write");
    expect(bash.description).toContain(`they may write only ${project}`);
    expect(properties(bash)).toContain("escalate");
  });

  it("never offers escalate when sandbox.allowEscalation is false", () => {
    const { control, bash } = bashOf(false);
    expect(properties(bash)).not.toContain("escalate");
    expect(bash.description).not.toContain("escalate");
    control.setMode("read-only");
    expect(properties(bash)).not.toContain("escalate");
  });
});

describe("BlockedDomainLog", () => {
  it("gives each of two concurrent calls only the domains refused during it", async () => {
    const log = new BlockedDomainLog();
    const tick = () => new Promise<void>((done) => setImmediate(done));
    const call = (domain: string) =>
      log.collect(async () => {
        await tick();
        log.record([domain]);
        await tick();
        log.record([domain]);
        return domain;
      });
    const [a, b] = await Promise.all([call("a.example"), call("b.example")]);
    expect(a).toEqual({ value: "a.example", domains: ["a.example"] });
    expect(b).toEqual({ value: "b.example", domains: ["b.example"] });
    log.record(["outside.example"]); // outside any call: dropped, no error
  });
});
