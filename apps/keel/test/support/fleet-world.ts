import { execFileSync } from "node:child_process";
import { afterAll, beforeAll } from "vitest";
import { skipWithoutRedis, startRedis, type TestRedis } from "../../../../packages/fleet/test/support/redis-server.js";

/** The redis-server of a test file, as its tests see it. */
export interface SuiteRedis {
  /** The server's URL; throws when it was not started (the file's tests skip then). */
  readonly url: string;
}

/**
 * Starts a throwaway redis-server before the tests of the calling file and
 * stops it after them. With `skip` (default: redis-server is missing) it
 * starts nothing: the file's fleet tests are meant to be skipped then.
 */
export function suiteRedis(skip: boolean = skipWithoutRedis): SuiteRedis {
  let redis: TestRedis | undefined;
  beforeAll(async () => {
    if (!skip) redis = await startRedis();
  }, 60_000);
  afterAll(async () => redis?.stop());
  return {
    get url() {
      if (redis === undefined) throw new Error("the suite's redis-server was not started");
      return redis.url;
    },
  };
}

/**
 * Polls `check` every 200 ms until it returns a value, and resolves with it;
 * after `limitMs` it throws "gave up waiting for <what>".
 */
export async function waitFor<T>(what: string, check: () => Promise<T | undefined>, limitMs = 120_000): Promise<T> {
  const deadline = Date.now() + limitMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what}`);
    await new Promise((done) => setTimeout(done, 200));
  }
}

/**
 * Makes `dir` a git repository with one commit, "first", of the files in it
 * now (author t <t@example.invalid>, whatever the machine's git identity).
 */
export function commitFirst(dir: string): void {
  const git = (...args: string[]) =>
    execFileSync("git", ["-c", "user.email=t@example.invalid", "-c", "user.name=t", ...args], { cwd: dir });
  git("init", "--quiet");
  git("add", ".");
  git("commit", "--quiet", "-m", "first");
}
