import { execFileSync, spawn } from "node:child_process";
import { closeSync, openSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { wrapCommand } from "../src/index.js";
import { bwrapFeatures, findProgram } from "../src/internal.js";
import { makeWorld, runSandboxed, skipWithoutBwrap } from "./support/fixture.js";

/** Host processes whose command line contains `marker`. */
function processesWith(marker: string): number[] {
  const found: number[] = [];
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    try {
      if (readFileSync(`/proc/${name}/cmdline`, "utf8").includes(marker)) found.push(Number(name));
    } catch {
      // gone
    }
  }
  return found;
}

/** Shell-quotes one argument. */
const quote = (arg: string): string => `'${arg.replaceAll("'", "'\\''")}'`;

const script = findProgram("script");
const perl = findProgram("perl");

describe.skipIf(skipWithoutBwrap)("processes inside the sandbox (bubblewrap)", () => {
  it("kills background, nohup and setsid children when the command ends", async () => {
    const world = makeWorld();
    const marker = `keel-sandbox-orphan-${process.pid}-${Date.now()}`;
    const run = await runSandboxed(
      world.policy(),
      `nohup sh -c 'sleep 600; : ${marker}-a' >/dev/null 2>&1 & setsid sh -c 'sleep 600; : ${marker}-b' & (sh -c 'sleep 600; : ${marker}-c' &); echo started`,
      world.project,
    );
    expect(run.output).toContain("started");
    // The PID namespace ends with the command: its init is gone, so the kernel has killed the rest.
    let left = processesWith(marker);
    for (let i = 0; i < 50 && left.length > 0; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      left = processesWith(marker);
    }
    expect(left).toEqual([]);
  });

  it("runs the command as PID 1 where bubblewrap offers it, and a group kill still ends it and its children", async () => {
    const world = makeWorld();
    const bwrap = findProgram("bwrap") as string;
    const { asPid1 } = await bwrapFeatures(bwrap);
    const pid = await runSandboxed(world.policy(), "echo pid=$$", world.project);
    expect(pid.output).toContain(asPid1 ? "pid=1" : "pid=2");
    // As Keel's shell tools end a command (Esc, a time limit): SIGTERM to the process group of what was spawned.
    const marker = `keel-sandbox-killed-${process.pid}-${Date.now()}`;
    const wrapped = await wrapCommand(world.policy(), {
      command: `sh -c 'sleep 600; : ${marker}' & echo ready; sleep 600`,
      shell: "/bin/bash",
      cwd: world.project,
    });
    const child = spawn(wrapped.file, [...wrapped.args], {
      cwd: world.project,
      detached: true,
      stdio: ["ignore", "pipe", "ignore"],
    });
    const exited = new Promise<void>((resolve) => child.on("close", () => resolve()));
    await new Promise<void>((resolve) =>
      child.stdout.on("data", (chunk: Buffer) => chunk.toString().includes("ready") && resolve()),
    );
    expect(processesWith(marker).length).toBeGreaterThan(0);
    process.kill(-(child.pid as number), "SIGTERM");
    await exited;
    await wrapped.dispose();
    let left = processesWith(marker);
    for (let i = 0; i < 50 && left.length > 0; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      left = processesWith(marker);
    }
    expect(left).toEqual([]);
  });

  it.skipIf((script === undefined || perl === undefined) && process.env.KEEL_REQUIRE_SYSTEM_TOOLS !== "1")(
    "cannot push keystrokes into the caller's terminal (TIOCSTI)",
    async () => {
      const world = makeWorld();
      const inject = join(world.tmp, "inject.pl");
      writeFileSync(
        inject,
        'my $c = "x"; if (ioctl(STDIN, 0x5412, $c)) { print "injected\\n" } else { print "refused: $!\\n" }\n',
      );
      const onTerminal = (command: string): string =>
        execFileSync(script as string, ["-qec", command, "/dev/null"], { encoding: "utf8", cwd: world.project });
      // Outside the sandbox the same program can inject (so the check below means something)…
      const outside = onTerminal(`perl ${inject}`);
      const wrapped = await wrapCommand(world.policy(), {
        command: `perl ${inject}`,
        shell: "/bin/bash",
        cwd: world.project,
      });
      const inside = onTerminal([wrapped.file, ...wrapped.args].map(quote).join(" "));
      await wrapped.dispose();
      if (outside.includes("injected")) expect(inside).not.toContain("injected");
      expect(inside).toContain("refused");
      // Nor write to it: with a new session the sandbox has no controlling terminal.
      const tty = await wrapCommand(world.policy(), {
        command: "echo written-to-tty > /dev/tty || echo no-tty",
        shell: "/bin/bash",
        cwd: world.project,
      });
      const ttyOutput = onTerminal([tty.file, ...tty.args].map(quote).join(" "));
      await tty.dispose();
      expect(ttyOutput).toContain("no-tty");
      expect(ttyOutput).not.toContain("written-to-tty");
    },
  );

  it("has no network when the policy says none: a loopback server on the host stays unreachable", async () => {
    const world = makeWorld();
    const { createServer } = await import("node:net");
    let connections = 0;
    const server = createServer((socket) => {
      connections += 1;
      socket.end("hello from the host\n");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const port = (server.address() as { port: number }).port;
    const probe = `exec 3<>/dev/tcp/127.0.0.1/${port} && cat <&3; curl -s --max-time 5 http://127.0.0.1:${port}/ ; getent hosts registry.npmjs.org || echo dns-failed; echo done`;
    try {
      const none = await runSandboxed(world.policy(), probe, world.project);
      expect(none.output).toContain("done");
      expect(none.output).not.toContain("hello from the host");
      expect(none.output).toContain("dns-failed");
      expect(connections).toBe(0);
      // With network "all" the same probe reaches the server: the probe itself works.
      const all = await runSandboxed(world.policy({ network: { kind: "all" } }), probe, world.project);
      expect(all.output).toContain("hello from the host");
      expect(connections).toBeGreaterThan(0);
    } finally {
      server.close();
    }
  });
});

describe.skipIf(skipWithoutBwrap || perl === undefined || process.arch !== "x64")(
  "the seccomp filter (bubblewrap, x86-64)",
  () => {
    it("refuses unshare(2) inside the sandbox, which the same program may call outside", async () => {
      const world = makeWorld();
      // unshare(0) changes nothing and succeeds anywhere a filter does not refuse it (272 = unshare on x86-64).
      const probe = `perl -e 'print(syscall(272, 0) == 0 ? "allowed\\n" : "refused: $!\\n")'`;
      const outside = execFileSync("/bin/bash", ["-c", probe], { encoding: "utf8" });
      expect(outside).toBe("allowed\n");
      const inside = await runSandboxed(world.policy(), probe, world.project);
      expect(inside.output).toContain("refused: Operation not permitted");
    });

    it("applies the same filter when the caller passes it as descriptor 3 (passFiles: no /bin/sh in between)", async () => {
      const world = makeWorld();
      const probe = `perl -e 'print(syscall(272, 0) == 0 ? "allowed\\n" : "refused: $!\\n")'`;
      const wrapped = await wrapCommand(world.policy(), {
        command: probe,
        shell: "/bin/bash",
        cwd: world.project,
        passFiles: true,
      });
      expect(wrapped.file).toBe(findProgram("bwrap"));
      expect(wrapped.files).toHaveLength(1);
      const fds = wrapped.files.map((file) => openSync(file, "r"));
      const child = spawn(wrapped.file, [...wrapped.args], {
        cwd: world.project,
        stdio: ["ignore", "pipe", "pipe", ...fds],
      });
      for (const fd of fds) closeSync(fd);
      let output = "";
      child.stdout?.on("data", (chunk: Buffer) => {
        output += chunk.toString();
      });
      child.stderr?.on("data", (chunk: Buffer) => {
        output += chunk.toString();
      });
      await new Promise((resolve) => child.on("close", resolve));
      await wrapped.dispose();
      expect(output).toContain("refused: Operation not permitted");
    });
  },
);

describe.skipIf(skipWithoutBwrap || perl === undefined)("raw sockets (bubblewrap)", () => {
  it("cannot open a raw socket, even where Keel runs as root, nor send UDP (DNS) out", async () => {
    const world = makeWorld();
    const probe = [
      `perl -MSocket -e 'print(socket(my $s, PF_INET, SOCK_RAW, 1) ? "raw-opened\\n" : "raw-refused: $!\\n")'`,
      `perl -MSocket -e 'socket(my $s, PF_INET, SOCK_DGRAM, 0) or die; my $to = sockaddr_in(53, inet_aton("8.8.8.8")); print(send($s, "x", 0, $to) ? "udp-sent\\n" : "udp-refused: $!\\n")'`,
    ].join("; ");
    const inside = await runSandboxed(world.policy(), probe, world.project);
    expect(inside.output).toContain("raw-refused");
    expect(inside.output).not.toContain("raw-opened");
    expect(inside.output).toContain("udp-refused: Network is unreachable");
    // As root outside the sandbox the same probe opens the raw socket: the probe itself works.
    if (process.getuid?.() === 0)
      expect(execFileSync("/bin/bash", ["-c", probe], { encoding: "utf8" })).toContain("raw-opened");
  });
});
