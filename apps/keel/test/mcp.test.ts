// biome-ignore-all lint/suspicious/noTemplateCurlyInString: ${VAR} is the mcp.json syntax under test, not a template.
import { readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { replyText, replyToolCalls } from "@keel/coding-agent/testing";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { FAILURE_SERVER } from "./support/codemode-runs.js";
import { finished, KeelWorld } from "./support/keel-world.js";

const EVERYTHING = fileURLToPath(
  new URL("../../../packages/mcp/node_modules/@modelcontextprotocol/server-everything/dist/index.js", import.meta.url),
);

let world: KeelWorld;
beforeEach(() => {
  world = new KeelWorld();
});
afterEach(() => world.close());

type Body = { messages: { role: string; content: unknown }[]; tools?: { function: { name: string } }[] };
const text = (content: unknown): string =>
  typeof content === "string" ? content : (content as { text?: string }[]).map((p) => p.text ?? "").join("");
const toolNames = (body: Body) => (body.tools ?? []).map((t) => t.function.name);

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function until(check: () => boolean): Promise<void> {
  while (!check()) await new Promise((r) => setTimeout(r, 50));
}

function serverEntry(extra: string[] = []) {
  return { command: process.execPath, args: [FAILURE_SERVER, ...extra] };
}

function writeMcp(path: string, servers: Record<string, unknown>, more: Record<string, unknown> = {}) {
  world.write(path, `${JSON.stringify({ ...more, mcpServers: servers }, null, 2)}\n`);
}

describe("MCP servers through keel -p", () => {
  it("the model calls an MCP tool and its result reaches the next request", async () => {
    const calls = join(world.root, "calls.jsonl");
    writeFileSync(calls, "");
    writeMcp(join(world.keelHome, "mcp.json"), { f: serverEntry(["--call-log", calls]) });
    const server = await world.model([
      replyToolCalls([{ name: "mcp__f__echo", arguments: { text: "from the model" } }]),
      replyText("Done."),
    ]);
    const run = await world.run(["--model", "local/scripted", "--allow", "mcp__f__echo", "-p", "echo something"]);
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    const first = server.requests[0]?.body as Body;
    expect(toolNames(first)).toContain("mcp__f__echo");
    const second = server.requests[1]?.body as Body;
    const results = second.messages.filter((m) => m.role === "tool").map((m) => text(m.content));
    expect(results).toEqual(["echo: from the model"]);
    expect(readFileSync(calls, "utf8")).toContain('{"name":"echo","arguments":{"text":"from the model"}}');
  });

  it("a broken entry is reported on stderr with file and server while the other server still works", async () => {
    const path = join(world.keelHome, "mcp.json");
    writeMcp(path, { old: { type: "sse", url: "https://example.invalid/sse" }, f: serverEntry() });
    const server = await world.model([replyText("Done.")]);
    const run = await world.run(["--model", "local/scripted", "-p", "hi"]);
    expect(run.code).toBe(0);
    expect(run.stderr).toContain(path);
    expect(run.stderr).toContain('MCP server "old": the legacy SSE transport is not supported');
    expect(run.stderr).toContain("streamable HTTP URL");
    expect(toolNames(server.requests[0]?.body as Body)).toContain("mcp__f__echo");
  });

  it("bad JSON in a trusted project's .keel/mcp.json is reported with line and column; the user's servers still connect", async () => {
    writeMcp(join(world.keelHome, "mcp.json"), { f: serverEntry() });
    const project = world.write(
      join(world.project, ".keel", "mcp.json"),
      '{\n  "mcpServers": {\n    "x": { command: 1 }\n  }\n}\n',
    );
    const server = await world.model([replyText("Done.")]);
    const run = await world.run(["--model", "local/scripted", "--approve", "-p", "hi"]);
    expect(run.code).toBe(0);
    expect(run.stderr).toMatch(
      new RegExp(`${project.replaceAll("/", "\\/").replaceAll(".", "\\.")}:3:\\d+: error: invalid JSON`),
    );
    expect(toolNames(server.requests[0]?.body as Body)).toContain("mcp__f__echo");
  });

  it("an untrusted project's .keel/mcp.json starts nothing", async () => {
    const pids = join(world.root, "pids");
    writeFileSync(pids, "");
    writeMcp(join(world.project, ".keel", "mcp.json"), { p: serverEntry(["--pid-file", pids]) });
    const server = await world.model([replyText("Done.")]);
    const run = await world.run(["--model", "local/scripted", "-p", "hi"]);
    expect(run.code).toBe(0);
    expect(toolNames(server.requests[0]?.body as Body).some((n) => n.startsWith("mcp__"))).toBe(false);
    expect(readFileSync(pids, "utf8")).toBe("");
  });

  it("--no-mcp starts no server; --tools mcp__f__echo keeps only that MCP tool", async () => {
    const pids = join(world.root, "pids");
    writeFileSync(pids, "");
    writeMcp(join(world.keelHome, "mcp.json"), { f: serverEntry(["--pid-file", pids]) });
    const server = await world.model([replyText("one"), replyText("two")]);
    const off = await world.run(["--model", "local/scripted", "--no-mcp", "-p", "hi"]);
    expect(off.code).toBe(0);
    expect(readFileSync(pids, "utf8")).toBe("");
    expect(toolNames(server.requests[0]?.body as Body).some((n) => n.startsWith("mcp__"))).toBe(false);
    const some = await world.run(["--model", "local/scripted", "--tools", "read,mcp__f__echo", "-p", "hi"]);
    expect(some.code).toBe(0);
    expect(toolNames(server.requests[1]?.body as Body)).toEqual(["read", "mcp__f__echo"]);
  });

  it("a 300-tool server is deferred: tool_search declares a match for the next request, which the model then calls", async () => {
    writeMcp(join(world.keelHome, "mcp.json"), { big: serverEntry(["--many", "300"]) });
    const server = await world.model([
      replyToolCalls([{ name: "tool_search", arguments: { query: "frobnicator" } }]),
      replyToolCalls([{ name: "mcp__big__widget_137", arguments: { value: 7 } }]),
      replyText("Done."),
    ]);
    const run = await world.run([
      "--model",
      "local/scripted",
      "--allow",
      "tool_search",
      "--allow",
      "mcp__big__*",
      "-p",
      "frobnicate",
    ]);
    expect(run.code).toBe(0);
    const [first, second, third] = server.requests.map((r) => r.body as Body);
    expect(toolNames(first as Body).filter((n) => n.startsWith("mcp__"))).toEqual([]);
    expect(toolNames(first as Body)).toContain("tool_search");
    expect(toolNames(second as Body)).toContain("mcp__big__widget_137");
    const results = (third as Body).messages.filter((m) => m.role === "tool").map((m) => text(m.content));
    expect(results.at(-1)).toBe('widget-137 called with {"value":7}');
  });

  it("SIGINT during an MCP call stops the server's whole process group and exits 130", async () => {
    const pids = join(world.root, "pids");
    const calls = join(world.root, "calls.jsonl");
    writeFileSync(pids, "");
    writeFileSync(calls, "");
    writeMcp(join(world.keelHome, "mcp.json"), {
      f: serverEntry(["--spawn-child", "--ignore-sigterm", "--pid-file", pids, "--call-log", calls]),
    });
    await world.model([replyToolCalls([{ name: "mcp__f__hang", arguments: {} }]), replyText("never")]);
    const child = world.spawn(["--model", "local/scripted", "--allow", "mcp__f__hang", "-p", "hang"]);
    const done = finished(child.process);
    await until(() => readFileSync(calls, "utf8").includes('"hang"'));
    const started = readFileSync(pids, "utf8").trim().split("\n").map(Number);
    expect(started).toHaveLength(2);
    child.process.kill("SIGINT");
    const run = await done;
    expect(run.code).toBe(130);
    for (const pid of started) expect(alive(pid)).toBe(false);
  });

  for (const [signal, code] of [
    ["SIGTERM", 143],
    ["SIGHUP", 129],
  ] as const) {
    it(`${signal} stops every server's process group and exits ${code}`, async () => {
      const pids = join(world.root, "pids");
      const calls = join(world.root, "calls.jsonl");
      writeFileSync(pids, "");
      writeFileSync(calls, "");
      writeMcp(join(world.keelHome, "mcp.json"), {
        f: serverEntry(["--spawn-child", "--pid-file", pids, "--call-log", calls]),
      });
      await world.model([replyToolCalls([{ name: "mcp__f__hang", arguments: {} }]), replyText("never")]);
      const child = world.spawn(["--model", "local/scripted", "--allow", "mcp__f__hang", "-p", "hang"]);
      const done = finished(child.process);
      await until(() => readFileSync(calls, "utf8").includes('"hang"'));
      const started = readFileSync(pids, "utf8").trim().split("\n").map(Number);
      child.process.kill(signal);
      const run = await done;
      expect(run.code).toBe(code);
      for (const pid of started) expect(alive(pid)).toBe(false);
    });
  }
});

describe("keel mcp add / list / remove", () => {
  it("add writes the entry keeping unrelated content; list connects and prints one line per server; remove deletes it", async () => {
    const path = join(world.keelHome, "mcp.json");
    writeMcp(path, { keep: { command: "keep-me", args: ["x"], alwaysAllow: ["y"] } }, { comment: "mine" });
    const add = await world.run(["mcp", "add", "f", "--env", "A=${B}", "--", process.execPath, FAILURE_SERVER]);
    expect(add.stderr).toBe("");
    expect(add.code).toBe(0);
    const written = JSON.parse(readFileSync(path, "utf8"));
    expect(written).toEqual({
      comment: "mine",
      mcpServers: {
        keep: { command: "keep-me", args: ["x"], alwaysAllow: ["y"] },
        f: { command: process.execPath, args: [FAILURE_SERVER], env: { A: "${B}" } },
      },
    });
    const list = await world.run(["mcp", "list"]);
    // "keep-me" is not a command: list exits 1 and says so; f connects.
    expect(list.code).toBe(1);
    const lines = list.stdout.trim().split("\n");
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^keep {2}failed {2}- {2}command not found: keep-me/);
    expect(lines[1]).toMatch(/^f {2}connected {2}5 tools \(direct\)/);
    const remove = await world.run(["mcp", "remove", "keep"]);
    expect(remove.code).toBe(0);
    expect(Object.keys(JSON.parse(readFileSync(path, "utf8")).mcpServers)).toEqual(["f"]);
    const again = await world.run(["mcp", "list"]);
    expect(again.code).toBe(0);
  });

  it("add --url -l writes the project's file with headers; list honours --approve for it", async () => {
    const add = await world.run([
      "mcp",
      "add",
      "docs",
      "-l",
      "--url",
      "http://127.0.0.1:9/mcp",
      "--header",
      "X-K=${K}",
    ]);
    expect(add.code).toBe(0);
    const path = join(world.project, ".keel", "mcp.json");
    expect(JSON.parse(readFileSync(path, "utf8"))).toEqual({
      mcpServers: { docs: { url: "http://127.0.0.1:9/mcp", headers: { "X-K": "${K}" } } },
    });
    const untrusted = await world.run(["mcp", "list"]);
    expect(untrusted.stderr).toContain("not trusted");
    const approved = await world.run(["mcp", "list", "--approve"]);
    expect(approved.code).toBe(1);
    expect(approved.stdout).toMatch(/^docs {2}failed {2}-/);
  });

  it("refuses to rewrite a file that is not valid JSON, and says where", async () => {
    const path = world.write(join(world.keelHome, "mcp.json"), '{ "mcpServers": { ');
    const add = await world.run(["mcp", "add", "f", "--", "x"]);
    expect(add.code).toBe(1);
    expect(add.stderr).toContain(`${path}:1:`);
    expect(add.stderr).toContain("not changed");
    expect(readFileSync(path, "utf8")).toBe('{ "mcpServers": { ');
  });

  it("usage errors exit 2 and say what to do", async () => {
    const run = await world.run(["mcp", "add", "f"]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain("give the server's command after -- or its --url");
  });
});

describe("MCP configuration errors in JSON mode", () => {
  it("are an mcp_config_error event after the header, and on stderr", async () => {
    const path = join(world.keelHome, "mcp.json");
    writeMcp(path, { bad: { type: "carrier-pigeon", url: "http://x" } });
    await world.model([replyText("Done.")]);
    const run = await world.run(["--model", "local/scripted", "--mode", "json", "hi"]);
    expect(run.code).toBe(0);
    const lines = run.stdout
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line) as { type: string });
    expect(lines[1]).toMatchObject({
      type: "mcp_config_error",
      severity: "error",
      source: path,
      path: "/mcpServers/bad",
      message: 'MCP server "bad": unknown type "carrier-pigeon"',
    });
    expect(run.stderr).toContain('unknown type "carrier-pigeon"');
  });
});

