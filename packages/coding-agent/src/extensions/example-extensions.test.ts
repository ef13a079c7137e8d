// The example extensions in examples/extensions, loaded the way Keel loads
// any extension and exercised through the runner.
import { execFile } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { type AnyAgentTool, runAgentLoop } from "@keel/agent-core";
import { createFaux, fauxResponse, fauxText, fauxToolCall } from "@keel/ai/testing";
import { type ExecOps, MemoryFs } from "@keel/tools";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import auditLog from "../../examples/extensions/audit-log.js";
import permissionGate from "../../examples/extensions/permission-gate.js";
import progressTool, { type CountLinesDetails } from "../../examples/extensions/progress-tool.js";
import { type RemoteRunner, remoteExecOps, remoteFsOps } from "../../examples/extensions/ssh-operations.js";
import sshTools, { createRemoteTools } from "../../examples/extensions/ssh-tools.js";
import toolSearch from "../../examples/extensions/tool-search.js";
import type { ExtensionUI } from "./extension-api.js";
import { ExtensionRunner } from "./extension-runner.js";
import { createBuffer, createFakeHost, type FakeHost } from "./test-support/fake-host.js";

const examplesDir = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "examples", "extensions");
let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "keel-examples-"));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

async function runnerFor(
  factory: Parameters<ExtensionRunner["loadFactory"]>[0],
  host: FakeHost = createFakeHost({ cwd: dir }),
) {
  const stderr = createBuffer();
  const runner = new ExtensionRunner({ host, stderr });
  await runner.loadFactory(factory, "example.ts");
  return { runner, host, stderr };
}

function textOf(result: { content: { type: string; text?: string }[] } | undefined): string {
  return (result?.content ?? []).map((block) => block.text ?? "").join("");
}

describe("every example", () => {
  it("loads from its file through the extension loader without a diagnostic", async () => {
    const files = readdirSync(examplesDir)
      .filter((name) => name.endsWith(".ts") && name !== "ssh-operations.ts")
      .map((name) => join(examplesDir, name));
    expect(files).toHaveLength(5);
    const runner = new ExtensionRunner({ host: createFakeHost(), stderr: createBuffer() });
    await runner.load(files);
    expect(runner.diagnostics).toEqual([]);
    expect(runner.extensionPaths).toHaveLength(5);
  });
});

describe("permission-gate", () => {
  it("blocks risky calls when nobody can approve them, and lets the rest through", async () => {
    const { runner } = await runnerFor(permissionGate);
    const call = (toolName: string, input: Record<string, unknown>) =>
      runner.emitToolCall({ type: "tool_call", toolCallId: "1", toolName, input });
    const blocked = await call("bash", { command: "rm -rf build" });
    expect(blocked?.block).toBe(true);
    expect(blocked?.reason).toBe(
      "Not run: the command deletes files recursively, and nobody can approve it in this mode. Find another way or ask the user.",
    );
    expect((await call("write", { path: "config/.env", content: "" }))?.reason).toContain("a .env file");
    expect(await call("bash", { command: "ls -la" })).toBeUndefined();
    expect(await call("read", { path: ".env" })).toBeUndefined();
  });

  it("asks when there is a UI, and runs the call when the user agrees", async () => {
    const asked: string[] = [];
    const ui: ExtensionUI = {
      confirm: async (title, message) => {
        asked.push(`${title} ${message}`);
        return true;
      },
      select: async () => undefined,
      input: async () => undefined,
      notify: () => {},
    };
    const { runner } = await runnerFor(permissionGate, createFakeHost({ mode: "tui", ui }));
    expect(
      await runner.emitToolCall({
        type: "tool_call",
        toolCallId: "1",
        toolName: "bash",
        input: { command: "sudo ls" },
      }),
    ).toBeUndefined();
    expect(asked).toEqual(["Allow bash? This call needs approval: the command runs as root."]);
  });
});

