import { execFile, execFileSync, spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { DEFAULT_DENY_READ_IN_HOME } from "@keel/sandbox";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { KeelWorld } from "./support/keel-world.js";
import {
  hasBwrap,
  hostServer,
  receivedTextOf,
  runCalls,
  sandboxWorld,
  toolResultsOf,
} from "./support/sandbox-world.js";
import { systemProgram } from "./support/system-programs.js";

// Escapes that need something besides the sandbox to aim at: a host process, the kernel, the proxy
// (the terminal ones are in sandbox-tui.test.ts).
// Each is proved by its effect (the file outside unchanged, the terminal's screen, the host server's
// connection count), and each has a control showing the same attack works outside the sandbox.

let world: KeelWorld;
beforeEach(() => {
  world = sandboxWorld();
});
afterEach(() => world.close());

const sandboxHere = hasBwrap();

describe.skipIf(!sandboxHere)("escapes through host processes and the proxy (keel binary, bubblewrap)", () => {
  it("/proc/<pid>/cwd and /proc/<pid>/root of a host process, and /proc/$PPID/cwd, lead nowhere", async () => {
    const outside = world.write(join(world.root, "outside.txt"), "outside\n");
    // A host process whose working folder is outside every writable root (the user's shell, an editor…).
    const host = spawn("sleep", ["300"], { cwd: world.root, stdio: "ignore" });
    try {
      const pid = host.pid as number;
      // The control: on the host, both paths lead to the file.
      expect(readFileSync(`/proc/${pid}/cwd/outside.txt`, "utf8")).toBe("outside\n");
      expect(existsSync(`/proc/${pid}/root${outside}`)).toBe(true);
      const attempts = [
        `/proc/${pid}/cwd/outside.txt`,
        `/proc/${pid}/root${outside}`,
        "/proc/$PPID/cwd/../outside.txt",
        "/proc/1/cwd/../outside.txt",
      ];
      const result = await runCalls(world, [
        {
          name: "bash",
          arguments: {
            command: [
              ...attempts.map((path) => `echo gone > ${path} && echo "wrote ${path}" || echo "refused ${path}"`),
              // Every process the sandbox can see, by its root.
              `for p in /proc/[0-9]*; do echo gone > $p/root${outside} 2>/dev/null && echo "wrote via $p"; done`,
              "echo processes: $(ls -d /proc/[0-9]* | wc -l)",
            ].join("; "),
          },
          id: "call_0",
        },
        { name: "write", arguments: { path: `/proc/${pid}/cwd/outside.txt`, content: "gone\n" }, id: "call_1" },
        {
          name: "edit",
          arguments: { path: `/proc/${pid}/root${outside}`, oldText: "outside", newText: "gone" },
          id: "call_2",
        },
      ]);
      expect(result.code, result.stderr).toBe(0);
      expect(readFileSync(outside, "utf8")).toBe("outside\n");
      const results = toolResultsOf(world, 1);
      const shell = results.get("call_0") ?? "";
      expect(shell).not.toContain("wrote");
      for (const path of attempts.slice(0, 2)) expect(shell).toContain(`refused ${path}`);
      // Only the sandbox's own processes are there to see: the host's are not (a PID namespace of its own).
      expect(Number(/processes: (\d+)/.exec(shell)?.[1])).toBeLessThan(10);
      // The file tools stop at the link of a running process already (the permission layer), before the sandbox's own check.
      for (const id of ["call_1", "call_2"])
        expect({ id, result: results.get(id) }).toMatchObject({
          result: expect.stringMatching(/^Permission denied: /),
        });
    } finally {
      host.kill("SIGKILL");
    }
  });

  it("reads of every default-denied path, by shell, /proc/self/root, a search and the file tools, never reach the model", async () => {
    // The secret's full text never appears in a command (the search looks for its first half only).
    const half = "k33p-0ut";
    const secret = `${half}-material`;
    const files: string[] = [];
    for (const path of DEFAULT_DENY_READ_IN_HOME) {
      const target = join(world.home, path);
      const file = /\.json$|rc$/.test(path) ? target : join(target, "credentials");
      files.push(world.write(file, `${secret}-${path}\n`));
    }
    files.push(
      world.write(
        join(world.keelHome, "auth.json"),
        JSON.stringify({ openai: { type: "api_key", key: `${secret}-auth` } }),
      ),
      world.write(join(world.keelHome, "mcp-auth.json"), JSON.stringify({ note: `${secret}-mcp-auth` })),
    );
    const byName = files.map((file) => `cat ${file} /proc/self/root${file}`).join("; ");
    // The control: outside the sandbox the same commands read every one of them.
    const outside = execFileSync("/bin/bash", ["-c", `${byName} 2>/dev/null; true`], { encoding: "utf8" });
    for (const path of DEFAULT_DENY_READ_IN_HOME) expect(outside).toContain(`${secret}-${path}`);
    const result = await runCalls(world, [
      {
        name: "bash",
        arguments: {
          command: `${byName}; grep -r ${half} ${world.home}; tar -cf - -C ${world.home} . | grep -a -c ${half}; echo done`,
        },
        id: "call_0",
      },
      ...files.map((file, index) => ({ name: "read", arguments: { path: file }, id: `call_read_${index}` })),
      { name: "grep", arguments: { pattern: half, path: world.home }, id: "call_grep" },
    ]);
    expect(result.code, result.stderr).toBe(0);
    expect(toolResultsOf(world, 1).get("call_0")).toContain("done");
    expect(receivedTextOf(world)).not.toContain(secret);
    expect(result.stdout).not.toContain(secret);
  });

  it.skipIf(!systemProgram("perl", "apt-get install perl"))(
    "mount, bind mounts, new namespaces and raw sockets are refused: a bind mount cannot lead a write outside",
    async () => {
      const outsideDir = join(world.root, "outside");
      const victim = world.write(join(outsideDir, "victim.txt"), "victim\n");
      const probes = [
        `mkdir -p mnt; mount --bind ${outsideDir} mnt 2>/dev/null && echo "mounted" || echo "mount refused"`,
        "echo gone > mnt/victim.txt",
        'unshare -m true 2>/dev/null && echo "unshare allowed" || echo "unshare refused"',
        'unshare -U -r -m true 2>/dev/null && echo "userns allowed" || echo "userns refused"',
        `perl -MSocket -e 'print(socket(my $s, PF_INET, SOCK_RAW, 1) ? "raw-opened\\n" : "raw-refused\\n")'`,
      ].join("; ");
      const result = await runCalls(world, [{ name: "bash", arguments: { command: probes }, id: "call_0" }]);
      expect(result.code, result.stderr).toBe(0);
      expect(readFileSync(victim, "utf8")).toBe("victim\n");
      const shell = toolResultsOf(world, 1).get("call_0") ?? "";
      for (const refused of ["mount refused", "unshare refused", "userns refused", "raw-refused"])
        expect(shell).toContain(refused);
      // The control, where Keel runs as root (CI): outside the sandbox the same namespace and socket probes succeed.
      if (process.getuid?.() === 0) {
        const host = execFileSync("/bin/bash", ["-c", probes.split("; ").slice(2).join("; ")], { encoding: "utf8" });
        expect(host).toContain("unshare allowed");
        expect(host).toContain("raw-opened");
      }
    },
  );

  it.skipIf(!systemProgram("socat", "apt-get install socat") || !systemProgram("curl", "apt-get install curl"))(
    "sandbox.allowedDomains: the proxy never reaches a host server by direct IP, in any spelling, over HTTP, CONNECT or SOCKS5",
    async () => {
      const server = await hostServer("HTTP/1.0 200 OK\r\n\r\nhello from the host\n");
      const port = server.port;
      try {
        // The control: from the host, the server answers.
        const control = await new Promise<string>((resolve) =>
          execFile("curl", ["-s", `http://127.0.0.1:${port}/`], { encoding: "utf8" }, (_error, stdout) =>
            resolve(stdout),
          ),
        );
        expect(control).toContain("hello from the host");
        const before = server.connections();
        // "localhost" is allowed, and still no spelling of its address gets through.
        world.write(
          join(world.keelHome, "settings.json"),
          JSON.stringify({ sandbox: { allowedDomains: ["example.invalid", "localhost"] } }),
        );
        const hosts = ["127.0.0.1", "2130706433", "0x7f000001", "127.1", "[::ffff:127.0.0.1]", "[::1]", "0.0.0.0"];
        const attempts = hosts.flatMap((host) => [
          `curl -sf --max-time 10 -x "$HTTP_PROXY" http://${host}:${port}/`,
          `curl -sf --max-time 10 -p -x "$HTTP_PROXY" http://${host}:${port}/`,
          `curl -sf --max-time 10 -x "$ALL_PROXY" http://${host}:${port}/`,
        ]);
        const result = await runCalls(world, [
          {
            name: "bash",
            arguments: {
              command: [
                ...attempts.map((attempt, index) => `${attempt} || echo "attempt ${index} failed"`),
                // Without the proxy there is no network at all.
                `curl -s --max-time 10 --noproxy '*' http://127.0.0.1:${port}/ || echo "direct failed"`,
              ].join("; "),
            },
            id: "call_0",
          },
        ]);
        expect(result.code, result.stderr).toBe(0);
        const shell = toolResultsOf(world, 1).get("call_0") ?? "";
        expect(shell).not.toContain("hello from the host");
        expect(server.connections()).toBe(before);
        for (const index of attempts.keys()) expect(shell).toContain(`attempt ${index} failed`);
        expect(shell).toContain("direct failed");
      } finally {
        server.close();
      }
    },
  );
});
