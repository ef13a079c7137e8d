// Over 400 lines: the permission checker end to end (grammar, file tools, modes, settings layers, the gate, approvals) sharing one set of temp-folder helpers.
import { mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type AgentTool, runToolCall } from "@keel/agent-core";
import { Type } from "typebox";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { SettingsLayer } from "../settings/resolve-settings.js";
import { readApprovals, revokeApproval } from "./approval-store.js";
import { buildPermissionPolicy } from "./build-permission-policy.js";
import { decidePermission } from "./decide-permission.js";
import { PermissionGate } from "./permission-gate.js";
import type { PermissionPolicy, RuleEntry, RuleList } from "./permission-policy.js";
import type { PermissionAnswer, PermissionPrompt } from "./permission-prompter.js";
import type { PermissionDecisionRecord } from "./permission-record.js";
import { parseRule } from "./permission-rule.js";
import { BIN_AND, BIN_OR, BIN_PIPE, BIN_PIPE_ALL, loadShellSyntax, REDIRECT } from "./shell-syntax.js";

let world: string;
let root: string;
let home: string;
let outside: string;

beforeEach(() => {
  world = realpathSync(mkdtempSync(join(tmpdir(), "keel-perm-")));
  root = join(world, "project");
  home = join(world, "home");
  outside = join(world, "outside");
  for (const dir of [root, home, outside, join(root, "src")]) mkdirSync(dir, { recursive: true });
  writeFileSync(join(outside, "secret.txt"), "s");
  writeFileSync(join(root, ".env"), "KEY=1");
});
afterEach(() => rmSync(world, { recursive: true, force: true }));

function entries(list: RuleList, texts: string[], origin: RuleEntry["origin"] = "user"): RuleEntry[] {
  return texts.map((text) => {
    const parsed = parseRule(text);
    if (!parsed.ok) throw new Error(parsed.message);
    return { rule: parsed.rule, list, origin, source: `${origin} settings` };
  });
}

function policy(rules: RuleEntry[] = [], extra: Partial<PermissionPolicy> = {}): PermissionPolicy {
  return { rules, mode: "default", allowReadOnlyCommands: false, root, cwd: root, homeDir: home, ...extra };
}

describe("rule grammar", () => {
  it("parses bare names, patterns, globs in tool names and normalizes spacing", () => {
    expect(parseRule("bash( npm   run test:* )")).toEqual({
      ok: true,
      rule: { tool: "bash", pattern: "npm run test:*", text: "bash(npm run test:*)" },
    });
    expect(parseRule("mcp__github__create_issue")).toMatchObject({
      ok: true,
      rule: { tool: "mcp__github__create_issue" },
    });
    expect(parseRule("bash(*)")).toMatchObject({ ok: true, rule: { tool: "bash", text: "bash" } });
    expect(parseRule("*")).toMatchObject({ ok: true, rule: { tool: "*" } });
  });

  it("bad input: says what is wrong and shows the grammar", () => {
    for (const [text, message] of [
      ["", "empty"],
      ["bash(npm test", "without a closing"],
      ["(ls)", "no tool name"],
      ["bash()", "empty pattern"],
      ["ba sh", '" " cannot appear'],
    ] as const) {
      const parsed = parseRule(text);
      expect(parsed.ok).toBe(false);
      if (!parsed.ok) {
        expect(parsed.message).toContain(message);
        expect(parsed.hint).toContain("bash(npm run test:*)");
      }
    }
  });

  it("the parser's operator numbers are the ones the analyser expects", async () => {
    const syntax = await loadShellSyntax();
    const parse = (src: string) => syntax.NewParser().Parse(src, "t").Stmts?.[0];
    expect(parse("a && b")?.Cmd?.Op).toBe(BIN_AND);
    expect(parse("a || b")?.Cmd?.Op).toBe(BIN_OR);
    expect(parse("a | b")?.Cmd?.Op).toBe(BIN_PIPE);
    expect(parse("a |& b")?.Cmd?.Op).toBe(BIN_PIPE_ALL);
    const ops: [string, number][] = [
      [">", REDIRECT.out],
      [">>", REDIRECT.append],
      ["<", REDIRECT.in],
      ["<>", REDIRECT.readWrite],
      ["<&", REDIRECT.dupIn],
      [">&", REDIRECT.dupOut],
      [">|", REDIRECT.clobber],
      ["<<<", REDIRECT.herestring],
      ["&>", REDIRECT.all],
      ["&>>", REDIRECT.appendAll],
    ];
    for (const [op, code] of ops) expect([op, parse(`a ${op} b`)?.Redirs?.[0]?.Op]).toEqual([op, code]);
    expect(parse("a <<E\nx\nE\n")?.Redirs?.[0]?.Op).toBe(REDIRECT.heredoc);
  });
});