describe("tool-search", () => {
  it("enables a catalog tool at run time; the model can call it at the next step", async () => {
    const host = createFakeHost({ activeTools: ["tool_search"] });
    const { runner } = await runnerFor(toolSearch, host);
    const byName = new Map(runner.getTools().map((t) => [t.tool.name, t.tool]));
    host.allTools = runner
      .getTools()
      .map((t) => ({ name: t.tool.name, description: t.tool.description, parameters: {}, source: t.extensionPath }));
    const active = (): AnyAgentTool[] => host.activeTools.flatMap((name) => byName.get(name) ?? []);
    expect(
      runner
        .getTools()
        .filter((t) => !t.defaultActive)
        .map((t) => t.tool.name),
    ).toEqual(["convert_units", "word_count"]);

    const faux = createFaux({
      responses: [
        fauxResponse(fauxToolCall("tool_search", { query: "convert a length to metres" })),
        fauxResponse(fauxToolCall("convert_units", { value: 10, from: "ft", to: "m" })),
        fauxResponse(fauxText("3.048 m")),
      ],
    });
    await runAgentLoop(
      [{ role: "user", content: "10 ft in metres?", timestamp: 1 }],
      { systemPrompt: "", messages: [], tools: active() },
      { model: faux.model, getActiveTools: active, prepareNextTurn: () => ({ tools: active() }) },
      () => {},
      undefined,
      faux.streamFn,
    );
    expect(faux.requests[0]?.context.tools?.map((t) => t.name)).toEqual(["tool_search"]);
    expect(faux.requests[1]?.context.tools?.map((t) => t.name)).toEqual(["tool_search", "convert_units"]);
    const results = (faux.requests[2]?.context.messages ?? []).filter((m) => m.role === "toolResult");
    expect(results.map((r) => textOf(r))).toEqual([
      "Enabled: convert_units. They can be called from the next step on.",
      "10 ft = 3.0480 m",
    ]);
  });
});

describe("progress-tool", () => {
  it("reports one update per file and a final count; stops when aborted", async () => {
    writeFileSync(join(dir, "a.txt"), "1\n2\n3\n");
    writeFileSync(join(dir, "b.txt"), "only line");
    const { runner } = await runnerFor(progressTool);
    const tool = runner.getTools()[0]?.tool;
    const updates: string[] = [];
    const result = await tool?.execute("1", { paths: ["a.txt", "b.txt"] }, undefined, (u) => updates.push(textOf(u)));
    expect(updates).toEqual(["Counted 1 of 2 files…", "Counted 2 of 2 files…"]);
    expect(textOf(result)).toBe("a.txt: 3\nb.txt: 1");

    const controller = new AbortController();
    controller.abort();
    const stopped = await tool?.execute("2", { paths: ["a.txt"] }, controller.signal, undefined);
    expect(stopped?.isError).toBe(true);
    expect((stopped?.details as CountLinesDetails | undefined)?.done).toBe(0);
  });
});

describe("audit-log", () => {
  it("records calls and results in the session and in the --audit-log file", async () => {
    const { runner, host } = await runnerFor(auditLog);
    const file = join(dir, "audit.jsonl");
    runner.setFlagValue("audit-log", file);
    await runner.emitToolCall({ type: "tool_call", toolCallId: "c1", toolName: "bash", input: { command: "ls" } });
    await runner.emitToolResult({
      type: "tool_result",
      toolCallId: "c1",
      toolName: "bash",
      input: { command: "ls" },
      content: [],
      details: undefined,
      isError: true,
    });
    const lines = readFileSync(file, "utf8")
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line));
    expect(lines).toMatchObject([
      { event: "call", toolCallId: "c1", toolName: "bash", input: { command: "ls" } },
      { event: "result", toolCallId: "c1", isError: true },
    ]);
    expect(host.calls.filter((c) => c.kind === "appendEntry")).toHaveLength(2);
  });
});

