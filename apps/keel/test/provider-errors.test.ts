import { join } from "node:path";
import { replyText } from "@keel/coding-agent/testing";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { KeelWorld } from "./support/keel-world.js";

let world: KeelWorld;
beforeEach(() => {
  world = new KeelWorld();
});
afterEach(() => world.close());

describe("provider errors that no retry fixes, as `keel -p` reports them", () => {
  it("a 429 asking for a longer wait than Keel's limit says how long, the limit and what to do", async () => {
    const server = await world.model([
      {
        kind: "http-error",
        status: 429,
        body: { error: { message: "slow down", type: "rate_limit" } },
        headers: { "retry-after": "3600" },
      },
      replyText("never asked for"),
    ]);
    const run = await world.run(["--model", "local/scripted", "-p", "hi"]);
    expect(run.code).toBe(1);
    expect(run.stdout).toBe("");
    expect(run.stderr).toContain(
      "429 slow down. The provider asked to wait 1 h; Keel waits at most 60 s (retry.maxDelayMs) — " +
        "retry later or raise retry.maxDelayMs in settings.json.",
    );
    expect(run.stderr).not.toContain("retrying");
    expect(server.requests).toHaveLength(1);
  });

  it("names the limit of the settings and the wait in minutes (retry-after as an HTTP date too)", async () => {
    world.write(join(world.keelHome, "settings.json"), JSON.stringify({ retry: { maxDelayMs: 5000 } }));
    await world.model([
      {
        kind: "http-error",
        status: 503,
        body: { error: { message: "busy" } },
        headers: { "retry-after": new Date(Date.now() + 10 * 60_000 + 30_000).toUTCString() },
      },
    ]);
    const run = await world.run(["--model", "local/scripted", "-p", "hi"]);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/The provider asked to wait 10 min (29|30) s; Keel waits at most 5 s/);
  });

  it("a host name that does not resolve fails at once, naming the host, with no retries", async () => {
    const server = await world.model([]);
    const models = server.modelsJson() as { providers: Record<string, { baseUrl: string; apiKeyEnv?: string }> };
    for (const provider of Object.values(models.providers)) {
      provider.baseUrl = "http://no-such-host.invalid/v1";
      provider.apiKeyEnv = "TEST_PROVIDER_KEY";
    }
    world.write(join(world.keelHome, "models.json"), JSON.stringify(models));
    const run = await world.run(["--model", "local/scripted", "-p", "hi"], { env: { TEST_PROVIDER_KEY: "sk-test" } });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(
      'Network error calling http://no-such-host.invalid/v1: the host name "no-such-host.invalid" does not resolve (ENOTFOUND).',
    );
    expect(run.stderr).not.toContain("retrying");
  });
});
