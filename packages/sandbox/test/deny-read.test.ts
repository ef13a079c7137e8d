import { createServer } from "node:net";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { DEFAULT_DENY_READ_IN_HOME, DEFAULT_DENY_READ_IN_KEEL_HOME } from "../src/index.js";
import { findProgram } from "../src/internal.js";
import { makeWorld, runSandboxed, SECRET, skipWithoutBwrap } from "./support/fixture.js";

describe.skipIf(skipWithoutBwrap)("paths the sandbox does not let commands read (bubblewrap)", () => {
  it("hides ~/.ssh, ~/.netrc and $KEEL_HOME/auth.json", async () => {
    const world = makeWorld();
    const run = await runSandboxed(
      world.policy(),
      `cat ${world.home}/.ssh/id_rsa; cat ${world.home}/.netrc; cat ${world.keelHome}/auth.json; ls -a ${world.home}/.ssh; cat /proc/self/root${world.home}/.ssh/id_rsa; echo done`,
      world.project,
    );
    expect(run.output).toContain("done");
    expect(run.output).not.toContain(SECRET);
  });

  it("hides every path of the default deny list, by name, by a search of the home folder and through /proc/self/root", async () => {
    const world = makeWorld();
    const { writeFileSync, mkdirSync } = await import("node:fs");
    const { dirname } = await import("node:path");
    // A secret at each default path: a file where the list names a file, one inside where it names a folder.
    const secrets: string[] = [];
    for (const path of DEFAULT_DENY_READ_IN_HOME) {
      const target = join(world.home, path);
      const file = /\.(json)$|rc$/.test(path) ? target : join(target, "credentials");
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, `${SECRET}-${path}\n`);
      secrets.push(file);
    }
    for (const name of DEFAULT_DENY_READ_IN_KEEL_HOME) {
      const file = join(world.keelHome, name);
      writeFileSync(file, `${SECRET}-${name}\n`);
      secrets.push(file);
    }
    const byName = secrets.map((file) => `cat ${file} /proc/self/root${file}`).join("; ");
    const run = await runSandboxed(
      world.policy(),
      `${byName}; grep -r ${SECRET} ${world.home} ${world.keelHome}; echo done`,
      world.project,
    );
    expect(run.output).toContain("done");
    expect(run.output).not.toContain(SECRET);
    // The same commands outside the sandbox read every one of them: the probe itself works.
    const { execFileSync } = await import("node:child_process");
    const outside = execFileSync("/bin/bash", ["-c", `${byName} 2>/dev/null; true`], { encoding: "utf8" });
    for (const path of [...DEFAULT_DENY_READ_IN_HOME, ...DEFAULT_DENY_READ_IN_KEEL_HOME])
      expect(outside).toContain(`${SECRET}-${path}`);
  });

  it("hides a path of sandbox.denyRead inside the project, also through a symbolic link", async () => {
    const world = makeWorld();
    const { writeFileSync, mkdirSync, symlinkSync } = await import("node:fs");
    mkdirSync(join(world.project, "secrets"));
    writeFileSync(join(world.project, "secrets", "token"), `${SECRET}-project\n`);
    symlinkSync(join(world.project, "secrets"), join(world.project, "alias"));
    const run = await runSandboxed(
      world.policy({ denyRead: ["secrets"] }),
      "cat secrets/token; cat alias/token; echo done",
      world.project,
    );
    expect(run.output).toContain("done");
    expect(run.output).not.toContain(SECRET);
  });
});

describe.skipIf(skipWithoutBwrap || findProgram("socat") === undefined)("host Unix sockets (bubblewrap)", () => {
  it("masks a socket listed in denyRead, so a command cannot talk to the host's agent or engine", async () => {
    const world = makeWorld();
    const socketPath = join(world.outside, "agent.sock");
    let connections = 0;
    const server = createServer((socket) => {
      connections += 1;
      socket.end("hello from the host socket\n");
    });
    await new Promise<void>((resolve) => server.listen(socketPath, resolve));
    const probe = `socat -u UNIX-CONNECT:${socketPath} - ; echo done`;
    try {
      // Not masked, the socket is reachable (the root is read-only, but connect(2) needs no write)…
      const open = await runSandboxed(world.policy(), probe, world.project);
      expect(open.output).toContain("hello from the host socket");
      // …masked, it is not.
      const before = connections;
      const masked = await runSandboxed(world.policy({ denyRead: [socketPath] }), probe, world.project);
      expect(masked.output).toContain("done");
      expect(masked.output).not.toContain("hello from the host socket");
      expect(connections).toBe(before);
    } finally {
      server.close();
    }
  });
});
