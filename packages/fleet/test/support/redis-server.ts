import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Redis } from "ioredis";

/** A throwaway redis-server on a free loopback port, with no persistence. */
export interface TestRedis {
  url: string;
  stop(): Promise<void>;
}

/** Whether `redis-server` is on the PATH. */
export function redisServerPath(): string | undefined {
  const found = spawnSync("sh", ["-c", "command -v redis-server"], { encoding: "utf8" });
  const path = found.stdout.trim();
  return found.status === 0 && path !== "" ? path : undefined;
}

/**
 * Skip tests that need Redis when it is missing, unless CI requires every
 * system program (`KEEL_REQUIRE_SYSTEM_TOOLS=1`): then they run and fail.
 */
export const skipWithoutRedis = redisServerPath() === undefined && process.env.KEEL_REQUIRE_SYSTEM_TOOLS !== "1";
if (skipWithoutRedis)
  console.warn("skipping the fleet tests: redis-server is not installed (apt-get install redis-server)");

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address !== null ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Starts redis-server in a temp dir and waits until it answers (with `password`, it requires it). */
export async function startRedis(password?: string): Promise<TestRedis> {
  const binary = redisServerPath();
  if (binary === undefined) throw new Error("redis-server is not installed; KEEL_REQUIRE_SYSTEM_TOOLS=1 requires it");
  const dir = mkdtempSync(join(tmpdir(), "keel-fleet-redis-"));
  const port = await freePort();
  const child: ChildProcess = spawn(
    binary,
    [
      "--port",
      String(port),
      "--bind",
      "127.0.0.1",
      "--save",
      "",
      "--appendonly",
      "no",
      "--dir",
      dir,
      ...(password ? ["--requirepass", password] : []),
    ],
    { stdio: "ignore" },
  );
  const url = `redis://127.0.0.1:${port}`;
  const client = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
    ...(password ? { password } : {}),
  });
  client.on("error", () => undefined); // refused until the server listens
  for (let i = 0; ; i++) {
    try {
      await client.connect();
      await client.ping();
      break;
    } catch {
      client.disconnect();
      if (i > 100) throw new Error(`redis-server did not start on port ${port}`);
      await new Promise((done) => setTimeout(done, 50));
    }
  }
  client.disconnect();
  return {
    url,
    stop: async () => {
      child.kill("SIGKILL");
      await new Promise((done) => (child.exitCode !== null ? done(undefined) : child.once("exit", done)));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
