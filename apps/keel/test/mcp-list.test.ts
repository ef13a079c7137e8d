import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { McpListReportSchema } from "@keel/coding-agent/internal";
import { Compile } from "typebox/schema";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { KeelWorld } from "./support/keel-world.js";

const FAILURE_SERVER = fileURLToPath(
  new URL("../../../packages/mcp/test/fixtures/failure-server.mjs", import.meta.url),
);
const EVERYTHING = fileURLToPath(
  new URL("../../../packages/mcp/node_modules/@modelcontextprotocol/server-everything/dist/index.js", import.meta.url),
);
const report = Compile(McpListReportSchema);

let world: KeelWorld;
beforeEach(() => {
  world = new KeelWorld();
});
afterEach(() => world.close());

function writeMcp(servers: Record<string, unknown>): void {
  world.write(join(world.keelHome, "mcp.json"), `${JSON.stringify({ mcpServers: servers }, null, 2)}\n`);
}

describe("keel mcp list names each connected server's tools", () => {
  it("prints the names after the count, in the server's order; a server that failed or is disabled has none", async () => {
    writeMcp({
      f: { command: process.execPath, args: [FAILURE_SERVER, "--many", "2"] },
      ghost: { command: "/nonexistent/keel-no-such-server" },
      off: { command: process.execPath, args: [FAILURE_SERVER], enabled: false },
    });
    const list = await world.run(["mcp", "list"]);
    expect(list.code).toBe(1);
    const lines = list.stdout.trim().split("\n");
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(
      /^f {2}connected {2}7 tools \(direct\): echo, die, hang, fail, uncompilable-schema, widget-0, widget-1 {2}tool "not-an-object-schema" skipped/,
    );
    expect(lines[1]).toBe("ghost  failed  -  command not found: /nonexistent/keel-no-such-server");
    expect(lines[2]).toBe("off  disabled  -");
  });

  it("lists a real third-party server's tools (the reference 'everything' server)", async () => {
    writeMcp({ everything: { command: process.execPath, args: [EVERYTHING, "stdio"] } });
    const list = await world.run(["mcp", "list"]);
    expect(list.code).toBe(0);
    const names = /^everything {2}connected {2}\d+ tools \([a-z]+\): (.*)$/m.exec(list.stdout)?.[1]?.split(", ");
    expect(names).toContain("echo");
  }, 60_000);
});

describe("keel mcp list --json", () => {
  it("prints one object of the documented shape: each tool's name, model name and description, failures and problems", async () => {
    writeMcp({
      f: { command: process.execPath, args: [FAILURE_SERVER, "--many", "1"], exposure: "direct" },
      ghost: { command: "/nonexistent/keel-no-such-server" },
      bad: { command: 42 },
    });
    const list = await world.run(["mcp", "list", "--json"]);
    expect(list.code).toBe(1);
    expect(list.stdout.trim().split("\n")).toHaveLength(1);
    const parsed: unknown = JSON.parse(list.stdout);
    expect(report.Check(parsed)).toBe(true);
    const { servers, diagnostics } = report.Parse(parsed);
    const f = servers.find((server) => server.name === "f");
    expect(f).toMatchObject({ state: "connected", transport: "stdio", exposure: "direct", toolCount: 6 });
    expect(f?.source).toBe(join(world.keelHome, "mcp.json"));
    expect(f?.tools[0]).toEqual({ name: "echo", modelName: "mcp__f__echo", description: "Echoes the text back." });
    expect(f?.tools.map((tool) => tool.modelName)).toContain("mcp__f__widget_0");
    expect(f?.rejectedTools.join(" ")).toContain("not-an-object-schema");
    const ghost = servers.find((server) => server.name === "ghost");
    expect(ghost).toMatchObject({ state: "failed", toolCount: 0, tools: [] });
    expect(ghost?.error).toContain("command not found");
    // The invalid entry is a problem in the report (and on stderr), not a server.
    expect(servers.map((server) => server.name)).not.toContain("bad");
    expect(diagnostics.some((d) => d.severity === "error" && d.message.includes('"bad"'))).toBe(true);
    expect(list.stderr).toContain('"bad"');
  });

  it("prints an empty report (exit 0) when no server is configured", async () => {
    const list = await world.run(["mcp", "list", "--json"]);
    expect(list.code).toBe(0);
    expect(JSON.parse(list.stdout)).toEqual({ servers: [], diagnostics: [] });
  });

  it("bad input is refused with exit 2 and says what to do", async () => {
    const add = await world.run(["mcp", "add", "f", "--json", "--", "x"]);
    expect(add.code).toBe(2);
    expect(add.stderr).toContain("--json is for keel mcp list, not keel mcp add");
    const named = await world.run(["mcp", "list", "f"]);
    expect(named.code).toBe(2);
    expect(named.stderr).toContain('keel mcp list takes no server name; got "f"');
    expect(named.stderr).toContain("keel mcp list --json");
  });
});
