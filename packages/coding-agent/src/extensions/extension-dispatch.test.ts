import { type AgentTool, runAgentLoop } from "@keel/agent-core";
import { createFaux, fauxResponse, fauxText, fauxToolCall } from "@keel/ai/testing";
import { Type } from "typebox";
import { describe, expect, it } from "vitest";
import { runnerWith } from "./test-support/runner-with.js";

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
