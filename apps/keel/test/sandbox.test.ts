import { execFileSync, spawnSync } from "node:child_process";
import { chmodSync, existsSync, linkSync, readFileSync, symlinkSync } from "node:fs";
import { join } from "node:path";
import { replyText, replyToolCalls } from "@keel/coding-agent/testing";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type KeelWorld, requestBodies } from "./support/keel-world.js";
import { eventually, sleepingProcesses } from "./support/processes.js";
import { spawnRpc } from "./support/rpc-world.js";
import {
  gitIn,
  hasBwrap as hasBwrapHere,
  hostServer,
  pathWithoutBubblewrap,
  receivedTextOf,
  runCalls,
  type ScriptedCall,
  sandboxed,
  sandboxWorld,
  toolResultsOf,
} from "./support/sandbox-world.js";

const hasBwrap = hasBwrapHere();

let world: KeelWorld;
beforeEach(() => {
  world = sandboxWorld();
});
afterEach(() => world.close());

const git = (cwd: string, ...args: string[]): string => gitIn(world, cwd, ...args);
const toolResults = (index: number): Map<string, string> => toolResultsOf(world, index);
const receivedText = (): string => receivedTextOf(world);
const run = (calls: readonly ScriptedCall[], extraArgs: readonly string[] = []) => runCalls(world, calls, extraArgs);

