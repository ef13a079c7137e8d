// biome-ignore-all lint/suspicious/noTemplateCurlyInString: ${VAR} is the mcp.json syntax under test, not a template.
import { type ChildProcess, spawn } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { McpManager, type McpServerConfig } from "../src/index.js";
import { EVERYTHING, freePort, until } from "./support.js";

describe("server-everything over streamable HTTP", () => {
  let server: ChildProcess;
  let port: number;
  let stderr = "";
  beforeAll(async () => {
    port = await freePort();
    server = spawn(process.execPath, [EVERYTHING, "streamableHttp"], {
      env: { ...process.env, PORT: String(port) },
      stdio: ["ignore", "ignore", "pipe"],
    });
    server.stderr?.setEncoding("utf8").on("data", (text: string) => {
      stderr += text;
    });
    await until(() => stderr.includes("listening on port"));
  }, 30_000);
  afterAll(() => {
    server.kill("SIGKILL");
  });

  const http = (more: Partial<McpServerConfig> = {}): McpServerConfig =>
    ({
      name: "remote",
      transport: "http",
      url: `http://127.0.0.1:${port}/mcp`,
      headers: { "X-Keel-Test": "${KEEL_TEST_HEADER}" },
      enabled: true,
      timeoutMs: 20_000,
      source: "test",
      ...more,
    }) as McpServerConfig;

  it("connects, calls tools and reads progress over HTTP, then ends the session on close", async () => {
    const mcp = new McpManager({ servers: [http()], env: { KEEL_TEST_HEADER: "yes" } });
    mcp.start();
    await mcp.waitForServers(30_000);
    try {
      expect(mcp.status()[0]).toMatchObject({ state: "connected", transport: "http", exposure: "direct" });
      const echo = mcp.tools().find((t) => t.name === "mcp__remote__echo");
      const result = await echo?.execute("1", { message: "over http" }, undefined, undefined);
      expect(result?.content[0]).toMatchObject({ type: "text", text: expect.stringContaining("over http") });
      const long = mcp.tools().find((t) => t.name === "mcp__remote__trigger_long_running_operation");
      const updates: unknown[] = [];
      await long?.execute("2", { duration: 0.4, steps: 2 }, undefined, (u) => updates.push(u.details));
      // The last step may arrive together with the result (the SDK then drops it); the first does not.
      expect(updates[0]).toMatchObject({ progress: { progress: 1, total: 2 } });
    } finally {
      await mcp.close();
    }
    expect(mcp.status()[0]?.state).toBe("closed");
  });

  it("a server that is not listening is reported as failed with the reason", async () => {
    const closed = await freePort();
    const mcp = new McpManager({
      servers: [http({ name: "down", url: `http://127.0.0.1:${closed}/mcp` } as Partial<McpServerConfig>)],
      backoffMs: [60_000],
    });
    mcp.start();
    await mcp.waitForServers(30_000);
    try {
      expect(mcp.status()[0]).toMatchObject({ state: "failed", error: expect.any(String) });
      expect(mcp.tools()).toEqual([]);
    } finally {
      await mcp.close();
    }
  });
});
