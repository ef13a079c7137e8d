/**
 * Test helpers shared by the provider adapters' tests (not shipped in
 * `dist`). Every adapter test talks to a loopback replay server; nothing
 * leaves the machine.
 */
import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { afterEach, beforeEach } from "vitest";
import type { Api, Model } from "../../model.js";
import { type ReplayServer, startReplayServer } from "../../testing/replay-server.js";

/**
 * The recorded provider streams (`shared/fixtures/providers/`), which sit
 * beside the repository root (`/work/shared` next to `/work/main`; CI puts
 * a copy of `shared/` beside its clone too).
 */
export const SHARED_FIXTURES = new URL("../../../../../../shared/fixtures/providers/", import.meta.url);

/** Every `*.chunks.txt` file of one fixture folder, as `[name, url]`, sorted by name. */
export function fixtureFiles(folder: URL): [string, URL][] {
  return readdirSync(fileURLToPath(folder))
    .filter((name) => name.endsWith(".chunks.txt"))
    .sort()
    .map((name) => [name, new URL(name, folder)]);
}

/** A model description for adapter tests, pointed at `baseUrl`. */
export function testModel(api: Api, baseUrl: string, overrides: Partial<Model> = {}): Model {
  return {
    id: "test-model",
    name: "Test model",
    api,
    provider: "openai",
    baseUrl,
    reasoning: false,
    input: ["text", "image"],
    cost: { input: 2, output: 8, cacheRead: 0.5, cacheWrite: 0 },
    contextWindow: 128_000,
    maxTokens: 4096,
    ...overrides,
  };
}

/** Starts a replay server before each test and closes it after; read it through the getter. */
export function useReplayServer(): () => ReplayServer {
  let server: ReplayServer | undefined;
  beforeEach(async () => {
    server = await startReplayServer();
  });
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });
  return () => {
    if (!server) throw new Error("useReplayServer(): the server exists only inside a test");
    return server;
  };
}
