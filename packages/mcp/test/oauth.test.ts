import { readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { createOAuthProviderFactory } from "../src/auth/oauth-provider.js";
import { loginMcpServer, logoutMcpServer, type McpHttpServerConfig, McpManager } from "../src/index.js";
import { startOAuthFixture } from "./oauth-fixture.js";
import { tempDir } from "./support.js";

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
});

function config(url: string): McpHttpServerConfig {
  return { name: "secure", transport: "http", url, headers: {}, enabled: true, timeoutMs: 20_000, source: "test" };
}

/** A "browser" that follows the authorization page's redirect to the loopback callback. */
const browser = async (url: URL) => {
  await fetch(url, { redirect: "follow" });
};

async function connect(file: string, url: string) {
  const mcp = new McpManager({
    servers: [config(url)],
    authProvider: createOAuthProviderFactory({ file, mode: "session" }),
    backoffMs: [60_000],
  });
  closers.push(() => mcp.close());
  mcp.start();
  await mcp.waitForServers(20_000);
  return mcp;
}

for (const layout of ["2025-06-18", "2025-03-26"] as const) {
  describe(`OAuth (${layout} discovery)`, () => {
    it("without sign-in the server needs auth; login registers a client, saves tokens 0600, and the session connects", async () => {
      const fixture = await startOAuthFixture(layout);
      closers.push(fixture.close);
      const file = join(tempDir(), "mcp-auth.json");
      const before = await connect(file, fixture.url);
      expect(before.status()[0]).toMatchObject({
        state: "needs-auth",
        error: expect.stringContaining("keel mcp login secure"),
      });

      const messages: string[] = [];
      const login = await loginMcpServer({
        file,
        config: config(fixture.url),
        openBrowser: browser,
        onMessage: (m) => messages.push(m),
      });
      expect(login).toEqual({ ok: true });
      expect(messages[0]).toContain("/authorize?");
      expect(fixture.log.registrations).toBe(1);
      expect(statSync(file).mode & 0o777).toBe(0o600);
      expect(readFileSync(file, "utf8")).toContain("access_token");

      const after = await connect(file, fixture.url);
      expect(after.status()[0]?.state).toBe("connected");
      const whoami = after.tools().find((t) => t.name === "mcp__secure__whoami");
      const result = await whoami?.execute("1", {}, undefined, undefined);
      expect(result?.content).toEqual([{ type: "text", text: "signed-in user" }]);
    });
  });
}

describe("OAuth tokens", () => {
  it("a rejected access token is refreshed with the refresh token, without a new sign-in", async () => {
    const fixture = await startOAuthFixture();
    closers.push(fixture.close);
    const file = join(tempDir(), "mcp-auth.json");
    expect(await loginMcpServer({ file, config: config(fixture.url), openBrowser: browser })).toEqual({ ok: true });
    fixture.revokeAccessTokens();
    const mcp = await connect(file, fixture.url);
    expect(mcp.status()[0]?.state).toBe("connected");
    expect(fixture.log.grants).toEqual(["authorization_code", "refresh_token"]);
  });

  it("a server that was never signed in to needs auth without registering a client; login asks for the configured scopes", async () => {
    const fixture = await startOAuthFixture();
    closers.push(fixture.close);
    const file = join(tempDir(), "mcp-auth.json");
    const scoped = { ...config(fixture.url), oauth: { scopes: ["read"] } };
    const mcp = new McpManager({
      servers: [scoped],
      authProvider: createOAuthProviderFactory({ file, mode: "session" }),
      backoffMs: [60_000],
    });
    closers.push(() => mcp.close());
    mcp.start();
    await mcp.waitForServers(20_000);
    expect(mcp.status()[0]?.state).toBe("needs-auth");
    expect(fixture.log.registrations).toBe(0);
    expect(await loginMcpServer({ file, config: scoped, openBrowser: browser })).toEqual({ ok: true });
    expect(fixture.log.scopesAsked.at(-1)?.split(" ")).toContain("read");
  });

  it("logout deletes the stored credentials", async () => {
    const fixture = await startOAuthFixture();
    closers.push(fixture.close);
    const file = join(tempDir(), "mcp-auth.json");
    await loginMcpServer({ file, config: config(fixture.url), openBrowser: browser });
    expect(logoutMcpServer(file, config(fixture.url))).toBe(true);
    expect(readFileSync(file, "utf8")).not.toContain("access_token");
    expect(logoutMcpServer(file, config(fixture.url))).toBe(false);
  });
});
