import { tmpdir } from "node:os";
import { type AgentTool, runAgentLoop } from "@keel/agent-core";
import { createFaux, fauxResponse, fauxText, fauxToolCall } from "@keel/ai/testing";
import { Type } from "typebox";
import { describe, expect, it } from "vitest";
import type { ExtensionAPI } from "./extension-api.js";
import { ExtensionRunner } from "./extension-runner.js";
import { createBuffer, createFakeHost } from "./test-support/fake-host.js";

function runnerWith(...factories: [string, (pi: ExtensionAPI) => unknown][]) {
  const host = createFakeHost();
  const stderr = createBuffer();
  const runner = new ExtensionRunner({ host, stderr });
  return {
    host,
    stderr,
    runner,
    load: async () => {
      for (const [path, factory] of factories) await runner.loadFactory(factory, path);
    },
  };
}

describe("tool_call", () => {
  it("runs handlers in load order on the same input; the first block wins and stops the rest", async () => {
    const seen: string[] = [];
    const { runner, load } = runnerWith(
      [
        "/ext/a.ts",
        (pi) => {
          pi.on("tool_call", (event) => {
            seen.push(`a:${String(event.input.command)}`);
            event.input.command = `set -e; ${String(event.input.command)}`;
          });
        },
      ],
      [
        "/ext/b.ts",
        (pi) => {
          pi.on("tool_call", (event) => {
            seen.push(`b:${String(event.input.command)}`);
            return { block: true, reason: "no shell today" };
          });
        },
      ],
      [
        "/ext/c.ts",
        (pi) => {
          pi.on("tool_call", () => {
            seen.push("c");
          });
        },
      ],
    );
    await load();
    const input = { command: "ls" };
    const result = await runner.emitToolCall({ type: "tool_call", toolCallId: "1", toolName: "bash", input });
    expect(result).toEqual({ block: true, reason: "no shell today" });
    expect(seen).toEqual(["a:ls", "b:set -e; ls"]);
    expect(input.command).toBe("set -e; ls");
  });

  it("blocks the call when a handler throws, with the error as the reason, and reports the extension", async () => {
    const { runner, load, stderr } = runnerWith([
      "/ext/broken-gate.ts",
      (pi) => {
        pi.on("tool_call", () => {
          throw new Error("policy file missing");
        });
      },
    ]);
    await load();
    const result = await runner.emitToolCall({ type: "tool_call", toolCallId: "1", toolName: "bash", input: {} });
    expect(result?.block).toBe(true);
    expect(result?.reason).toContain("policy file missing");
    expect(result?.reason).toContain("/ext/broken-gate.ts");
    expect(stderr.text).toContain('/ext/broken-gate.ts: error: "tool_call" handler failed: Error: policy file missing');
  });

  it("plugs into the agent loop: a blocked call reaches the model as an error, a mutated input reaches the tool", async () => {
    const ran: unknown[] = [];
    const echo: AgentTool = {
      name: "echo",
      label: "Echo",
      description: "Echoes",
      parameters: Type.Object({ text: Type.String() }),
      async execute(_id, params) {
        ran.push(params);
        return { content: [{ type: "text", text: String(params.text) }] };
      },
    };
    const { runner, load } = runnerWith([
      "/ext/gate.ts",
      (pi) => {
        pi.on("tool_call", (event) => {
          if (event.input.text === "secret") return { block: true, reason: "not that one" };
          event.input.text = String(event.input.text).toUpperCase();
          return undefined;
        });
        pi.on("tool_result", (event) => ({ content: [{ type: "text", text: `[${JSON.stringify(event.content)}]` }] }));
      },
    ]);
    await load();
    const faux = createFaux({
      responses: [
        fauxResponse([
          fauxToolCall("echo", { text: "hi" }, { id: "a" }),
          fauxToolCall("echo", { text: "secret" }, { id: "b" }),
        ]),
        fauxResponse(fauxText("done")),
      ],
    });
    await runAgentLoop(
      [{ role: "user", content: "go", timestamp: 1 }],
      { systemPrompt: "", messages: [], tools: [echo] },
      { model: faux.model, ...runner.toolHooks() },
      () => {},
      undefined,
      faux.streamFn,
    );
    expect(ran).toEqual([{ text: "HI" }]);
    const results = (faux.requests[1]?.context.messages ?? []).filter((m) => m.role === "toolResult");
    expect(results.map((r) => [r.toolCallId, r.isError, JSON.stringify(r.content)])).toEqual([
      ["a", false, JSON.stringify([{ type: "text", text: '[[{"type":"text","text":"HI"}]]' }])],
      ["b", true, expect.stringContaining("not that one")],
    ]);
  });
});