describe("images from MCP tools", () => {
  for (const input of [["text", "image"], ["text"]]) {
    it(`reach a model with input ${JSON.stringify(input)} as ${input.includes("image") ? "image parts" : "a text placeholder that names the image"}`, async () => {
      writeMcp(join(world.keelHome, "mcp.json"), {
        everything: { command: process.execPath, args: [EVERYTHING, "stdio"] },
      });
      const server = await world.model([
        replyToolCalls([{ name: "mcp__everything__get_tiny_image", arguments: {} }]),
        replyText("A tiny image."),
      ]);
      const models = server.modelsJson() as { providers: { local: { models: Record<string, unknown>[] } } };
      for (const model of models.providers.local.models) model.input = input;
      world.write(join(world.keelHome, "models.json"), JSON.stringify(models));
      const run = await world.run(["--model", "local/scripted", "--allow", "mcp__everything__*", "-p", "show me"]);
      expect(run.code).toBe(0);
      const second = JSON.stringify(server.requests[1]?.body);
      expect(second).toContain("[image 1 from mcp tool mcp__everything__get_tiny_image: image/png]");
      if (input.includes("image")) expect(second).toContain("data:image/png;base64,");
      else {
        expect(second).not.toContain("data:image/png;base64,");
        expect(second).toContain("image omitted");
      }
    });
  }
});