describe("ssh-tools", () => {
  it("runs the built-in tools against a remote operations object", async () => {
    const remote = new MemoryFs({ "/srv/app/README.md": "remote readme\n" });
    const commands: string[] = [];
    const exec: ExecOps = {
      async run(request) {
        commands.push(`${request.cwd}$ ${[request.file, ...request.args].join(" ")}`);
        request.onData(new TextEncoder().encode("remote output\n"), "stdout");
        return { exitCode: 0, signal: null, timedOut: false, aborted: false };
      },
      findExecutable: async (name) => `/usr/bin/${name}`,
    };
    const tools = new Map(createRemoteTools("/srv/app", { fs: remote, exec }).map((t) => [t.name, t]));
    expect(textOf(await tools.get("read")?.execute("1", { path: "README.md" }, undefined, undefined))).toContain(
      "remote readme",
    );
    await tools.get("write")?.execute("2", { path: "notes.txt", content: "hi\n" }, undefined, undefined);
    expect(remote.getText("/srv/app/notes.txt")).toBe("hi\n");
    expect(textOf(await tools.get("bash")?.execute("3", { command: "uname -a" }, undefined, undefined))).toContain(
      "remote output",
    );
    expect(commands).toEqual(["/srv/app$ /usr/bin/bash -c uname -a"]);
  });

  it("speaks coreutils over the runner: a fake ssh that runs each command in a local shell", async () => {
    writeFileSync(join(dir, "app.ts"), "const a = 1;\n");
    const run: RemoteRunner = async (command) => {
      try {
        const { stdout } = await promisify(execFile)("sh", ["-c", command], { encoding: "buffer" });
        return { stdout, stderr: "", exitCode: 0 };
      } catch (error) {
        const failed = error as { stdout?: Buffer; stderr?: Buffer; code?: number };
        return {
          stdout: failed.stdout ?? Buffer.alloc(0),
          stderr: String(failed.stderr ?? ""),
          exitCode: failed.code ?? 1,
        };
      }
    };
    const tools = new Map(
      createRemoteTools(dir, { fs: remoteFsOps(run), exec: remoteExecOps(run) }).map((t) => [t.name, t]),
    );
    await tools
      .get("edit")
      ?.execute("1", { path: "app.ts", edits: [{ oldText: "a = 1", newText: "a = 2" }] }, undefined, undefined);
    expect(readFileSync(join(dir, "app.ts"), "utf8")).toBe("const a = 2;\n");
    expect(textOf(await tools.get("read")?.execute("2", { path: "app.ts" }, undefined, undefined))).toContain("a = 2");
    // The remote "No such file or directory" becomes ENOENT, which read turns into its usual message.
    const read = tools.get("read");
    if (read === undefined) throw new Error("no read tool");
    await expect(read.execute("3", { path: "nope.ts" }, undefined, undefined)).rejects.toThrow(
      "Cannot read nope.ts: no such file or directory",
    );
    expect(
      textOf(await tools.get("bash")?.execute("4", { command: `echo "it's $((6*7))"` }, undefined, undefined)),
    ).toContain("it's 42");
  });

  it("replaces the local tools only when --ssh is given", async () => {
    const without = await runnerFor(sshTools);
    await without.runner.emit({ type: "session_start", reason: "startup" });
    expect(without.runner.getTools()).toEqual([]);

    const withFlag = await runnerFor(sshTools);
    withFlag.runner.setFlagValue("ssh", "me@box");
    withFlag.runner.setFlagValue("ssh-cwd", "/srv/app");
    await withFlag.runner.emit({ type: "session_start", reason: "startup" });
    expect(withFlag.runner.getTools().map((t) => t.tool.name)).toEqual(["read", "bash", "edit", "write"]);
    expect(withFlag.runner.getTools()[0]?.tool.description).toContain("(Runs on me@box:/srv/app.)");
    expect(withFlag.stderr.text).toBe("Tools run on me@box:/srv/app\n");
    expect(withFlag.host.calls.filter((c) => c.kind === "registrationChanged")).toHaveLength(4);
  });
});