describe("file tools: defaults, path rules, traversal and symlinks (real folders)", () => {
  it("read-only tools are allowed inside the project and ask outside it; writes ask", async () => {
    const p = policy();
    expect((await decidePermission(p, "read", { path: "src/a.ts" })).verdict).toBe("allow");
    expect((await decidePermission(p, "ls", {})).verdict).toBe("allow");
    expect((await decidePermission(p, "grep", { pattern: "x" })).verdict).toBe("allow");
    expect((await decidePermission(p, "read", { path: join(outside, "secret.txt") })).verdict).toBe("ask");
    expect((await decidePermission(p, "find", { pattern: "*", path: outside })).verdict).toBe("ask");
    expect((await decidePermission(p, "write", { path: "src/new.ts", content: "" })).verdict).toBe("ask");
    expect((await decidePermission(p, "edit", { path: "src/a.ts" })).verdict).toBe("ask");
  });

  it("`..` that leaves the project is outside it, also through a folder that does not exist", async () => {
    const p = policy();
    for (const path of ["../outside/secret.txt", "src/../../outside/secret.txt", "nope/../../outside/x", "~/notes"]) {
      const decision = await decidePermission(p, "read", { path });
      expect([path, decision.verdict, decision.reason]).toEqual([
        path,
        "ask",
        "it is outside the project and no rule allows it",
      ]);
    }
    expect((await decidePermission(p, "read", { path: "src/../.env" })).verdict).toBe("allow");
  });

  it("a symlink inside the project that points outside is outside; deny rules see the real path", async () => {
    symlinkSync(outside, join(root, "link"));
    const p = policy(entries("deny", [`read(/${outside}/**)`]));
    const viaLink = await decidePermission(p, "read", { path: "link/secret.txt" });
    expect(viaLink).toMatchObject({ verdict: "deny", rule: { rule: { text: `read(/${outside}/**)` } } });
    const newFile = await decidePermission(policy(), "write", { path: "link/new.txt", content: "" });
    expect(newFile.deciding.reason).toBe("it is outside the project and no rule allows it");
    // The shell reads `..` after the symlink: link/.. is the outside folder's parent, not the project.
    const shell = await decidePermission(policy(entries("allow", ["bash(echo:*)"])), "bash", {
      command: "echo x > link/../escaped.txt",
    });
    expect(shell.verdict).toBe("ask");
    expect(shell.deciding.subject).toBe(`a shell redirection that writes /${join(world, "escaped.txt")}`);
  });

  it("gitignore-style patterns: ./x, a bare name at any depth, dir/** , ~/ and //", async () => {
    mkdirSync(join(home, ".ssh"), { recursive: true });
    const p = policy([
      ...entries("deny", ["read(./.env)", "edit(*.pem)", "read(~/.ssh/**)"]),
      ...entries("allow", ["edit(src/**)", `write(/${outside}/*.txt)`]),
    ]);
    expect((await decidePermission(p, "read", { path: ".env" })).verdict).toBe("deny");
    expect((await decidePermission(p, "read", { path: "src/.env" })).verdict).toBe("allow");
    expect((await decidePermission(p, "write", { path: "src/deep/key.pem", content: "" })).verdict).toBe("deny");
    expect((await decidePermission(p, "read", { path: "~/.ssh/id_ed25519" })).verdict).toBe("deny");
    expect((await decidePermission(p, "edit", { path: "src/a/b.ts" })).verdict).toBe("allow");
    expect((await decidePermission(p, "write", { path: "src/a/b.ts", content: "" })).verdict).toBe("allow");
    expect((await decidePermission(p, "write", { path: "lib/b.ts", content: "" })).verdict).toBe("ask");
    expect((await decidePermission(p, "write", { path: join(outside, "a.txt"), content: "" })).verdict).toBe("allow");
    expect((await decidePermission(p, "write", { path: join(outside, "a.md"), content: "" })).verdict).toBe("ask");
    // A shell redirection is a write of that path.
    const redirect = await decidePermission(p, "bash", { command: "cat src/x > key.pem" });
    expect(redirect.verdict).toBe("deny");
  });

  it("accept-edits allows file changes inside the project only; an ask rule still asks", async () => {
    const p = policy(entries("ask", ["edit(src/locked.ts)"]), { mode: "accept-edits" });
    expect((await decidePermission(p, "edit", { path: "src/a.ts" })).verdict).toBe("allow");
    expect((await decidePermission(p, "edit", { path: "src/locked.ts" })).verdict).toBe("ask");
    expect((await decidePermission(p, "write", { path: join(outside, "x"), content: "" })).verdict).toBe("ask");
    expect((await decidePermission(p, "bash", { command: "npm test" })).verdict).toBe("ask");
  });
});