describe("tool_result", () => {
  it("chains: each handler sees the previous one's changes and may flip isError", async () => {
    const { runner, load } = runnerWith(
      ["/a.ts", (pi) => pi.on("tool_result", () => ({ content: [{ type: "text", text: "redacted" }] }))],
      [
        "/b.ts",
        (pi) =>
          pi.on("tool_result", (event) => ({
            details: { sawText: event.content[0]?.type === "text" ? event.content[0].text : "" },
            isError: true,
          })),
      ],
      [
        "/c.ts",
        (pi) =>
          pi.on("tool_result", () => {
            throw new Error("ignored");
          }),
      ],
    );
    await load();
    const patch = await runner.emitToolResult({
      type: "tool_result",
      toolCallId: "1",
      toolName: "read",
      input: {},
      content: [{ type: "text", text: "password=1" }],
      details: undefined,
      isError: false,
    });
    expect(patch).toEqual({
      content: [{ type: "text", text: "redacted" }],
      details: { sawText: "redacted" },
      isError: true,
    });
    expect(runner.diagnostics).toHaveLength(1);
  });
});

describe("request events", () => {
  it("context rewrites the next request's messages on a copy; before_provider_request replaces the payload", async () => {
    const { runner, load } = runnerWith([
      "/ctx.ts",
      (pi) => {
        pi.on("context", (event) => ({ messages: event.messages.slice(-1) }));
        pi.on("before_provider_request", (event) => ({ ...(event.payload as object), temperature: 0 }));
      },
    ]);
    await load();
    const messages = [
      { role: "user" as const, content: "old", timestamp: 1 },
      { role: "user" as const, content: "new", timestamp: 2 },
    ];
    expect(await runner.emitContext(messages)).toEqual([messages[1]]);
    expect(messages).toHaveLength(2);
    const model = createFaux().model;
    expect(await runner.emitBeforeProviderRequest({ model: "x" }, model)).toEqual({ model: "x", temperature: 0 });
    // The same events, as the hooks the agent loop and @keel/ai take.
    expect(await runner.agentHooks().transformContext(messages)).toEqual([messages[1]]);
    expect(await runner.streamHooks().onPayload({ model: "y" }, model)).toEqual({ model: "y", temperature: 0 });
  });

  it("before_agent_start chains the system prompt and collects messages", async () => {
    const { runner, load } = runnerWith(
      ["/a.ts", (pi) => pi.on("before_agent_start", (e) => ({ systemPrompt: `${e.systemPrompt}\nA` }))],
      [
        "/b.ts",
        (pi) =>
          pi.on("before_agent_start", (e) => ({
            systemPrompt: `${e.systemPrompt}\nB`,
            message: { customType: "b", content: `prompt was ${e.prompt}`, display: false },
          })),
      ],
    );
    await load();
    expect(await runner.emitBeforeAgentStart("fix it", undefined, "base")).toEqual({
      systemPrompt: "base\nA\nB",
      messages: [{ customType: "b", content: "prompt was fix it", display: false }],
    });
  });

  it("input transforms chain and the first handled ends it", async () => {
    const { runner, load } = runnerWith(
      [
        "/a.ts",
        (pi) =>
          pi.on("input", (e) =>
            e.text.startsWith("?q ") ? { action: "transform", text: `Briefly: ${e.text.slice(3)}` } : undefined,
          ),
      ],
      ["/b.ts", (pi) => pi.on("input", (e) => (e.text === "ping" ? { action: "handled" } : { action: "continue" }))],
    );
    await load();
    expect(await runner.emitInput("?q why", undefined, "interactive")).toEqual({
      action: "continue",
      text: "Briefly: why",
    });
    expect(await runner.emitInput("ping", undefined, "rpc")).toEqual({ action: "handled" });
  });
});

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

describe("agent events", () => {
  it("forwards the agent loop's events to extensions as they happen, in order", async () => {
    const seen: string[] = [];
    const { runner, load } = runnerWith([
      "/observer.ts",
      (pi) => {
        for (const name of [
          "agent_start",
          "turn_start",
          "message_end",
          "tool_execution_end",
          "turn_end",
          "agent_end",
        ] as const) {
          pi.on(name, (event) => {
            seen.push(
              event.type === "message_end" ? `message_end:${(event.message as { role: string }).role}` : event.type,
            );
          });
        }
      },
    ]);
    await load();
    const echo: AgentTool = {
      name: "echo",
      label: "Echo",
      description: "Echoes",
      parameters: Type.Object({}),
      execute: async () => ({ content: [{ type: "text", text: "ok" }] }),
    };
    const faux = createFaux({ responses: [fauxResponse(fauxToolCall("echo", {})), fauxResponse(fauxText("done"))] });
    await runAgentLoop(
      [{ role: "user", content: "go", timestamp: 1 }],
      { systemPrompt: "", messages: [], tools: [echo] },
      { model: faux.model },
      (event) => runner.emit(event),
      undefined,
      faux.streamFn,
    );
    expect(seen).toEqual([
      "agent_start",
      "turn_start",
      "message_end:user",
      "message_end:assistant",
      "tool_execution_end",
      "message_end:toolResult",
      "turn_end",
      "turn_start",
      "message_end:assistant",
      "turn_end",
      "agent_end",
    ]);
  });
});