describe.skipIf(!hasBwrap)("the OS sandbox through the keel binary", () => {
  it("with no flags, edits a file and runs the project's test command without a question", async () => {
    world.write(join(world.project, "add.js"), "module.exports = (a, b) => a - b;\n");
    world.write(
      join(world.project, "test.sh"),
      'node -e \'if (require("./add.js")(2, 3) !== 5) { console.error("FAIL"); process.exit(1) } console.log("PASS")\' > result.txt && cat result.txt\n',
    );
    // Two turns: calls of one message may run in parallel, and the test must see the edit.
    await world.model([
      replyToolCalls([
        { name: "edit", arguments: { path: "add.js", oldText: "a - b", newText: "a + b" }, id: "call_0" },
      ]),
      replyToolCalls([
        {
          name: "bash",
          arguments: { command: "sh test.sh && git add -A && git commit -qm fix && echo committed" },
          id: "call_1",
        },
      ]),
      replyText("Done."),
    ]);
    const result = await world.run(["--model", "local/scripted", "-p", "go"], sandboxed);
    expect(result.stderr).toContain("sandbox: info: commands run in the OS sandbox: workspace-write, network off");
    expect({ code: result.code, stderr: result.stderr }).toMatchObject({ code: 0 });
    expect(result.code).toBe(0);
    expect(result.stdout).toBe("Done.\n");
    expect(readFileSync(join(world.project, "add.js"), "utf8")).toContain("a + b");
    expect(toolResults(1).get("call_0")).not.toContain("Permission denied");
    expect(toolResults(2).get("call_1")).toContain("PASS");
    expect(toolResults(2).get("call_1")).toContain("committed");
    expect(git(world.project, "log", "--oneline")).toContain("fix");
  });

  it("says which mode and roots are in force only on the first run; bad input before it neither shows nor uses up the line", async () => {
    await world.model([replyText("one"), replyText("two")]);
    // A usage error (an unknown flag, no prompt) gets only its error, and the next run still says the line.
    const bogus = await world.run(["--model", "local/scripted", "--bogus", "-p", "hi"], sandboxed);
    expect(bogus.code).toBe(2);
    expect(bogus.stderr).toContain("unknown option --bogus");
    expect(bogus.stderr).not.toContain("sandbox:");
    const noPrompt = await world.run(["--model", "local/scripted", "-p", " "], sandboxed);
    expect(noPrompt.code).toBe(2);
    expect(noPrompt.stderr).not.toContain("sandbox:");
    const first = await world.run(["--model", "local/scripted", "-p", "hi"], sandboxed);
    const second = await world.run(["--model", "local/scripted", "-p", "hi"], sandboxed);
    expect(first.stderr.match(/sandbox: info:/g)).toHaveLength(1);
    // The project first and by name, then the temp folders.
    expect(first.stderr).toContain(`writable: ${world.project} (the project), /tmp`);
    expect(second.stderr).not.toContain("sandbox:");
  });

  it("rm -rf ~ and writes outside the project leave the files outside unchanged, and say the sandbox stopped them", async () => {
    const marker = world.write(join(world.home, "keep", "marker.txt"), "precious\n");
    const outside = world.write(join(world.root, "outside.txt"), "outside\n");
    const result = await run([
      { name: "bash", arguments: { command: "rm -rf ~/keep" }, id: "call_0" },
      { name: "bash", arguments: { command: `echo gone > ${outside}` }, id: "call_1" },
      { name: "bash", arguments: { command: "cd .. && rm -rf ./outside.txt" }, id: "call_2" },
      { name: "write", arguments: { path: outside, content: "gone\n" }, id: "call_3" },
    ]);
    expect(result.code).toBe(0);
    expect(readFileSync(marker, "utf8")).toBe("precious\n");
    expect(readFileSync(outside, "utf8")).toBe("outside\n");
    const results = toolResults(1);
    expect(results.get("call_1")).toContain("Note: this command ran in Keel's OS sandbox (workspace-write)");
    expect(results.get("call_1")).toContain(`${outside} is read-only there`);
    expect(results.get("call_1")).toContain('"escalate": true');
    expect(results.get("call_1")).toContain("sandbox.writableRoots");
    expect(results.get("call_3")).toMatch(/^Permission denied: .*sandbox/);
  });

  it("writes through a symlink, a hard link, .. and /proc/self/root leave a file outside unchanged", async () => {
    const outside = world.write(join(world.root, "outside.txt"), "outside\n");
    symlinkSync(outside, join(world.project, "link.txt"));
    // A hard link the user made before the run: the file tools refuse it (bubblewrap cannot tell, docs/sandbox.md).
    linkSync(outside, join(world.project, "hard.txt"));
    const result = await run([
      { name: "write", arguments: { path: "link.txt", content: "gone\n" }, id: "call_0" },
      { name: "write", arguments: { path: "hard.txt", content: "gone\n" }, id: "call_1" },
      { name: "edit", arguments: { path: "../outside.txt", oldText: "outside", newText: "gone" }, id: "call_2" },
      { name: "write", arguments: { path: `/proc/self/root${outside}`, content: "gone\n" }, id: "call_3" },
      {
        name: "bash",
        arguments: {
          command: `echo gone > link.txt; ln ${outside} made-hard.txt && echo gone >> made-hard.txt; echo gone > /proc/self/root${outside}`,
        },
        id: "call_4",
      },
    ]);
    expect(result.code).toBe(0);
    expect(readFileSync(outside, "utf8")).toBe("outside\n");
    const results = toolResults(1);
    for (const id of ["call_0", "call_1", "call_2", "call_3"]) {
      expect({ id, result: results.get(id) }).toMatchObject({
        result: expect.stringMatching(/^Permission denied: .*sandbox/),
      });
    }
    expect(existsSync(join(world.project, "made-hard.txt"))).toBe(false);
  });

  it.skipIf(process.arch !== "x64" || spawnSync("perl", ["-v"]).status !== 0)(
    "bash calls run under the seccomp filter: unshare(2) is refused inside, allowed outside",
    async () => {
      // unshare(0) changes nothing and succeeds wherever no filter refuses it (272 = unshare on x86-64).
      const probe = `perl -e 'print(syscall(272, 0) == 0 ? "unshare-allowed\\n" : "unshare-refused: $!\\n")'`;
      expect(execFileSync("/bin/bash", ["-c", probe], { encoding: "utf8" })).toBe("unshare-allowed\n");
      const result = await run([{ name: "bash", arguments: { command: probe }, id: "call_0" }]);
      expect(result.code).toBe(0);
      expect(toolResults(1).get("call_0")).toContain("unshare-refused: Operation not permitted");
    },
  );

  it("background, nohup and setsid children end with the bash call; a loopback server on the host is never reached", async () => {
    const server = await hostServer("hello from the host\n");
    const port = server.port;
    // Durations no other process uses, to find these sleeps in /proc; the pattern [1] does not match itself.
    const durations = ["3141.1", "3141.2", "3141.3"];
    const count =
      "for p in /proc/[0-9]*; do tr '\\0' ' ' < $p/cmdline 2>/dev/null; echo; done | grep -c '^sleep 3141[.]'";
    try {
      const result = await run([
        {
          name: "bash",
          arguments: {
            command: `sleep ${durations[0]} & nohup sleep ${durations[1]} > /dev/null 2>&1 & setsid sleep ${durations[2]} & for i in $(seq 200); do [ "$(${count})" -ge 3 ] && break; sleep 0.1; done; echo "running: $(${count})"`,
          },
          id: "call_0",
        },
        {
          name: "bash",
          arguments: {
            command: `exec 3<>/dev/tcp/127.0.0.1/${port} && cat <&3; curl -s --max-time 5 http://127.0.0.1:${port}/; getent hosts example.com || echo dns-failed`,
          },
          id: "call_1",
        },
      ]);
      expect(result.code).toBe(0);
      const results = toolResults(1);
      expect(results.get("call_0")).toContain("running: 3");
      expect(await eventually(() => durations.every((duration) => sleepingProcesses(duration).length === 0))).toBe(
        true,
      );
      expect(results.get("call_1")).toContain("dns-failed");
      expect(results.get("call_1")).not.toContain("hello from the host");
      expect(server.connections()).toBe(0);
    } finally {
      server.close();
    }
  });

  it("a .git/hooks write followed by a git command never runs the hook", async () => {
    const hookRan = join(world.root, "hook-ran");
    const hook = `#!/bin/sh\ntouch ${hookRan}\n`;
    world.write(join(world.project, "a.txt"), "a\n");
    const result = await run([
      {
        name: "bash",
        arguments: {
          command: `printf '${hook.replaceAll("\n", "\\n")}' > .git/hooks/pre-commit; chmod +x .git/hooks/pre-commit; git add a.txt && git commit -qm one`,
        },
        id: "call_0",
      },
      { name: "write", arguments: { path: ".git/hooks/post-commit", content: hook }, id: "call_1" },
      { name: "bash", arguments: { command: "git config core.hooksPath ../hooks-elsewhere" }, id: "call_2" },
    ]);
    expect(result.code).toBe(0);
    expect(existsSync(join(world.project, ".git/hooks/pre-commit"))).toBe(false);
    expect(existsSync(join(world.project, ".git/hooks/post-commit"))).toBe(false);
    expect(spawnSync("git", ["config", "--get-all", "core.hooksPath"], { cwd: world.project }).stdout.toString()).toBe(
      "",
    );
    // A commit outside the sandbox, after the run: no hook was planted.
    world.write(join(world.project, "b.txt"), "b\n");
    git(world.project, "add", "b.txt");
    git(world.project, "commit", "-qm", "two");
    expect(existsSync(hookRan)).toBe(false);
    expect(toolResults(1).get("call_1")).toMatch(/^Permission denied: .*sandbox/);
  }, 60_000);

  it("a rewrite of .keel/settings.json fails, by shell and by the write tool", async () => {
    const settings = world.write(join(world.project, ".keel", "settings.json"), "{}\n");
    const result = await run([
      {
        name: "bash",
        arguments: { command: `echo '{"permissions":{"allow":["*"]}}' > .keel/settings.json` },
        id: "call_0",
      },
      { name: "bash", arguments: { command: "rm -rf .keel && mkdir .keel" }, id: "call_1" },
      {
        name: "write",
        arguments: { path: ".keel/settings.json", content: '{"sandbox":{"mode":"off"}}' },
        id: "call_2",
      },
    ]);
    expect(result.code).toBe(0);
    expect(readFileSync(settings, "utf8")).toBe("{}\n");
    expect(toolResults(1).get("call_2")).toMatch(/^Permission denied: .*sandbox/);
  });

  it("a secret under ~/.ssh never reaches the model, by shell or by the read tool", async () => {
    const secret = "BEGIN-SECRET-KEY-3f9a1c";
    const key = world.write(join(world.home, ".ssh", "id_rsa"), `${secret}\n`);
    chmodSync(key, 0o600);
    symlinkSync(key, join(world.project, "innocent.txt"));
    const result = await run([
      {
        name: "bash",
        arguments: { command: "cat ~/.ssh/id_rsa; cat innocent.txt; grep -r SECRET ~ 2>/dev/null" },
        id: "call_0",
      },
      { name: "read", arguments: { path: "~/.ssh/id_rsa" }, id: "call_1" },
      { name: "read", arguments: { path: "innocent.txt" }, id: "call_2" },
      { name: "grep", arguments: { pattern: "SECRET", path: world.home }, id: "call_3" },
    ]);
    expect(result.code).toBe(0);
    expect(toolResults(1).size).toBe(4);
    expect(receivedText()).not.toContain(secret);
    expect(toolResults(1).get("call_1")).toMatch(/^Permission denied: .*sandbox/);
  });

  it("escalate: headless, the ask to run outside the sandbox is refused and nothing runs", async () => {
    const target = join(world.root, "escalated.txt");
    const result = await run([
      { name: "bash", arguments: { command: `touch ${target}`, escalate: true }, id: "call_0" },
    ]);
    expect(result.code).toBe(0);
    expect(existsSync(target)).toBe(false);
    const refusal = toolResults(1).get("call_0") ?? "";
    expect(refusal).toMatch(/^Permission denied: /);
    expect(refusal).toContain("outside the sandbox");
    const tools = requestBodies(world.server as never)[0]?.tools as {
      function: { name: string; parameters: { properties: object } };
    }[];
    expect(
      Object.keys(tools.find((tool) => tool.function.name === "bash")?.function.parameters.properties ?? {}),
    ).toContain("escalate");
  });

  it("sandbox.allowEscalation false removes the escalate parameter", async () => {
    world.write(join(world.keelHome, "settings.json"), JSON.stringify({ sandbox: { allowEscalation: false } }));
    await world.model([replyText("ok")]);
    const result = await world.run(["--model", "local/scripted", "-p", "hi"], sandboxed);
    expect(result.code).toBe(0);
    const tools = requestBodies(world.server as never)[0]?.tools as {
      function: { name: string; parameters: { properties: object } };
    }[];
    expect(
      Object.keys(tools.find((tool) => tool.function.name === "bash")?.function.parameters.properties ?? {}),
    ).not.toContain("escalate");
  });

  it("--sandbox off restores the permission rules alone: headless, a shell command is refused", async () => {
    const result = await run(
      [{ name: "bash", arguments: { command: "echo hi > made.txt" }, id: "call_0" }],
      ["--sandbox", "off"],
    );
    expect(result.code).toBe(0);
    expect(result.stderr).not.toContain("sandbox:");
    expect(existsSync(join(world.project, "made.txt"))).toBe(false);
    expect(toolResults(1).get("call_0")).toMatch(/^Permission denied: .*needs approval/);
  });

  it("without bubblewrap: one warning, the permission rules' defaults (never unsandboxed auto-run); required: exit 1", async () => {
    // A PATH with a shell and git but no bubblewrap.
    const bin = pathWithoutBubblewrap(world);
    await world.model([
      replyToolCalls([{ name: "bash", arguments: { command: "echo hi > made.txt" }, id: "call_0" }]),
      replyText("Done."),
    ]);
    const result = await world.run(["--model", "local/scripted", "-p", "go"], {
      env: { KEEL_SANDBOX: undefined, PATH: bin },
    });
    expect(result.code).toBe(0);
    expect(result.stderr.match(/sandbox: warning: unavailable/g)).toHaveLength(1);
    expect(existsSync(join(world.project, "made.txt"))).toBe(false);
    expect(toolResults(1).get("call_0")).toMatch(/^Permission denied: /);

    world.write(join(world.keelHome, "settings.json"), JSON.stringify({ sandbox: { required: true } }));
    const required = await world.run(["--model", "local/scripted", "-p", "go"], {
      env: { KEEL_SANDBOX: undefined, PATH: bin },
    });
    expect(required.code).toBe(1);
    expect(required.stderr).toContain("sandbox.required is true and the sandbox cannot start here");
  });

  it("sandbox.allowedDomains: commands run with the proxy's variables set", async () => {
    world.write(
      join(world.keelHome, "settings.json"),
      JSON.stringify({ sandbox: { allowedDomains: ["example.invalid"] } }),
    );
    const result = await run([
      { name: "bash", arguments: { command: 'test -n "$HTTPS_PROXY" && echo proxy=set' }, id: "call_0" },
    ]);
    expect(result.code).toBe(0);
    expect(toolResults(1).get("call_0")).toContain("proxy=set");
  });

  it("sandbox.allowedDomains: a host outside the list fails at once, and the note names it and how to allow it", async () => {
    world.write(
      join(world.keelHome, "settings.json"),
      JSON.stringify({ sandbox: { allowedDomains: ["registry.npmjs.org"] } }),
    );
    const result = await run([
      { name: "bash", arguments: { command: "curl -sS --max-time 60 https://example.com/" }, id: "call_0" },
    ]);
    expect(result.code).toBe(0);
    const note = toolResults(1).get("call_0") ?? "";
    expect(note).toContain("CONNECT tunnel failed, response 403");
    expect(note).toContain("the sandbox's network proxy refused example.com: it is not in sandbox.allowedDomains");
    expect(note).toContain('add "example.com" to sandbox.allowedDomains');
  });

  it("an extension's exec runs in the sandbox", async () => {
    const outside = world.write(join(world.root, "outside.txt"), "outside\n");
    const report = join(world.project, "exec-result.json");
    world.write(
      join(world.keelHome, "extensions", "writer.ts"),
      `import { writeFileSync } from "node:fs";
export default function (pi) {
  pi.on("session_start", async () => {
    const result = await pi.exec("sh", ["-c", "echo gone > ${outside}; echo inside > made-by-exec.txt"]);
    writeFileSync(${JSON.stringify(report)}, JSON.stringify(result));
  });
}
`,
    );
    await world.model([replyText("ok")]);
    const result = await world.run(["--model", "local/scripted", "-p", "hi"], sandboxed);
    expect(result.code).toBe(0);
    expect(readFileSync(outside, "utf8")).toBe("outside\n");
    expect(readFileSync(join(world.project, "made-by-exec.txt"), "utf8")).toBe("inside\n");
    expect(JSON.parse(readFileSync(report, "utf8"))).toMatchObject({ code: 0, killed: false });
  });

  it("keel sandbox check: exit 0 where it works, 1 where bubblewrap is missing; --json", async () => {
    const works = await world.run(["sandbox", "check"]);
    expect(works.code).toBe(0);
    expect(works.stdout).toMatch(/^bubblewrap +ok/m);
    expect(works.stdout).toContain("The sandbox works here");
    const json = await world.run(["sandbox", "check", "--json"]);
    expect(JSON.parse(json.stdout)).toMatchObject({ available: true, backend: "bubblewrap" });
    const missing = await world.run(["sandbox", "check", "--json"], { env: { PATH: join(world.root, "no-bin") } });
    expect(missing.code).toBe(1);
    expect(JSON.parse(missing.stdout)).toMatchObject({ available: false });
    const bad = await world.run(["sandbox", "chek"]);
    expect(bad.code).toBe(2);
  });

  it("RPC bash runs in the sandbox; get_sandbox and set_sandbox: read-only for the rest of the session stops a write in the project", async () => {
    await world.model([
      replyToolCalls([{ name: "bash", arguments: { command: "echo x > made.txt" }, id: "call_0" }]),
      replyText("Done."),
    ]);
    const outside = world.write(join(world.root, "outside.txt"), "outside\n");
    const client = spawnRpc(world, ["--model", "local/scripted"], { KEEL_SANDBOX: "" });
    try {
      // A user's shell command (RPC bash, the UI's !command) runs in the sandbox too.
      const bash = await client.call({ type: "bash", command: `echo gone > ${outside}` });
      expect(bash.exitCode).not.toBe(0);
      expect(readFileSync(outside, "utf8")).toBe("outside\n");
      expect(await client.call({ type: "get_sandbox" })).toMatchObject({
        state: "active",
        mode: "workspace-write",
        network: "none",
        allowEscalation: true,
      });
      expect(await client.call({ type: "set_sandbox", mode: "read-only" })).toMatchObject({ mode: "read-only" });
      const bad = await client.send({ type: "set_sandbox", mode: "loose" } as never);
      expect(bad).toMatchObject({ success: false });
      const settled = client.waitForEvent((event) => event.type === "agent_settled");
      await client.call({ type: "prompt", message: "go" });
      await settled;
    } finally {
      await client.close({ finish: true });
    }
    expect(existsSync(join(world.project, "made.txt"))).toBe(false);
  });

  it("RPC set_sandbox changes the bash tool the model is offered at the next request: roots, network and escalate", async () => {
    await world.model([replyText("one"), replyText("two"), replyText("three")]);
    const client = spawnRpc(world, ["--model", "local/scripted"], { KEEL_SANDBOX: "" });
    const bashOffered = (): { description: string; properties: string[] } => {
      const bodies = requestBodies(world.server as never);
      const tools = bodies[bodies.length - 1]?.tools as {
        function: { name: string; description: string; parameters: { properties: object } };
      }[];
      const bash = tools.find((tool) => tool.function.name === "bash")?.function;
      return { description: bash?.description ?? "", properties: Object.keys(bash?.parameters.properties ?? {}) };
    };
    const ask = async (): Promise<void> => {
      const settled = client.waitForEvent((event) => event.type === "agent_settled");
      await client.call({ type: "prompt", message: "hi" });
      await settled;
    };
    try {
      await ask();
      const first = bashOffered();
      expect(first.description).toMatch(new RegExp(`they may write only [^(]*${world.project}`));
      expect(first.description).toContain("without network access");
      expect(first.properties).toContain("escalate");

      await client.call({ type: "set_sandbox", mode: "off" });
      await ask();
      const off = bashOffered();
      expect(off.description).not.toContain("OS sandbox");
      expect(off.properties).not.toContain("escalate");

      await client.call({ type: "set_sandbox", mode: "read-only" });
      await ask();
      const readOnly = bashOffered();
      expect(readOnly.description).toContain("write only the temp folders");
      expect(readOnly.description).not.toContain("they may write only");
      expect(readOnly.properties).toContain("escalate");
    } finally {
      await client.close({ finish: true });
    }
  });

  it("--sandbox with a bad value is a usage error naming the modes", async () => {
    const result = await world.run(["--sandbox", "loose", "-p", "hi"]);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("--sandbox must be one of read-only, workspace-write, off");
  });
});