describe("modes and other tools", () => {
  it("plan mode denies everything but the read-only tools, naming the mode", async () => {
    const p = policy(entries("allow", ["bash", "write"]), { mode: "plan" });
    const bash = await decidePermission(p, "bash", { command: "ls" });
    expect(bash).toMatchObject({ verdict: "deny", decidedBy: "mode" });
    expect(bash.reason).toContain("plan mode");
    expect((await decidePermission(p, "write", { path: "x", content: "" })).verdict).toBe("deny");
    expect((await decidePermission(p, "read", { path: "src/a.ts" })).verdict).toBe("allow");
  });

  it("bypass allows what is not denied, also what the checker cannot see through", async () => {
    const p = policy(entries("deny", ["bash(rm:*)"]), { mode: "bypass" });
    expect((await decidePermission(p, "bash", { command: "eval ls && npm test" })).verdict).toBe("allow");
    expect((await decidePermission(p, "bash", { command: "rm -rf x" })).verdict).toBe("deny");
  });

  it("MCP and extension tools are matched by name (globs allowed) and ask by default", async () => {
    const p = policy([...entries("allow", ["mcp__github__*"]), ...entries("deny", ["mcp__github__delete_repo"])]);
    expect((await decidePermission(p, "mcp__github__create_issue", { title: "x" })).verdict).toBe("allow");
    expect((await decidePermission(p, "mcp__github__delete_repo", {})).verdict).toBe("deny");
    const other = await decidePermission(p, "mcp__slack__post", {});
    expect(other).toMatchObject({ verdict: "ask", suggestions: ["mcp__slack__post"] });
  });

  it("a bare * allows every tool call except what the checker cannot see through", async () => {
    const p = policy(entries("allow", ["*"]));
    expect((await decidePermission(p, "bash", { command: "npm test" })).verdict).toBe("allow");
    expect((await decidePermission(p, "write", { path: join(outside, "x"), content: "" })).verdict).toBe("allow");
    expect((await decidePermission(p, "bash", { command: "eval x" })).verdict).toBe("ask");
  });

  it("allowReadOnlyCommands allows a curated list inside the project, not writing options or outside paths", async () => {
    const p = policy([], { allowReadOnlyCommands: true });
    for (const [command, verdict] of [
      ["pwd", "allow"],
      ["git status && git diff --stat", "allow"],
      ["head -5 README.md | wc -l", "allow"],
      ["find . -name '*.ts'", "allow"],
      ["find . -delete", "ask"],
      ["git diff --output=x", "ask"],
      ["cat /etc/passwd", "ask"],
      ["cat ../secret", "ask"],
      ["git push", "ask"],
      ["ls > listing.txt", "ask"],
    ] as const) {
      expect([command, (await decidePermission(p, "bash", { command })).verdict]).toEqual([command, verdict]);
    }
    expect((await decidePermission(policy(), "bash", { command: "pwd" })).verdict).toBe("ask");
  });

  it("suggestions are exact: never bash(*) from one ls, none for what no rule can allow", async () => {
    const p = policy();
    expect((await decidePermission(p, "bash", { command: "ls -la src" })).suggestions).toEqual(["bash(ls -la src)"]);
    expect((await decidePermission(p, "bash", { command: "git commit -m 'fix typo'" })).suggestions).toEqual([
      "bash(git commit -m 'fix typo')",
    ]);
    expect((await decidePermission(p, "bash", { command: "ls $(pwd)" })).suggestions).toEqual([]);
    expect((await decidePermission(p, "bash", { command: "eval ls" })).suggestions).toEqual([]);
    expect((await decidePermission(p, "read", { path: join(outside, "secret.txt") })).suggestions).toEqual([
      `read(/${outside}/secret.txt)`,
    ]);
    // The suggested rule, once added, allows exactly that call.
    const added = policy(entries("allow", ["bash(git commit -m 'fix typo')"]));
    expect((await decidePermission(added, "bash", { command: 'git commit -m "fix typo"' })).verdict).toBe("allow");
    expect((await decidePermission(added, "bash", { command: "git commit -m fix typo" })).verdict).toBe("ask");
  });
});

