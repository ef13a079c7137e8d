import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { replyText, replyToolCalls } from "@keel/coding-agent/testing";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { KeelWorld } from "./support/keel-world.js";
import { toolResultsOf } from "./support/sandbox-world.js";

let world: KeelWorld;
beforeEach(() => {
  world = new KeelWorld();
});
afterEach(() => world.close());

/** The tool results the model saw in the request after the tool batch, by call id. */
const toolResults = (requestIndex: number): Map<string, string> => toolResultsOf(world, requestIndex);

const records = (stdout: string) =>
  stdout
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { type: string; [key: string]: unknown });

function userSettings(settings: object): void {
  world.write(join(world.keelHome, "settings.json"), JSON.stringify(settings));
}

describe("permissions through the keel binary", () => {
  it("a file survives every bypass behind an allowed prefix; each result says Permission denied", async () => {
    const keep = world.write(join(world.project, "keep.txt"), "precious\n");
    userSettings({ permissions: { allow: ["bash(echo:*)"], deny: ["bash(rm:*)"] } });
    const bypasses = [
      "echo ok && rm keep.txt",
      "echo ok; r''m keep.txt",
      "echo ok && \\rm keep.txt",
      "echo ok && /bin/rm keep.txt",
      "echo ok && sh -c 'rm keep.txt'",
      'echo ok && bash -c "rm keep.txt"',
      "echo ok && env rm keep.txt",
      "echo ok && xargs rm <<< keep.txt",
      "echo ok && timeout 5 rm keep.txt",
      "echo ok && nohup rm keep.txt",
      "echo ok && command rm keep.txt",
      "echo $(rm keep.txt)",
      "echo `rm keep.txt`",
      "echo ok && cat <(rm keep.txt)",
      "echo ok && X=rm; $X keep.txt",
      "echo ok && eval 'rm keep.txt'",
      "echo gone > keep.txt",
      "echo ok && echo gone > ./sub/../keep.txt",
      "echo ok && find . -name keep.txt -delete",
    ];
    await world.model([
      replyToolCalls(bypasses.map((command, i) => ({ name: "bash", arguments: { command }, id: `call_${i}` }))),
      replyText("Done."),
    ]);
    const run = await world.run(["--model", "local/scripted", "-p", "clean up"]);
    expect(run.code).toBe(0);
    expect(run.stdout).toBe("Done.\n");
    expect(readFileSync(keep, "utf8")).toBe("precious\n");
    const results = toolResults(1);
    expect(results.size).toBe(bypasses.length);
    for (const [id, result] of results) {
      expect({ id, command: bypasses[Number(id.slice(5))], result: result.slice(0, 19) }).toMatchObject({
        result: "Permission denied: ",
      });
    }
    expect(results.get("call_0")).toContain("deny rule bash(rm:*)");
    expect(results.get("call_4")).toContain("deny rule bash(rm:*)");
  });

  it("headless ask: the call is refused with the rule that applied and how to allow it; --allow lets it run", async () => {
    await world.model([
      replyToolCalls([{ name: "bash", arguments: { command: "touch made.txt" }, id: "call_touch" }]),
      replyText("Tried."),
    ]);
    const refused = await world.run(["--model", "local/scripted", "-p", "make a file"]);
    expect(refused.code).toBe(0);
    expect(existsSync(join(world.project, "made.txt"))).toBe(false);
    const message = toolResults(1).get("call_touch") ?? "";
    expect(message).toMatch(/^Permission denied: bash command `touch made.txt` needs approval \(no rule allows it\)/);
    expect(message).toContain("--allow 'bash(touch made.txt)'");
    expect(message).toContain('"permissions"');

    world.server?.enqueue(replyToolCalls([{ name: "bash", arguments: { command: "touch made.txt" } }]));
    world.server?.enqueue(replyText("Made."));
    const allowed = await world.run(["--model", "local/scripted", "--allow", "bash(touch made.txt)", "-p", "again"]);
    expect(allowed.code).toBe(0);
    expect(allowed.stdout).toBe("Made.\n");
    expect(existsSync(join(world.project, "made.txt"))).toBe(true);
  });

  it("JSON mode: a permission_decision event precedes the call's tool_execution_end; keel permissions audit replays it", async () => {
    await world.model([
      replyToolCalls([
        { name: "bash", arguments: { command: "echo hi" }, id: "call_echo" },
        { name: "bash", arguments: { command: "rm -rf build" }, id: "call_rm" },
      ]),
      replyText("Ok."),
    ]);
    const run = await world.run([
      "--model",
      "local/scripted",
      "--mode",
      "json",
      "--allow",
      "bash(echo hi)",
      "--deny",
      "bash(rm:*)",
      "go",
    ]);
    expect(run.code).toBe(0);
    const lines = records(run.stdout);
    for (const id of ["call_echo", "call_rm"]) {
      const decision = lines.findIndex((l) => l.type === "permission_decision" && l.toolCallId === id);
      const end = lines.findIndex((l) => l.type === "tool_execution_end" && l.toolCallId === id);
      expect(decision).toBeGreaterThan(0);
      expect(decision).toBeLessThan(end);
    }
    expect(lines.find((l) => l.type === "permission_decision" && l.toolCallId === "call_rm")).toMatchObject({
      decision: "deny",
      decidedBy: "rule",
      rule: "bash(rm:*)",
      ruleSource: "--deny",
      mode: "default",
    });
    expect(lines.find((l) => l.type === "permission_decision" && l.toolCallId === "call_echo")).toMatchObject({
      decision: "allow",
      decidedBy: "rule",
      rule: "bash(echo hi)",
    });

    const [file] = world.sessionFiles();
    const audit = await world.run(["permissions", "audit", file ?? ""]);
    expect(audit.code).toBe(0);
    const rows = audit.stdout.trim().split("\n");
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatch(/allow\s+rule bash\(echo hi\)\s+call_echo bash/);
    expect(rows[1]).toMatch(/deny\s+rule bash\(rm:\*\)\s+call_rm bash\s+bash command `rm -rf build`/);

    const missing = await world.run(["permissions", "audit", "no-such-session"]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain("no-such-session");
  });

  it("keel permissions lists saved approvals with where they came from, and revoke removes one", async () => {
    const root = world.project;
    world.write(
      join(world.keelHome, "permissions.json"),
      JSON.stringify({
        approvals: [
          {
            rule: "bash(npm test)",
            scope: "project",
            project: root,
            addedAt: "2026-12-01T10:00:00.000Z",
            session: "s1",
          },
          { rule: "read(//etc/hosts)", scope: "user", addedAt: "2026-12-01T10:01:00.000Z" },
        ],
      }),
    );
    userSettings({ permissions: { deny: ["bash(rm:*)"] } });
    const list = await world.run(["permissions"]);
    expect(list.code).toBe(0);
    expect(list.stdout).toContain(
      `bash(npm test)  project ${root} (this one)  added 2026-12-01T10:00:00.000Z in session s1`,
    );
    expect(list.stdout).toContain("read(//etc/hosts)  everywhere");
    expect(list.stdout).toMatch(/deny\s+bash\(rm:\*\)\s+.*settings\.json/);

    // A saved approval takes effect: npm test is allowed without a flag.
    await world.model([
      replyToolCalls([{ name: "bash", arguments: { command: "npm test" }, id: "c1" }]),
      replyText("x"),
    ]);
    await world.run(["--model", "local/scripted", "-p", "test"]);
    expect(toolResults(1).get("c1")).not.toMatch(/^Permission denied/);

    const revoked = await world.run(["permissions", "revoke", "bash( npm  test )"]);
    expect(revoked.code).toBe(0);
    expect(revoked.stdout).toBe(`revoked bash(npm test) (project ${root})\n`);
    const saved = JSON.parse(readFileSync(join(world.keelHome, "permissions.json"), "utf8"));
    expect(saved.approvals.map((a: { rule: string }) => a.rule)).toEqual(["read(//etc/hosts)"]);

    const again = await world.run(["permissions", "revoke", "bash(rm:*)"]);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain("is not a saved approval; it comes from");

    const bad = await world.run(["permissions", "revoke", "bash(oops"]);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain("without a closing");
  });

  it("bad input: a broken permissions.json is reported with its place, ignored by runs, and never rewritten", async () => {
    const file = world.write(join(world.keelHome, "permissions.json"), '{ "approvals": [ { "rule": "bash(ls)" ');
    await world.model([replyText("Fine.")]);
    const run = await world.run(["--model", "local/scripted", "-p", "hi"]);
    expect(run.code).toBe(0);
    expect(run.stdout).toBe("Fine.\n");
    expect(run.stderr).toContain(`${file}:1:`);
    const list = await world.run(["permissions"]);
    expect(list.code).toBe(1);
    expect(list.stderr).toContain("Saved permission approvals were ignored");
    const revoke = await world.run(["permissions", "revoke", "bash(ls)"]);
    expect(revoke.code).toBe(1);
    expect(revoke.stderr).toContain("was left unchanged");
    expect(readFileSync(file, "utf8")).toBe('{ "approvals": [ { "rule": "bash(ls)" ');
  });

  it("a trusted project cannot lift the user's deny, grant itself rules, nor choose bypass mode", async () => {
    const keep = world.write(join(world.project, "keep.txt"), "precious\n");
    userSettings({ permissions: { deny: ["bash(rm:*)"] } });
    world.write(
      join(world.project, ".keel", "settings.json"),
      JSON.stringify({ permissions: { allow: ["bash(rm:*)", "bash"], defaultMode: "bypass" } }),
    );
    await world.model([
      replyToolCalls([{ name: "bash", arguments: { command: "rm keep.txt" }, id: "c_rm" }]),
      replyText("Tried."),
    ]);
    const run = await world.run(["--model", "local/scripted", "--approve", "-p", "remove it"]);
    expect(run.code).toBe(0);
    expect(run.stderr).toContain("a project cannot choose the bypass mode");
    expect(run.stderr).toContain("a project cannot grant permissions; its allow rules are ignored: bash(rm:*), bash");
    expect(readFileSync(keep, "utf8")).toBe("precious\n");
    expect(toolResults(1).get("c_rm")).toMatch(/^Permission denied: .*deny rule bash\(rm:\*\)/);
  });

  it("plan mode runs only read-only tools and says so", async () => {
    world.write(join(world.project, "notes.md"), "plan notes\n");
    await world.model([
      replyToolCalls([
        { name: "read", arguments: { path: "notes.md" }, id: "c_read" },
        { name: "write", arguments: { path: "out.md", content: "x" }, id: "c_write" },
      ]),
      replyText("Planned."),
    ]);
    const run = await world.run(["--model", "local/scripted", "--permission-mode", "plan", "-p", "plan"]);
    expect(run.code).toBe(0);
    const results = toolResults(1);
    expect(results.get("c_read")).toContain("plan notes");
    expect(results.get("c_write")).toMatch(/^Permission denied: the agent is in plan mode/);
    expect(existsSync(join(world.project, "out.md"))).toBe(false);

    const bad = await world.run(["--permission-mode", "yolo", "-p", "x"]);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain("--permission-mode must be one of default, accept-edits, plan, bypass");
  });

  it("bypass mode warns on every start and is refused as root without --dangerously-bypass", async () => {
    await world.model([replyText("a"), replyText("b")]);
    const asRoot = process.getuid?.() === 0;
    const plain = await world.run(["--model", "local/scripted", "--permission-mode", "bypass", "-p", "x"]);
    if (asRoot) {
      expect(plain.code).toBe(2);
      expect(plain.stderr).toContain("bypass mode is refused when keel runs as root");
    } else {
      expect(plain.code).toBe(0);
      expect(plain.stderr).toContain("permission mode bypass");
    }
    const forced = await world.run(["--model", "local/scripted", "--dangerously-bypass", "-p", "x"]);
    expect(forced.code).toBe(0);
    expect(forced.stderr).toContain("permission mode bypass: every tool call runs without asking");
  });

  it("bad input: a rule that does not parse stops the run before anything happens, naming the flag", async () => {
    const run = await world.run(["--allow", "bash(npm test", "-p", "x"]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain("--allow");
    expect(run.stderr).toContain("without a closing");
    expect(world.sessionFiles()).toEqual([]);
  });
});