describe("MCP tools and extensions", () => {
  it("an extension's getAllTools sees the MCP tools once their server connected", async () => {
    world.write(
      join(world.keelHome, "extensions", "lister.ts"),
      `
import { Type } from "typebox";
import type { ExtensionAPI } from "@keel/coding-agent";
export default function lister(pi: ExtensionAPI) {
  pi.registerTool({
    name: "list_all_tools",
    label: "List tools",
    description: "Lists every tool name.",
    parameters: Type.Object({}),
    async execute() {
      return { content: [{ type: "text", text: pi.getAllTools().map((t) => t.name).join(",") }] };
    },
  });
}
`,
    );
    writeMcp(join(world.keelHome, "mcp.json"), { f: serverEntry() });
    const server = await world.model([replyToolCalls([{ name: "list_all_tools", arguments: {} }]), replyText("Done.")]);
    const run = await world.run([
      "--model",
      "local/scripted",
      "--tools",
      "+list_all_tools",
      "--allow",
      "list_all_tools",
      "-p",
      "list",
    ]);
    expect(run.code).toBe(0);
    const second = server.requests[1]?.body as Body;
    const listed = text(second.messages.filter((m) => m.role === "tool")[0]?.content).split(",");
    expect(listed).toContain("mcp__f__echo");
    expect(listed).toContain("read");
  });
});