describe("settings layers", () => {
  const layer = (scope: SettingsLayer["scope"], permissions: object): SettingsLayer => ({
    scope,
    source: `${scope}.json`,
    settings: { permissions },
  });
  const build = (layers: SettingsLayer[], cli = {}, runningAsRoot = false) =>
    buildPermissionPolicy({
      layers,
      cli,
      approvals: [],
      approvalsSource: "approvals.json",
      root,
      cwd: root,
      homeDir: home,
      runningAsRoot,
    });

  it("a project file that tries to lift a user deny cannot: deny beats allow across layers", async () => {
    const built = await build([
      layer("user", { deny: ["bash(rm:*)"], defaultMode: "default" }),
      layer("project", { allow: ["bash(rm:*)", "bash"], defaultMode: "bypass", allowReadOnlyCommands: true }),
    ]);
    expect(built.ok).toBe(true);
    if (!built.ok) return;
    expect(built.policy.mode).toBe("default");
    expect(built.policy.allowReadOnlyCommands).toBe(false);
    expect(built.diagnostics.map((d) => d.path)).toEqual([
      "/permissions/allow",
      "/permissions/defaultMode",
      "/permissions/allowReadOnlyCommands",
    ]);
    // Its allow rules grant nothing, not even where the user has no rule.
    expect((await decidePermission(built.policy, "bash", { command: "npm test" })).verdict).toBe("ask");
    const decision = await decidePermission(built.policy, "bash", { command: "rm -rf src" });
    expect(decision).toMatchObject({ verdict: "deny", rule: { source: "user.json" } });
    // The project's own restrictions apply; plan mode is a restriction it may choose.
    const planned = await build([layer("user", {}), layer("project", { deny: ["read(./.env)"], defaultMode: "plan" })]);
    expect(planned.ok && planned.policy.mode).toBe("plan");
  });

  it("bad input: a rule that does not parse stops the run, with its file and key", async () => {
    const built = await build([layer("user", { deny: ["bash(rm:*"] })], { allow: [""] });
    expect(built.ok).toBe(false);
    expect(built.diagnostics).toEqual([
      expect.objectContaining({ source: "user.json", path: "/permissions/deny/0" }),
      expect.objectContaining({ source: "--allow", message: "a permission rule is empty" }),
    ]);
  });

  it("bypass is refused as root without --dangerously-bypass, and warns when on", async () => {
    const refused = await build([layer("user", { defaultMode: "bypass" })], {}, true);
    expect(refused.ok).toBe(false);
    expect(refused.diagnostics[0]?.message).toContain("refused when keel runs as root");
    const forced = await build([], { dangerouslyBypass: true }, true);
    expect(forced.ok && forced.policy.mode).toBe("bypass");
    expect(forced.diagnostics[0]?.message).toContain("permission mode bypass");
  });
});

