// biome-ignore-all lint/suspicious/noTemplateCurlyInString: ${VAR} is the mcp.json syntax under test, not a template.
import { describe, expect, it } from "vitest";
import { expandVariables } from "./expand-variables.js";
import { mergeMcpConfigs } from "./merge-mcp-configs.js";
import { parseMcpServers } from "./parse-mcp-servers.js";

describe("parseMcpServers", () => {
  it("reads Claude Desktop entries unchanged: stdio by command, HTTP by url, type optional", () => {
    const parsed = parseMcpServers(
      {
        mcpServers: {
          fs: { command: "npx", args: ["-y", "@modelcontextprotocol/server-filesystem", "."], env: { A: "${B}" } },
          docs: { type: "http", url: "https://example.com/mcp", headers: { Authorization: "Bearer ${T}" }, timeout: 5 },
          other: { type: "streamable-http", url: "https://example.com/other", alwaysAllow: ["x"] },
        },
      },
      "/home/u/.keel/mcp.json",
    );
    expect(parsed.problems).toEqual([]);
    expect(parsed.servers.map((s) => [s.name, s.transport, s.timeoutMs])).toEqual([
      ["fs", "stdio", 60_000],
      ["docs", "http", 5000],
      ["other", "http", 60_000],
    ]);
  });

  it("refuses sse with a message saying to use the streamable HTTP URL, and keeps the other servers", () => {
    const parsed = parseMcpServers(
      { mcpServers: { old: { type: "sse", url: "https://x/sse" }, ok: { command: "srv" } } },
      "mcp.json",
    );
    expect(parsed.servers.map((s) => s.name)).toEqual(["ok"]);
    expect(parsed.problems).toEqual([
      expect.objectContaining({
        source: "mcp.json",
        server: "old",
        message: "the legacy SSE transport is not supported",
        hint: expect.stringContaining("streamable HTTP URL"),
      }),
    ]);
  });

  it("reports an unknown type, a wrong field type, a missing command and a bad name, each with file and server", () => {
    const parsed = parseMcpServers(
      {
        mcpServers: {
          a: { type: "websocket", url: "ws://x" },
          b: { command: "x", args: "not-a-list" },
          c: { type: "stdio" },
          "bad name": { command: "x" },
        },
      },
      "p.json",
    );
    expect(parsed.servers).toEqual([]);
    expect(parsed.problems.map((p) => [p.server, p.message])).toEqual([
      ["a", 'unknown type "websocket"'],
      ["b", expect.stringContaining("args")],
      ["c", 'a stdio server needs "command"'],
      ["bad name", "the server name may contain only letters, digits, _ and -"],
    ]);
    expect(parsed.problems.every((p) => p.source === "p.json")).toBe(true);
  });

  it("points a VS Code file at mcpServers", () => {
    const parsed = parseMcpServers({ servers: { x: { command: "y" } } }, "mcp.json");
    expect(parsed.problems[0]?.hint).toContain("mcpServers");
  });
});

describe("mergeMcpConfigs", () => {
  it("a project entry replaces the user's; an override changes only enabled and exposure", () => {
    const user = parseMcpServers(
      { mcpServers: { a: { command: "a-user" }, b: { command: "b", env: { K: "v" } } } },
      "user",
    );
    const project = parseMcpServers(
      { mcpServers: { a: { command: "a-project" }, b: { enabled: false }, c: { url: "http://127.0.0.1:1/mcp" } } },
      "project",
    );
    const merged = mergeMcpConfigs([user, project]);
    expect(merged.problems).toEqual([]);
    expect(merged.servers.map((s) => [s.name, s.source, s.enabled])).toEqual([
      ["a", "project", true],
      ["b", "user", false],
      ["c", "project", true],
    ]);
    expect(merged.servers[1]).toMatchObject({ env: { K: "v" } });
  });

  it("refuses a second server whose name differs only in - and _", () => {
    const merged = mergeMcpConfigs([
      parseMcpServers({ mcpServers: { "my-x": { command: "a" }, my_x: { command: "b" } } }, "f"),
    ]);
    expect(merged.servers.map((s) => s.name)).toEqual(["my-x"]);
    expect(merged.problems[0]).toMatchObject({ server: "my_x" });
  });
});

describe("expandVariables", () => {
  it("expands ${VAR} and ${VAR:-default} and names what is missing", () => {
    expect(expandVariables("Bearer ${T} ${U:-none} ${MISSING}", { T: "abc" })).toEqual({
      value: "Bearer abc none ",
      missing: ["MISSING"],
    });
  });
});
