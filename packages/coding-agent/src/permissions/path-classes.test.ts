import { mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decidePermission } from "./decide-permission.js";
import type { PermissionPolicy, RuleEntry, RuleList } from "./permission-policy.js";
import { parseRule } from "./permission-rule.js";

let world: string;
let secret: string;

function rules(list: RuleList, texts: string[]): RuleEntry[] {
  return texts.map((text) => {
    const parsed = parseRule(text);
    if (!parsed.ok) throw new Error(parsed.message);
    return { rule: parsed.rule, list, origin: "user", source: "test settings" };
  });
}

function policy(allow: string[], deny: string[] = [], ask: string[] = []): PermissionPolicy {
  return {
    rules: [...rules("allow", allow), ...rules("ask", ask), ...rules("deny", deny)],
    mode: "default",
    allowReadOnlyCommands: false,
    root: join(world, "project"),
    cwd: join(world, "project"),
    homeDir: join(world, "home"),
  };
}

beforeAll(() => {
  world = realpathSync(mkdtempSync(join(tmpdir(), "keel-perm-paths-")));
  mkdirSync(join(world, "project"), { recursive: true });
  mkdirSync(join(world, "home"), { recursive: true });
  mkdirSync(join(world, "secret"), { recursive: true });
  secret = join(world, "secret", "key");
  writeFileSync(secret, "s3cret\n");
});
afterAll(() => rmSync(world, { recursive: true, force: true }));

const bash = (p: PermissionPolicy, command: string) => decidePermission(p, "bash", { command });

describe("class 3: one reading of a path — the process links lead back into the file system", () => {
  const guarded = () => policy(["*"], [`read(/${world}/secret/**)`, `write(/${world}/secret/**)`]);

  it.each([
    (s: string) => `cat < /proc/self/root${s}`,
    (s: string) => `cat < /proc/thread-self/root${s}`,
    (s: string) => `cat < /proc/1/root${s}`,
    (s: string) => `echo x > /dev/fd/../../..${s}`,
    (s: string) => `echo x >> /proc/self/fd/../../..${s}`,
    (s: string) => `cat < /proc/self/task/1/root${s}`,
    (s: string) => `echo x > /proc/self/root/proc/self/root${s}`,
  ])("a redirection through a process link is decided on the file: %s", async (spell) => {
    expect((await bash(guarded(), spell(secret))).verdict).toBe("deny");
  });

  it.each(["read", "write", "edit", "ls"])("the %s tool reads the same path the same way", async (tool) => {
    const decision = await decidePermission(guarded(), tool, { path: `/proc/self/root${secret}` });
    expect(decision.verdict).toBe("deny");
  });

  it.each([
    "echo x > /proc/self/cwd/notes.txt",
    "cat < /proc/1/cwd/x",
    "echo x > /dev/fd/3/x",
    "cat < /dev/stdin/x",
    "cat < /proc/self/exe",
    "echo x > ~-/x",
    "echo x > ~2/x",
  ])("a path that depends on the running process cannot be decided: %s → ask", async (command) => {
    expect((await bash(policy(["*"], ["write(//nowhere/**)", "read(//nowhere/**)"]), command)).verdict).toBe("ask");
  });

  it("a file tool's path that cannot be decided asks too (and the tool refuses it)", async () => {
    const decision = await decidePermission(policy(["*"], ["read(//nowhere/**)"]), "read", {
      path: "/proc/self/cwd/x",
    });
    expect(decision.verdict).toBe("ask");
    expect(decision.reason).toContain("/proc/self/cwd");
  });

  it.each(["echo hi > /dev/stdout", "echo hi > /dev/fd/2", "echo hi >/proc/self/fd/1", "cat < /dev/stdin"])(
    "the shell's own streams are not files: %s",
    async (command) => {
      expect((await bash(policy(["bash(echo:*)", "bash(cat:*)"]), command)).verdict).toBe("allow");
    },
  );

  it("~\\x and a quoted ~ are names in the project for the checker, as for the tools", async () => {
    const p = policy(["bash(echo:*)"], ["write(~/**)"]);
    const slash = await decidePermission(p, "write", { path: "~\\x" });
    expect(slash.deciding.subject).toContain("./~\\x");
    expect((await bash(p, "echo x > '~'/x")).deciding.subject).toContain("./~/x");
    expect((await bash(p, "echo x > ~/x")).verdict).toBe("deny");
  });

  it("~user in a redirection is that user's home", async () => {
    const p = policy(["bash(echo:*)"], ["write(//root/**)"]);
    const decision = await bash(p, "echo x > ~root/.bashrc");
    expect(decision.verdict).toBe("deny");
  });
});

describe("a rule that allows every call allows a redirection to a computed path unless a path rule could match", () => {
  it.each([["*"], ["bash"], ["bash(*)"]])("allow %s: echo x > $F runs", async (rule) => {
    expect((await bash(policy([rule]), "echo x > $F")).verdict).toBe("allow");
    expect((await bash(policy([rule]), "cat < $F")).verdict).toBe("allow");
  });

  it("a deny or ask rule on files keeps it asking (only for the access it names)", async () => {
    expect((await bash(policy(["*"], ["write(//etc/**)"]), "echo x > $F")).verdict).toBe("ask");
    expect((await bash(policy(["*"], [], ["edit(src/**)"]), "echo x > $F")).verdict).toBe("ask");
    expect((await bash(policy(["*"], ["read(.env)"]), "cat < $F")).verdict).toBe("ask");
    expect((await bash(policy(["*"], ["write(//etc/**)"]), "cat < $F")).verdict).toBe("allow");
    expect((await bash(policy(["*"], ["bash(rm:*)"]), "echo x > $F")).verdict).toBe("allow");
  });

  it("the same for a relative file after a cd (its folder is only known at run time)", async () => {
    expect((await bash(policy(["*"]), "cd sub && echo x > y")).verdict).toBe("allow");
    expect((await bash(policy(["*"], ["write(//etc/**)"]), "cd sub && echo x > y")).verdict).toBe("ask");
  });

  it("a narrower allow rule does not", async () => {
    expect((await bash(policy(["bash(echo:*)"]), "echo x > $F")).verdict).toBe("ask");
  });
});
