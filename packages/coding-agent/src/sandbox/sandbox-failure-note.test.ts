import { mkdirSync, mkdtempSync, realpathSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defaultPolicy, type SandboxPolicy } from "@keel/sandbox";
import { describe, expect, it } from "vitest";
import { sandboxFailureNote } from "./sandbox-failure-note.js";

const root = realpathSync(mkdtempSync(join(tmpdir(), "keel-note-")));
const project = join(root, "project");
const home = join(root, "home");
mkdirSync(join(project, ".git", "hooks"), { recursive: true });
mkdirSync(join(home, ".ssh"), { recursive: true });
// No temp folders in the policy: this test's own folders live in one.
const policy: SandboxPolicy = defaultPolicy({ projectRoot: project, home, keelHome: join(home, ".keel"), tmpDirs: [] });
const base = { policy, cwd: project, homeDir: home, allowEscalation: true };

describe("the note on a command the sandbox may have stopped", () => {
  it("names a redirection target outside the writable roots, and both ways out", async () => {
    const note = await sandboxFailureNote({
      ...base,
      command: "echo x > ~/.bashrc",
      exitCode: 1,
      output: `/usr/bin/bash: line 1: ${home}/.bashrc: Read-only file system\n`,
    });
    expect(note).toContain(`${home}/.bashrc is read-only there`);
    expect(note).not.toContain("/usr/bin/bash");
    expect(note).toContain('"escalate": true');
    expect(note).toContain("sandbox.writableRoots");
  });

  it("names protected paths inside the project and unreadable secrets", async () => {
    const hooks = await sandboxFailureNote({
      ...base,
      command: "cp hook .git/hooks/pre-commit",
      exitCode: 1,
      output: "cp: cannot create regular file '.git/hooks/pre-commit': Read-only file system\n",
    });
    expect(hooks).toContain(`${project}/.git/hooks/pre-commit is read-only there`);
    const secret = await sandboxFailureNote({ ...base, command: "cat ~/.ssh/id_rsa", exitCode: 1, output: "" });
    expect(secret).toContain(`${home}/.ssh/id_rsa is unreadable there`);
  });

  it("says the network is off when a resolver error follows a failure", async () => {
    const note = await sandboxFailureNote({
      ...base,
      command: "curl https://example.com",
      exitCode: 6,
      output: "curl: (6) Could not resolve host: example.com\n",
    });
    expect(note).toContain("the network is off inside the sandbox");
  });

  it("names the host the proxy refused and sandbox.allowedDomains, where only some domains are allowed", async () => {
    const domains = { ...policy, network: { kind: "domains" as const, allowedDomains: ["registry.npmjs.org"] } };
    const note = await sandboxFailureNote({
      ...base,
      policy: domains,
      command: "curl -sS https://example.com",
      exitCode: 56,
      output: "curl: (56) CONNECT tunnel failed, response 403\n",
      blockedDomains: ["example.com", "example.com"],
    });
    expect(note).toContain("the sandbox's network proxy refused example.com: it is not in sandbox.allowedDomains");
    expect(note).toContain('add "example.com" to sandbox.allowedDomains');
    expect(note).toContain('"escalate": true');
    // Without the proxy's word, a proxy refusal is not recognisable from the output alone.
    expect(
      await sandboxFailureNote({
        ...base,
        policy: domains,
        command: "curl -sS https://example.com",
        exitCode: 56,
        output: "curl: (56) CONNECT tunnel failed, response 403\n",
      }),
    ).toBeUndefined();
  });

  it("says nothing for a success, a failure with nothing pointing at the sandbox, and omits escalate when it is off", async () => {
    expect(
      await sandboxFailureNote({ ...base, command: "echo x > ~/.bashrc", exitCode: 0, output: "" }),
    ).toBeUndefined();
    expect(
      await sandboxFailureNote({
        ...base,
        command: "npm test",
        exitCode: 1,
        output: "1 failing test in src/a.test.ts\n",
      }),
    ).toBeUndefined();
    const note = await sandboxFailureNote({
      ...base,
      allowEscalation: false,
      command: "touch /etc/x",
      exitCode: 1,
      output: "touch: cannot touch '/etc/x': Read-only file system\n",
    });
    expect(note).toContain("/etc/x is read-only there");
    expect(note).not.toContain("escalate");
  });
});