describe("the gate: prompts, scopes, records, nested calls", () => {
  const echo: AgentTool = {
    name: "bash",
    label: "bash",
    description: "fake shell",
    parameters: Type.Object({ command: Type.String() }),
    execute: async (_id, args) => ({
      content: [{ type: "text", text: `ran ${(args as { command: string }).command}` }],
    }),
  };
  const call = (id: string, command: string) => ({
    type: "toolCall" as const,
    id,
    name: "bash",
    arguments: { command },
  });

  it("scopes: session answers last for the session, project and always answers are saved, listed and revoked", async () => {
    const file = join(home, "permissions.json");
    const answers: PermissionAnswer[] = [
      { kind: "session" },
      { kind: "project" },
      { kind: "always" },
      { kind: "once" },
    ];
    const prompts: PermissionPrompt[] = [];
    const records: PermissionDecisionRecord[] = [];
    const gate = new PermissionGate({
      policy: policy(),
      approvalsFile: file,
      sessionId: "s-1",
      record: (r) => records.push(r),
      prompter: async (prompt) => {
        prompts.push(prompt);
        return answers.shift() ?? { kind: "deny", reason: "enough" };
      },
      now: () => new Date("2026-12-01T10:00:00Z"),
    });
    const run = (id: string, command: string) =>
      runToolCall(call(id, command), { tools: [echo], beforeToolCall: gate.beforeToolCall });

    expect((await run("1", "npm test")).isError).toBe(false);
    expect(prompts[0]?.rules).toEqual(["bash(npm test)"]);
    expect((await run("2", "npm test")).isError).toBe(false); // the session rule answers, no prompt
    expect(prompts).toHaveLength(1);
    await run("3", "npm run build");
    await run("4", "make");
    await run("5", "eval ls"); // no rule can allow it: "once" at most
    const denied = await run("6", "curl x");
    expect(denied.isError).toBe(true);
    expect((denied.content[0] as { text: string }).text).toBe(
      "Permission denied: the user refused bash command `curl x`: enough",
    );

    expect(records.map((r) => [r.toolCallId, r.decision, r.decidedBy, r.scope ?? ""])).toEqual([
      ["1", "allow", "user", "session"],
      ["2", "allow", "rule", ""],
      ["3", "allow", "user", "project"],
      ["4", "allow", "user", "always"],
      ["5", "allow", "user", "once"],
      ["6", "deny", "user", ""],
    ]);
    const saved = await readApprovals(file);
    expect(saved.approvals).toEqual([
      {
        rule: "bash(npm run build)",
        scope: "project",
        project: root,
        addedAt: "2026-12-01T10:00:00.000Z",
        session: "s-1",
      },
      { rule: "bash(make)", scope: "user", addedAt: "2026-12-01T10:00:00.000Z", session: "s-1" },
    ]);

    // A new session reads the saved approvals back; revoking one removes exactly it.
    const next = await buildPermissionPolicy({
      layers: [],
      approvals: saved.approvals,
      approvalsSource: file,
      root,
      cwd: root,
      homeDir: home,
      runningAsRoot: false,
    });
    expect(next.ok && (await decidePermission(next.policy, "bash", { command: "npm run build" })).verdict).toBe(
      "allow",
    );
    expect(next.ok && (await decidePermission(next.policy, "bash", { command: "npm test" })).verdict).toBe("ask");
    const revoked = await revokeApproval(file, "bash(make)", root);
    expect(revoked.ok && revoked.removed.map((a) => a.rule)).toEqual(["bash(make)"]);
    expect(JSON.parse(readFileSync(file, "utf8")).approvals.map((a: { rule: string }) => a.rule)).toEqual([
      "bash(npm run build)",
    ]);
    // The project approval does not apply in another project.
    const elsewhere = await revokeApproval(file, "bash(npm run build)", outside);
    expect(elsewhere.ok && elsewhere.removed).toEqual([]);
  });

  it("headless: ask refuses and says how to allow; a nested runToolCall goes through the same hook", async () => {
    const records: PermissionDecisionRecord[] = [];
    const gate = new PermissionGate({ policy: policy(entries("allow", ["bash(ls)"])), record: (r) => records.push(r) });
    const events: string[] = [];
    gate.subscribe((event) => {
      events.push(`${event.type}:${event.toolCallId}:${event.decision}`);
    });
    const outer: AgentTool = {
      name: "batch",
      label: "batch",
      description: "runs a nested bash call",
      parameters: Type.Object({}),
      execute: async (id) => {
        const nested = await runToolCall(call(`${id}/1`, "rm -rf /"), {
          tools: [echo],
          beforeToolCall: gate.beforeToolCall,
          parentToolCallId: id,
        });
        return { content: nested.content, isError: nested.isError };
      },
    };
    const result = await runToolCall(
      { type: "toolCall", id: "outer", name: "batch", arguments: {} },
      { tools: [outer, echo], beforeToolCall: gate.beforeToolCall },
    );
    // The outer tool itself asks too (no rule names it), so allow it for this check.
    expect((result.content[0] as { text: string }).text).toContain("--allow 'batch'");
    const allowing = new PermissionGate({
      policy: policy(entries("allow", ["batch"])),
      record: (r) => records.push(r),
    });
    const nestedOuter: AgentTool = {
      ...outer,
      execute: async (id) => {
        const nested = await runToolCall(call(`${id}/1`, "rm -rf /"), {
          tools: [echo],
          beforeToolCall: allowing.beforeToolCall,
          parentToolCallId: id,
        });
        return { content: nested.content, isError: nested.isError };
      },
    };
    const ran = await runToolCall(
      { type: "toolCall", id: "outer2", name: "batch", arguments: {} },
      { tools: [nestedOuter, echo], beforeToolCall: allowing.beforeToolCall },
    );
    const text = (ran.content[0] as { text: string }).text;
    expect(text).toMatch(/^Permission denied: bash command `rm -rf \/` needs approval/);
    expect(text).toContain("--allow 'bash(rm -rf /)'");
    expect(records.at(-1)).toMatchObject({ toolCallId: "outer2/1", parentToolCallId: "outer2", decidedBy: "headless" });
    expect(events).toEqual(["permission_decision:outer:deny"]);
  });
});

