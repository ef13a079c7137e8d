import { spawn } from "node:child_process";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { auth, extractWWWAuthenticateParams } from "@modelcontextprotocol/sdk/client/auth.js";
import type { McpHttpServerConfig } from "../config/server-config.js";
import { AuthStore } from "./auth-store.js";
import { createOAuthProvider } from "./oauth-provider.js";

/** Options of {@link loginMcpServer}. */
export interface McpLoginOptions {
  /** The credentials file (`$KEEL_HOME/mcp-auth.json`). */
  file: string;
  config: McpHttpServerConfig;
  /**
   * Opens the authorization page. Default: `$BROWSER` when set, else
   * `xdg-open` (`open` on macOS); the URL is also given to `onMessage` for
   * a browser elsewhere.
   */
  openBrowser?: (url: URL) => void | Promise<void>;
  /** Progress lines for the user (the URL to open, what is awaited). */
  onMessage?: (text: string) => void;
  env?: Readonly<Record<string, string | undefined>>;
  /** Gives up waiting for the redirect after this long. Default 5 minutes. */
  timeoutMs?: number;
}

/** How a sign-in ended. */
export type McpLoginResult = { ok: true } | { ok: false; error: string };

/**
 * Signs in to an OAuth-protected HTTP server: discovers its authorization
 * server (the SDK's discovery, including the 2025-03-26 layout), registers
 * a client dynamically when none is configured, opens the authorization
 * page, receives the code on a loopback redirect
 * (`http://127.0.0.1:<port>/callback`), and saves the tokens (mode 0600).
 * Requests the configured scopes plus any larger scope a server asked for
 * during a session (step-up).
 */
export async function loginMcpServer(options: McpLoginOptions): Promise<McpLoginResult> {
  const store = new AuthStore(options.file);
  const key = AuthStore.key(options.config.name, options.config.url);
  const say = options.onMessage ?? (() => {});
  let expectedState = "";
  let received: (value: { code?: string; error?: string }) => void = () => {};
  const redirect = new Promise<{ code?: string; error?: string }>((resolve) => {
    received = resolve;
  });
  const listener = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    if (url.pathname !== "/callback") {
      res.writeHead(404).end();
      return;
    }
    const state = url.searchParams.get("state");
    const code = url.searchParams.get("code");
    const error = url.searchParams.get("error");
    if (state !== expectedState) {
      res.writeHead(400, { "content-type": "text/plain" }).end("State mismatch: start the sign-in again.");
      received({ error: "the redirect's state did not match (start the sign-in again)" });
      return;
    }
    res
      .writeHead(200, { "content-type": "text/plain" })
      .end(code ? "Signed in: you can close this page and return to keel." : `Sign-in failed: ${error}`);
    received(code ? { code } : { error: `the authorization server answered: ${error ?? "no code"}` });
  });
  await new Promise<void>((resolve, reject) => {
    listener.once("error", reject);
    listener.listen(options.config.oauth?.callbackPort ?? 0, "127.0.0.1", () => resolve());
  });
  const port = (listener.address() as AddressInfo).port;
  const redirectUrl = `http://127.0.0.1:${port}/callback`;
  const open = options.openBrowser ?? ((url: URL) => openWithSystemBrowser(url, options.env ?? process.env));
  const state = crypto.randomUUID();
  const provider = createOAuthProvider({
    store,
    config: options.config,
    mode: "login",
    redirectUrl,
    state: () => state,
    ...(options.env !== undefined ? { env: options.env } : {}),
    onAuthorizationUrl: async (url) => {
      expectedState = url.searchParams.get("state") ?? "";
      say(`Open this page to sign in to ${options.config.name}: ${url.href}`);
      await open(url);
    },
  });
  const requested = store.get(key).requestedScope;
  let timer: NodeJS.Timeout | undefined;
  try {
    // What the server asks for when it refuses us: its metadata URL and scope (WWW-Authenticate).
    const challenge = await probe(options.config.url);
    const scope = unionScopes(options.config.oauth?.scopes?.join(" "), requested, challenge.scope);
    const discovery = {
      serverUrl: options.config.url,
      ...(scope ? { scope } : {}),
      ...(challenge.resourceMetadataUrl ? { resourceMetadataUrl: challenge.resourceMetadataUrl } : {}),
    };
    const first = await auth(provider, discovery);
    if (first === "AUTHORIZED") return { ok: true };
    const outcome = await Promise.race([
      redirect,
      new Promise<{ code?: string; error?: string }>((resolve) => {
        timer = setTimeout(() => resolve({ error: "no redirect arrived in time" }), options.timeoutMs ?? 300_000);
      }),
    ]);
    if (outcome.code === undefined) return { ok: false, error: outcome.error ?? "no authorization code" };
    const second = await auth(provider, { ...discovery, authorizationCode: outcome.code });
    return second === "AUTHORIZED" ? { ok: true } : { ok: false, error: "the authorization server gave no tokens" };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  } finally {
    if (timer !== undefined) clearTimeout(timer);
    listener.close();
  }
}

/** Deletes a server's stored credentials (client, tokens). Returns whether there were any. */
export function logoutMcpServer(file: string, config: McpHttpServerConfig): boolean {
  const store = new AuthStore(file);
  const key = AuthStore.key(config.name, config.url);
  const had = Object.keys(store.get(key)).length > 0;
  if (had) store.update(key, () => undefined);
  return had;
}

/** An unauthenticated `initialize` POST: the WWW-Authenticate parameters of the 401, if any. */
async function probe(url: string): Promise<{ resourceMetadataUrl?: URL; scope?: string }> {
  try {
    const response = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json, text/event-stream" },
      body: JSON.stringify({
        jsonrpc: "2.0",
        id: 0,
        method: "initialize",
        params: { protocolVersion: "2025-11-25", capabilities: {}, clientInfo: { name: "keel", version: "1" } },
      }),
    });
    await response.body?.cancel();
    if (response.status !== 401 && response.status !== 403) return {};
    const params = extractWWWAuthenticateParams(response);
    return {
      ...(params.resourceMetadataUrl ? { resourceMetadataUrl: params.resourceMetadataUrl } : {}),
      ...(params.scope ? { scope: params.scope } : {}),
    };
  } catch {
    return {};
  }
}

function unionScopes(...lists: (string | undefined)[]): string | undefined {
  const all = new Set(lists.flatMap((list) => (list ?? "").split(/\s+/).filter(Boolean)));
  return all.size > 0 ? [...all].join(" ") : undefined;
}

/** `$BROWSER <url>` when set (the usual convention), else `xdg-open` (`open` on macOS). */
function openWithSystemBrowser(url: URL, env: Readonly<Record<string, string | undefined>>): void {
  const command = env.BROWSER || (process.platform === "darwin" ? "open" : "xdg-open");
  try {
    const child = spawn(command, [url.href], { stdio: "ignore", detached: true });
    child.on("error", () => undefined);
    child.unref();
  } catch {
    // the URL was printed; the user opens it by hand
  }
}
