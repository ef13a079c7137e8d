import { tmpdir } from "node:os";
import { Type } from "typebox";
import { describe, expect, it } from "vitest";
import type { ExtensionAPI } from "./extension-api.js";
import { runnerWith } from "./test-support/runner-with.js";

describe("loading and registration", () => {
  it("drops everything a throwing factory registered, reports it, and loads the others", async () => {
    const { runner, load, stderr } = runnerWith(
      [
        "/ext/bad.ts",
        (pi) => {
          pi.registerTool({
            name: "half",
            label: "Half",
            description: "",
            parameters: {},
            execute: async () => ({ content: [] }),
          });
          throw new Error("boom");
        },
      ],
      ["/ext/good.ts", (pi) => pi.registerCommand("hello", { handler: () => {} })],
    );
    await load();
    expect(runner.extensionPaths).toEqual(["/ext/good.ts"]);
    expect(runner.getTools()).toEqual([]);
    expect(stderr.text).toContain("/ext/bad.ts: error: extension factory failed: Error: boom");
  });

  it("says what to do when a factory acts on the session before there is one; reads are fine", async () => {
    let tools: string[] = [];
    const { runner, load, stderr, host } = runnerWith([
      "/ext/eager.ts",
      (pi) => {
        tools = pi.getActiveTools();
        pi.sendUserMessage("hello");
      },
    ]);
    await load();
    expect(tools).toEqual(["read", "bash"]);
    expect(runner.extensionPaths).toEqual([]);
    expect(host.calls).toEqual([]);
    expect(stderr.text).toContain(
      "/ext/eager.ts: error: extension factory failed: Error: pi.sendUserMessage() acts on the running session, which does not exist yet while the extension loads; call it from an event handler such as session_start.",
    );
  });

  it("registers tools with every AgentTool field; execute gets the handler context", async () => {
    let cwd = "";
    const { runner, load } = runnerWith([
      "/ext/tool.ts",
      (pi) =>
        pi.registerTool({
          name: "count",
          label: "Count",
          description: "Counts",
          parameters: Type.Object({ n: Type.Number() }),
          executionMode: "sequential",
          promptSnippet: "count things",
          promptGuidelines: ["Use count for counting."],
          defaultActive: false,
          prepareArguments: (raw) => ({ n: Number(raw.n) }),
          renderCall: () => "drawn",
          async execute(_id, params: { n: number }, _signal, onUpdate, ctx) {
            cwd = ctx.cwd;
            onUpdate?.({ content: [{ type: "text", text: "half way" }] });
            return { content: [{ type: "text", text: String(params.n + 1) }] };
          },
        }),
    ]);
    await load();
    const [registered] = runner.getTools();
    expect(registered).toMatchObject({ extensionPath: "/ext/tool.ts", defaultActive: false });
    expect(registered?.tool).toMatchObject({
      name: "count",
      executionMode: "sequential",
      promptSnippet: "count things",
      promptGuidelines: ["Use count for counting."],
    });
    expect(registered?.tool.prepareArguments?.({ n: "2" })).toEqual({ n: 2 });
    expect(registered?.definition.renderCall?.({}, undefined, undefined)).toBe("drawn");
    const updates: unknown[] = [];
    const result = await registered?.tool.execute("id", { n: 2 }, undefined, (u) => updates.push(u));
    expect(result?.content).toEqual([{ type: "text", text: "3" }]);
    expect(updates).toHaveLength(1);
    expect(cwd).toBe(tmpdir());
  });

  it("numbers commands several extensions registered, and runs them", async () => {
    const ran: string[] = [];
    const { runner, load } = runnerWith(
      [
        "/a.ts",
        (pi) => pi.registerCommand("review", { description: "A", handler: (args) => void ran.push(`a ${args}`) }),
      ],
      ["/b.ts", (pi) => pi.registerCommand("/review", { handler: (args) => void ran.push(`b ${args}`) })],
      ["/c.ts", (pi) => pi.registerCommand("only", { handler: () => void ran.push("c") })],
    );
    await load();
    expect(runner.getCommands().map((c) => c.invocation)).toEqual(["review:1", "review:2", "only"]);
    expect(await runner.runCommand("review:2", "  src ")).toBe(true);
    expect(await runner.runCommand("only", "")).toBe(true);
    expect(await runner.runCommand("missing", "")).toBe(false);
    expect(ran).toEqual(["b src", "c"]);
  });

  it("flags: default until set, visible only to the extension that registered them", async () => {
    let a: ExtensionAPI | undefined;
    let b: ExtensionAPI | undefined;
    const { runner, load } = runnerWith(
      [
        "/a.ts",
        (pi) => {
          a = pi;
          pi.registerFlag("plan", { type: "boolean", default: false, description: "Plan mode" });
        },
      ],
      [
        "/b.ts",
        (pi) => {
          b = pi;
        },
      ],
    );
    await load();
    expect(a?.getFlag("plan")).toBe(false);
    runner.setFlagValue("plan", true);
    expect(a?.getFlag("plan")).toBe(true);
    expect(b?.getFlag("plan")).toBeUndefined();
    expect(runner.getFlags().map((f) => f.name)).toEqual(["plan"]);
  });

  it("forwards session actions to the host and tells it about registrations made after load", async () => {
    let api: ExtensionAPI | undefined;
    const { runner, load, host } = runnerWith([
      "/a.ts",
      (pi) => {
        api = pi;
      },
    ]);
    await load();
    api?.setActiveTools(["read", "nope"]);
    api?.appendEntry("state", { n: 1 });
    api?.sendMessage({ customType: "x", content: "hi", display: true }, { triggerTurn: true });
    api?.setThinkingLevel("high");
    api?.registerProvider("local", {
      baseUrl: "http://127.0.0.1:1/v1",
      api: "openai-completions",
      models: [{ id: "m" }],
    });
    expect(api?.getActiveTools()).toEqual(["read"]);
    expect(api?.getThinkingLevel()).toBe("high");
    expect(host.calls.map((c) => c.kind)).toEqual([
      "setActiveTools",
      "appendEntry",
      "sendMessage",
      "setThinkingLevel",
      "registrationChanged",
    ]);
    expect(runner.getProviders().map((p) => p.name)).toEqual(["local"]);
    const result = await api?.exec(process.execPath, ["-e", "process.stdout.write('hi'); process.exit(3)"]);
    expect(result).toEqual({ stdout: "hi", stderr: "", code: 3, killed: false });
    const missing = await api?.exec(process.execPath, [], { cwd: "/no/such/dir" });
    expect(missing).toMatchObject({ code: 127, stderr: expect.stringContaining("/no/such/dir does not exist") });
  });

  it("gives headless handlers a UI that says no and notifies on stderr", async () => {
    const answers: unknown[] = [];
    const { runner, load, stderr } = runnerWith([
      "/a.ts",
      (pi) =>
        pi.on("session_start", async (_event, ctx) => {
          answers.push(
            ctx.hasUI,
            ctx.mode,
            await ctx.ui.confirm("Sure?"),
            await ctx.ui.select("Pick", ["a"]),
            await ctx.ui.input("Name"),
          );
          ctx.ui.notify("loaded", "warning");
        }),
    ]);
    await load();
    await runner.emit({ type: "session_start", reason: "startup" });
    expect(answers).toEqual([false, "print", false, undefined, undefined]);
    expect(stderr.text).toBe("warning: loaded\n");
  });

  it("shares an event bus between extensions; a failing subscriber is reported", async () => {
    const got: unknown[] = [];
    const { runner, load } = runnerWith(
      [
        "/a.ts",
        (pi) => {
          pi.events.on("ping", (data) => void got.push(data));
          pi.events.on("ping", () => {
            throw new Error("sub failed");
          });
        },
      ],
      ["/b.ts", (pi) => pi.on("agent_start", () => pi.events.emit("ping", { from: "b" }))],
    );
    await load();
    await runner.emit({ type: "agent_start" });
    expect(got).toEqual([{ from: "b" }]);
    expect(runner.diagnostics[0]?.message).toContain('"ping" subscriber failed: Error: sub failed');
  });

  it("lets a handler unsubscribe itself", async () => {
    let count = 0;
    const { runner, load } = runnerWith([
      "/a.ts",
      (pi) => {
        const off = pi.on("turn_start", () => {
          count++;
          off();
        });
      },
    ]);
    await load();
    await runner.emit({ type: "turn_start" });
    await runner.emit({ type: "turn_start" });
    expect(count).toBe(1);
    expect(runner.hasHandlers("turn_start")).toBe(false);
  });
});
