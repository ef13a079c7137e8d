import { chmodSync, existsSync, readFileSync, statSync, symlinkSync } from "node:fs";
import { join } from "node:path";
import { replyText } from "@keel/coding-agent/testing";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { KeelWorld } from "./support/keel-world.js";

let world: KeelWorld;
beforeEach(() => {
  world = new KeelWorld();
});
afterEach(() => world.close());

const toolNames = (body: unknown): string[] =>
  ((body as { tools?: { function: { name: string } }[] }).tools ?? []).map((t) => t.function.name);

describe("settings, models.json and trust through the keel binary", () => {
  it("bad input: a settings.json that is not JSON stops the run (its restrictions cannot be read) with file, line and column; the file is untouched", async () => {
    const server = await world.model([replyText("should not run")]);
    const text = '{\n  "defaultTools": ["read",\n}\n';
    const file = world.write(join(world.keelHome, "settings.json"), text);
    const run = await world.run(["--model", "local/scripted", "-p", "hi"]);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe("");
    expect(run.stderr).toContain(`${file}:3:1: error:`);
    expect(server.requests).toHaveLength(0);
    expect(readFileSync(file, "utf8")).toBe(text);
  });

  it("bad input: a wrong type in settings.json names the key path", async () => {
    await world.model([replyText("ok")]);
    world.write(join(world.keelHome, "settings.json"), '{ "retry": { "maxRetries": "three" } }');
    const run = await world.run(["--model", "local/scripted", "-p", "hi"]);
    expect(run.code).toBe(0);
    expect(run.stderr).toMatch(/settings\.json:1:\d+: error: \/retry\/maxRetries/);
  });

  it("bad input: a malformed models.json names the file and position in print mode, with no stack trace", async () => {
    world.write(join(world.keelHome, "models.json"), '{ "providers": { "x": { "baseUrl": 5 } } }');
    const run = await world.run(["-p", "hi"]);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/models\.json:1:\d+: error: \/providers\/x/);
    expect(run.stderr).not.toMatch(/\n\s+at /);
  });

  it("user settings apply: defaultTools picks the tools", async () => {
    const server = await world.model([replyText("ok")]);
    world.write(join(world.keelHome, "settings.json"), '{ "defaultTools": ["read", "grep"] }');
    await world.run(["--model", "local/scripted", "-p", "hi"]);
    expect(toolNames(server.requests[0]?.body)).toEqual(["read", "grep"]);
  });

  describe("project trust", () => {
    beforeEach(() => {
      world.write(join(world.project, ".keel", "settings.json"), '{ "defaultTools": ["ls"] }');
    });

    it("an untrusted project's .keel/ does not load, and stderr says what was skipped and how to trust", async () => {
      const server = await world.model([replyText("ok")]);
      const run = await world.run(["--model", "local/scripted", "-p", "hi"]);
      expect(run.code).toBe(0);
      expect(run.stderr).toMatch(/project config not loaded .*skipped: \.keel\/settings\.json/);
      expect(run.stderr).toMatch(/keel trust .*--approve/);
      expect(toolNames(server.requests[0]?.body)).toEqual(["read", "bash", "edit", "write"]);
    });

    it("--approve loads it for this run only; nothing is saved", async () => {
      const server = await world.model([replyText("a"), replyText("b")]);
      await world.run(["--model", "local/scripted", "--approve", "-p", "hi"]);
      expect(toolNames(server.requests[0]?.body)).toEqual(["ls"]);
      expect(() => statSync(join(world.keelHome, "trust.json"))).toThrow();
      await world.run(["--model", "local/scripted", "-p", "hi"]);
      expect(toolNames(server.requests[1]?.body)).toEqual(["read", "bash", "edit", "write"]);
    });

    it("keel trust saves the real path; a symlinked checkout is the same project; keel untrust reverts", async () => {
      const server = await world.model([replyText("a"), replyText("b"), replyText("c")]);
      const trusted = await world.run(["trust"]);
      expect(trusted).toMatchObject({ code: 0, stdout: `trusted ${world.project}\n` });
      expect(JSON.parse(readFileSync(join(world.keelHome, "trust.json"), "utf8"))).toEqual({ [world.project]: true });
      const link = join(world.root, "link");
      symlinkSync(world.project, link);
      await world.run(["--model", "local/scripted", "-p", "hi"], { cwd: link });
      expect(toolNames(server.requests[0]?.body)).toEqual(["ls"]);
      const list = await world.run(["trust", "--list"]);
      expect(list.stdout).toBe(`trusted    ${world.project}\n`);
      await world.run(["untrust"]);
      const run = await world.run(["--model", "local/scripted", "-p", "hi"]);
      expect(run.stderr).toMatch(/marked untrusted in trust\.json/);
      expect(toolNames(server.requests[1]?.body)).toEqual(["read", "bash", "edit", "write"]);
    });

    it("context files (AGENTS.md) load even when the project is untrusted", async () => {
      world.write(join(world.project, "AGENTS.md"), "Always answer in haiku.");
      const server = await world.model([replyText("ok")]);
      await world.run(["--model", "local/scripted", "-p", "hi"]);
      const body = server.requests[0]?.body as { messages: { content: string }[] } | undefined;
      const system = body?.messages[0]?.content;
      expect(system).toContain("Always answer in haiku.");
    });
  });

  it("keel auth login saves a piped key with mode 0600, and runs send it", async () => {
    const server = await world.model([replyText("ok")]);
    const login = await world.run(["auth", "login", "--provider", "local", "--api-key"], { stdin: "sk-test-123\n" });
    expect(login.code).toBe(0);
    const auth = join(world.keelHome, "auth.json");
    expect(statSync(auth).mode & 0o777).toBe(0o600);
    expect(readFileSync(auth, "utf8")).not.toContain("sk-test-123\n\n");
    await world.run(["--model", "local/scripted", "-p", "hi"]);
    expect(server.requests[0]?.headers.authorization).toBe("Bearer sk-test-123");
    const logout = await world.run(["auth", "logout", "--provider", "local"]);
    expect(logout.code).toBe(0);
    expect(JSON.parse(readFileSync(auth, "utf8"))).toEqual({});
  });

  it("keel auth refuses an unknown provider with the closest name, saving nothing (login and logout)", async () => {
    await world.model(); // models.json defines provider "local"
    const auth = join(world.keelHome, "auth.json");
    const typo = await world.run(["auth", "login", "--provider", "opnai", "--api-key"], { stdin: "sk-test\n" });
    expect(typo.code).toBe(2);
    expect(typo.stderr).toContain('unknown provider "opnai"');
    expect(typo.stderr).toContain('Did you mean "openai"?');
    expect(existsSync(auth)).toBe(false);
    const custom = await world.run(["auth", "login", "--provider", "lcoal", "--api-key"], { stdin: "sk-test\n" });
    expect(custom.code).toBe(2);
    expect(custom.stderr).toContain('Did you mean "local"?');
    const logout = await world.run(["auth", "logout", "--provider", "antropic"]);
    expect(logout.code).toBe(2);
    expect(logout.stderr).toContain('Did you mean "anthropic"?');
    expect(existsSync(auth)).toBe(false);
    const nothingClose = await world.run(["auth", "login", "--provider", "zzzzzzzz", "--api-key"], { stdin: "k\n" });
    expect(nothingClose.code).toBe(2);
    expect(nothingClose.stderr).toMatch(/unknown provider "zzzzzzzz"[\s\S]*Known providers: .*anthropic/);
    // A provider of models.json is known; a key saved under an old typo can still be removed.
    expect((await world.run(["auth", "login", "--provider", "local", "--api-key"], { stdin: "k\n" })).code).toBe(0);
    world.write(auth, JSON.stringify({ opnai: { type: "api_key", key: "old" } }));
    chmodSync(auth, 0o600);
    const cleanup = await world.run(["auth", "logout", "--provider", "opnai"]);
    expect(cleanup.code).toBe(0);
    expect(JSON.parse(readFileSync(auth, "utf8"))).toEqual({});
  });

  it("keel auth suggests the closest sub-command", async () => {
    const run = await world.run(["auth", "lgoin", "--provider", "openai"]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('unknown auth command "lgoin"');
    expect(run.stderr).toContain("did you mean login?");
  });

  it("a run writes nothing under $HOME outside $KEEL_HOME", async () => {
    await world.model([replyText("ok")]);
    await world.run(["--model", "local/scripted", "-p", "hi"]);
    const { readdirSync } = await import("node:fs");
    expect(readdirSync(world.home)).toEqual([".keel"]);
  });
});