describe("keel mcp login / logout", () => {
  it("login prints the authorization page, receives the redirect, saves tokens 0600; a run then uses them; logout deletes them", async () => {
    const { startOAuthFixture } = await import("../../../packages/mcp/test/oauth-fixture.js");
    const fixture = await startOAuthFixture();
    try {
      writeMcp(join(world.keelHome, "mcp.json"), { secure: { url: fixture.url } });
      const before = await world.run(["mcp", "list"]);
      expect(before.code).toBe(1);
      expect(before.stdout).toMatch(/^secure {2}needs-auth {2}- {2}needs sign-in: run keel mcp login secure/);

      // BROWSER=true: no browser opens; the test follows the printed URL like a user would.
      const child = world.spawn(["mcp", "login", "secure"], { env: { BROWSER: "true" } });
      const done = finished(child.process);
      let stderr = "";
      child.process.stderr?.on("data", (chunk: Buffer) => {
        stderr += chunk.toString();
      });
      await until(() => /https?:\/\/\S+\/authorize\?\S+/.test(stderr));
      const page = /(https?:\/\/\S+\/authorize\?\S+)/.exec(stderr)?.[1] as string;
      await fetch(page, { redirect: "follow" });
      const login = await done;
      expect(login.code).toBe(0);
      expect(login.stdout).toBe('signed in to "secure"\n');
      const auth = join(world.keelHome, "mcp-auth.json");
      expect(statSync(auth).mode & 0o777).toBe(0o600);

      const after = await world.run(["mcp", "list"]);
      expect(after.code).toBe(0);
      expect(after.stdout).toMatch(/^secure {2}connected {2}1 tool \(direct\)/);

      const logout = await world.run(["mcp", "logout", "secure"]);
      expect(logout.stdout).toBe('signed out of "secure"\n');
      expect(readFileSync(auth, "utf8")).not.toContain("access_token");
    } finally {
      await fixture.close();
    }
  });
});

