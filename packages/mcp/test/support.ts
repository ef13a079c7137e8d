import { mkdtempSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { McpServerConfig } from "../src/index.js";

const here = dirname(fileURLToPath(import.meta.url));
const pkg = resolve(here, "..");

/** The in-repo failure server. */
export const FAILURE_SERVER = join(here, "fixtures", "failure-server.mjs");
/** The reference servers from node_modules. */
export const EVERYTHING = join(pkg, "node_modules", "@modelcontextprotocol", "server-everything", "dist", "index.js");
export const FILESYSTEM = join(pkg, "node_modules", "@modelcontextprotocol", "server-filesystem", "dist", "index.js");

export function tempDir(): string {
  return mkdtempSync(join(tmpdir(), "keel-mcp-"));
}

export function stdio(
  name: string,
  command: string,
  args: string[],
  more: Partial<McpServerConfig> = {},
): McpServerConfig {
  return {
    name,
    transport: "stdio",
    command,
    args,
    env: {},
    enabled: true,
    timeoutMs: 20_000,
    source: "test",
    ...more,
  } as McpServerConfig;
}

/** A free loopback port (closed again before it is returned). */
export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once("error", fail);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address !== null ? address.port : 0;
      server.close(() => done(port));
    });
  });
}

/** Whether a process is alive. */
export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Polls `check` until it is true (no timing asserted: the test's own timeout bounds it). */
export async function until(check: () => boolean | Promise<boolean>, stepMs = 50): Promise<void> {
  while (!(await check())) await new Promise((r) => setTimeout(r, stepMs));
}
