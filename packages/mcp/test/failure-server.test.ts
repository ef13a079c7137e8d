import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { validateToolArguments } from "@keel/ai";
import { afterEach, describe, expect, it } from "vitest";
import { McpManager, type McpServerConfig } from "../src/index.js";
import { alive, FAILURE_SERVER, stdio, tempDir, until } from "./support.js";

const managers: McpManager[] = [];
afterEach(async () => {
  await Promise.all(managers.splice(0).map((m) => m.close()));
});

async function connect(servers: McpServerConfig[], more: Partial<ConstructorParameters<typeof McpManager>[0]> = {}) {
  const mcp = new McpManager({ servers, backoffMs: [100], stopGraceMs: 500, ...more });
  managers.push(mcp);
  mcp.start();
  await mcp.waitForServers(30_000);
  return mcp;
}

function failing(name: string, args: string[] = [], more: Partial<McpServerConfig> = {}) {
  return stdio(name, process.execPath, [FAILURE_SERVER, ...args], more);
}

function tool(mcp: McpManager, name: string) {
  const found = mcp.tools().find((t) => t.name === name);
  if (found === undefined)
    throw new Error(
      `no tool ${name}: ${mcp
        .tools()
        .map((t) => t.name)
        .join(", ")}`,
    );
  return found;
}

describe("failure cases against the in-repo server", () => {
  it("skips tools whose schema is not an object schema, saying why, and keeps the others", async () => {
    const mcp = await connect([failing("f")]);
    const names = mcp.tools().map((t) => t.name);
    expect(names).toContain("mcp__f__echo");
    expect(names).not.toContain("mcp__f__not_an_object_schema");
    const [status] = mcp.status();
    expect(status?.rejectedTools.join("\n")).toContain('tool "not-an-object-schema" skipped');
    expect(status?.error).toContain("not-an-object-schema");
  });

  it("an uncompilable schema goes through the same validation as every tool (a clear error, no call)", async () => {
    const mcp = await connect([failing("f")]);
    const bad = tool(mcp, "mcp__f__uncompilable_schema");
    const checked = validateToolArguments(bad, { x: 1 });
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(checked.message).toContain("could not be compiled");
  });

  it("an isError result is an error result", async () => {
    const mcp = await connect([failing("f")]);
    const result = await tool(mcp, "mcp__f__fail").execute("1", {}, undefined, undefined);
    expect(result.isError).toBe(true);
    expect(result.content).toEqual([{ type: "text", text: "it failed on purpose" }]);
  });

  it("a server that dies mid-call: the call fails saying so, the death is reported, and it reconnects", async () => {
    const events: string[] = [];
    const mcp = await connect([failing("f")], {
      onEvent: (e) => {
        if (e.type === "mcp_server_state") events.push(`${e.state}${e.error ? `: ${e.error}` : ""}`);
      },
    });
    await expect(tool(mcp, "mcp__f__die").execute("1", {}, undefined, undefined)).rejects.toThrow(/MCP server "f"/);
    await until(() => events.some((e) => e.startsWith("failed: the server process ended (exit code 3)")));
    // Its tools stay declared and answer with an error saying so until it is back.
    await until(() => mcp.status()[0]?.state === "connected");
    const result = await tool(mcp, "mcp__f__echo").execute("2", { text: "back" }, undefined, undefined);
    expect(result.content).toEqual([{ type: "text", text: "echo: back" }]);
  });

  it("a tool of a dead server answers with an error naming the server and the reason", async () => {
    const mcp = await connect([failing("f")], { backoffMs: [60_000] });
    await tool(mcp, "mcp__f__die")
      .execute("1", {}, undefined, undefined)
      .catch(() => undefined);
    await until(() => mcp.status()[0]?.state === "failed");
    await expect(tool(mcp, "mcp__f__echo").execute("2", { text: "x" }, undefined, undefined)).rejects.toThrow(
      /MCP server "f" is not connected: the server process ended \(exit code 3\).*reconnecting/,
    );
  });

  it("abort sends notifications/cancelled to the server", async () => {
    const dir = tempDir();
    const log = join(dir, "calls.jsonl");
    writeFileSync(log, "");
    const mcp = await connect([failing("f", ["--call-log", log])]);
    const controller = new AbortController();
    const call = tool(mcp, "mcp__f__hang").execute("1", {}, controller.signal, undefined);
    await until(() => readFileSync(log, "utf8").includes('"hang"'));
    controller.abort();
    await expect(call).rejects.toThrow();
    await until(() => readFileSync(log, "utf8").includes('{"cancelled":"hang"}'));
  });

  it("a hanging call ends with a timeout error after the server's timeout", async () => {
    const mcp = await connect([failing("f", [], { timeoutMs: 3000 })]);
    await expect(tool(mcp, "mcp__f__hang").execute("1", {}, undefined, undefined)).rejects.toThrow(/timed out/i);
  });

  it("a command that does not exist is reported as such", async () => {
    const mcp = await connect([stdio("ghost", "/nonexistent/keel-no-such-server", [])], { backoffMs: [60_000] });
    expect(mcp.status()[0]).toMatchObject({ state: "failed", error: expect.stringContaining("command not found") });
  });

  it("stopping kills the whole process group, a wrapper's child included, even when it ignores SIGTERM", async () => {
    const dir = tempDir();
    const pids = join(dir, "pids");
    writeFileSync(pids, "");
    const mcp = await connect([failing("f", ["--spawn-child", "--ignore-sigterm", "--pid-file", pids])]);
    const [leader, child] = readFileSync(pids, "utf8").trim().split("\n").map(Number) as [number, number];
    expect(alive(leader) && alive(child)).toBe(true);
    await mcp.close();
    await until(() => !alive(leader) && !alive(child));
  });
});