describe("the first request and slow servers", () => {
  it("waits a bounded time for a server that does not answer, then goes on without it and says so", async () => {
    writeMcp(join(world.keelHome, "mcp.json"), {
      f: serverEntry(),
      silent: { command: process.execPath, args: ["-e", "setInterval(() => {}, 1000)"] },
    });
    const server = await world.model([replyText("Done.")]);
    const run = await world.run(["--model", "local/scripted", "-p", "hi"]);
    expect(run.code).toBe(0);
    expect(run.stderr).toContain('keel: MCP server "silent" is still connecting; this request goes without its tools');
    const tools = toolNames(server.requests[0]?.body as Body);
    expect(tools).toContain("mcp__f__echo");
    expect(tools.some((name) => name.startsWith("mcp__silent__"))).toBe(false);
  }, 60_000);
});

describe("/mcp in print mode", () => {
  it("prints one line per server on stderr and makes no model call", async () => {
    writeMcp(join(world.keelHome, "mcp.json"), {
      f: serverEntry(),
      ghost: { command: "/nonexistent/keel-no-such-server" },
    });
    const server = await world.model([replyText("never")]);
    const run = await world.run(["--model", "local/scripted", "-p", "/mcp"]);
    expect(run.code).toBe(0);
    expect(server.requests).toHaveLength(0);
    // The failure server lists one tool with a bad schema: the line says it was skipped.
    expect(run.stderr).toMatch(/^f {2}connected {2}5 tools \(direct\) {2}tool "not-an-object-schema" skipped/m);
    expect(run.stderr).toMatch(/^ghost {2}failed {2}- {2}command not found: \/nonexistent\/keel-no-such-server$/m);
  });
});