describe("the approvals file", () => {
  it("bad input: a broken file is reported with its place, never rewritten, and an answer still lasts the session", async () => {
    const file = join(home, "permissions.json");
    writeFileSync(file, '{ "approvals": [ { "rule": "bash(ls)", "scope": "everywhere" } ] }');
    const read = await readApprovals(file);
    expect(read.usable).toBe(false);
    expect(read.diagnostics[0]).toMatchObject({ source: file, line: 1 });
    const records: PermissionDecisionRecord[] = [];
    const gate = new PermissionGate({
      policy: policy(),
      approvalsFile: file,
      record: (r) => records.push(r),
      prompter: async () => ({ kind: "always" }),
    });
    const echo: AgentTool = {
      name: "bash",
      label: "bash",
      description: "fake shell",
      parameters: Type.Object({ command: Type.String() }),
      execute: async () => ({ content: [{ type: "text", text: "ran" }] }),
    };
    const call = { type: "toolCall" as const, id: "c", name: "bash", arguments: { command: "make" } };
    expect((await runToolCall(call, { tools: [echo], beforeToolCall: gate.beforeToolCall })).isError).toBe(false);
    expect(records[0]?.reason).toContain("not saved:");
    expect(readFileSync(file, "utf8")).toBe('{ "approvals": [ { "rule": "bash(ls)", "scope": "everywhere" } ] }');
    expect((await gate.decide("bash", { command: "make" })).verdict).toBe("allow");
    const revoked = await revokeApproval(file, "bash(ls)", root);
    expect(revoked.ok).toBe(false);
  });
});