describe("exposure", () => {
  it("a 300-tool server is deferred: only tool_search is declared, and it declares matches for the next request", async () => {
    const mcp = await connect([failing("big", ["--many", "300"])]);
    expect(mcp.status()[0]?.exposure).toBe("deferred");
    expect(mcp.tools().map((t) => t.name)).toEqual(["tool_search"]);
    let changes = 0;
    mcp.onToolsChanged(() => changes++);
    const result = await tool(mcp, "tool_search").execute("1", { query: "frobnicator" }, undefined, undefined);
    expect(result.content[0]).toMatchObject({ text: expect.stringContaining("mcp__big__widget_137") });
    expect(changes).toBe(1);
    expect(mcp.tools().map((t) => t.name)).toContain("mcp__big__widget_137");
    const widget = await tool(mcp, "mcp__big__widget_137").execute("2", { value: 1 }, undefined, undefined);
    expect(widget.content[0]).toMatchObject({ text: 'widget-137 called with {"value":1}' });
  });

  it("callableTools() holds a deferred server's tools without declaring them (for codemode scripts)", async () => {
    const mcp = await connect([failing("big", ["--many", "300"])]);
    const callable = mcp.callableTools().map((t) => t.name);
    expect(callable).toContain("mcp__big__widget_137");
    expect(callable).not.toContain("tool_search");
    expect(mcp.tools().map((t) => t.name)).toEqual(["tool_search"]);
  });

  it("tool_search says so when nothing matches", async () => {
    const mcp = await connect([failing("big", ["--many", "30"])]);
    const result = await tool(mcp, "tool_search").execute("1", { query: "zzzz" }, undefined, undefined);
    expect(result.content[0]).toMatchObject({ text: expect.stringContaining('No MCP tool matches "zzzz"') });
  });

  it("the first request never declares more than 32 MCP tools unless exposure is direct", async () => {
    // 5 servers of 6 tools (the failure server lists 4 usable ones + 2 rejected/uncompilable → 5 usable) and more.
    const servers = ["a", "b", "c", "d", "e", "f", "g", "h"].map((n) => failing(n, ["--many", "0"]));
    const mcp = await connect(servers);
    const mcpTools = mcp.tools().filter((t) => t.name.startsWith("mcp__"));
    expect(mcpTools.length).toBeLessThanOrEqual(32);
    expect(mcp.status().some((s) => s.exposure === "deferred")).toBe(true);
    expect(mcp.tools().map((t) => t.name)).toContain("tool_search");
  });

  it("exposure: direct declares a large server's tools anyway", async () => {
    const mcp = await connect([failing("big", ["--many", "40"], { exposure: "direct" })]);
    expect(mcp.tools().filter((t) => t.name.startsWith("mcp__big__")).length).toBe(45);
  });
});
