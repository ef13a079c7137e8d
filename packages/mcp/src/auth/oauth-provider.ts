import type { OAuthClientProvider } from "@modelcontextprotocol/sdk/client/auth.js";
import type {
  OAuthClientInformationMixed,
  OAuthClientMetadata,
  OAuthTokens,
} from "@modelcontextprotocol/sdk/shared/auth.js";
import type { McpHttpServerConfig } from "../config/server-config.js";
import { AuthStore } from "./auth-store.js";

/** Options of {@link createOAuthProvider}. */
export interface OAuthProviderOptions {
  store: AuthStore;
  config: McpHttpServerConfig;
  /**
   * `session`: never opens a browser; a needed sign-in is reported (and a
   * larger scope the server asked for is remembered for `keel mcp login`).
   * `login`: `onAuthorizationUrl` gets the page to open.
   */
  mode: "session" | "login";
  /** The loopback redirect URI (login: the listener's). */
  redirectUrl: string;
  onAuthorizationUrl?: (url: URL) => void | Promise<void>;
  /** The `state` parameter of the authorization request (login checks it on the redirect). */
  state?: () => string;
  /** Environment for `${VAR}` in `clientSecret`. */
  env?: Readonly<Record<string, string | undefined>>;
}

/**
 * The SDK's `OAuthClientProvider` over the credentials file: a configured
 * client (`oauth.clientId`) or one registered dynamically, tokens saved
 * with their time so the SDK refreshes them, PKCE verifier, discovery
 * state. Authorization-server discovery (RFC 9728 protected-resource
 * metadata, and the 2025-03-26 layout with the metadata at the server's
 * origin) is the SDK's.
 */
export function createOAuthProvider(options: OAuthProviderOptions): OAuthClientProvider {
  const { store, config } = options;
  const key = AuthStore.key(config.name, config.url);
  const oauth = config.oauth ?? {};
  const secret = oauth.clientSecret?.replace(
    /\$\{([A-Za-z_][A-Za-z0-9_]*)\}/g,
    (_m, n: string) => options.env?.[n] ?? "",
  );
  const scope = oauth.scopes?.join(" ");
  const metadata: OAuthClientMetadata = {
    client_name: oauth.clientName ?? "keel",
    redirect_uris: [options.redirectUrl],
    grant_types: ["authorization_code", "refresh_token"],
    response_types: ["code"],
    token_endpoint_auth_method: secret ? "client_secret_post" : "none",
    ...(scope ? { scope } : {}),
  };
  return {
    ...(options.state !== undefined ? { state: options.state } : {}),
    get redirectUrl() {
      return options.redirectUrl;
    },
    get clientMetadata() {
      return metadata;
    },
    clientInformation(): OAuthClientInformationMixed | undefined {
      if (oauth.clientId !== undefined) {
        return { client_id: oauth.clientId, ...(secret ? { client_secret: secret } : {}) };
      }
      const stored = store.get(key);
      // A client registered for another redirect URI cannot be used with this one: register again.
      if (stored.client === undefined || stored.redirectUrl !== options.redirectUrl) return undefined;
      return stored.client as OAuthClientInformationMixed;
    },
    saveClientInformation(info) {
      store.update(key, (entry) => ({
        ...entry,
        client: info as Record<string, unknown>,
        redirectUrl: options.redirectUrl,
      }));
    },
    tokens(): OAuthTokens | undefined {
      const stored = store.get(key);
      if (stored.tokens === undefined) return undefined;
      const tokens = { ...(stored.tokens as unknown as OAuthTokens) };
      // Report the time left, so the SDK refreshes an expired access token first.
      if (tokens.expires_in !== undefined && stored.savedAt !== undefined) {
        tokens.expires_in = Math.floor(tokens.expires_in - (Date.now() - stored.savedAt) / 1000);
      }
      return tokens;
    },
    saveTokens(tokens) {
      store.update(key, (entry) => {
        const { requestedScope: _done, ...rest } = entry;
        return { ...rest, tokens: tokens as unknown as Record<string, unknown>, savedAt: Date.now() };
      });
    },
    async redirectToAuthorization(url) {
      if (options.mode === "login" && options.onAuthorizationUrl !== undefined) {
        await options.onAuthorizationUrl(url);
        return;
      }
      // A session never opens a browser: the SDK then fails the connection as unauthorized
      // (the server shows as needs-auth), and a scope it asked for waits for `keel mcp login`.
      const requested = url.searchParams.get("scope");
      if (requested) store.update(key, (entry) => ({ ...entry, requestedScope: requested }));
    },
    saveCodeVerifier(verifier) {
      store.update(key, (entry) => ({ ...entry, codeVerifier: verifier }));
    },
    codeVerifier() {
      const verifier = store.get(key).codeVerifier;
      if (verifier === undefined) throw new Error("no PKCE code verifier saved: start the sign-in again");
      return verifier;
    },
    saveDiscoveryState(state) {
      store.update(key, (entry) => ({ ...entry, discovery: state as unknown as Record<string, unknown> }));
    },
    discoveryState() {
      return store.get(key).discovery as never;
    },
    invalidateCredentials(what) {
      store.update(key, (entry) => {
        switch (what) {
          case "all":
            return undefined;
          case "client": {
            const { client: _c, redirectUrl: _r, ...rest } = entry;
            return rest;
          }
          case "tokens": {
            const { tokens: _t, savedAt: _s, ...rest } = entry;
            return rest;
          }
          case "verifier": {
            const { codeVerifier: _v, ...rest } = entry;
            return rest;
          }
          case "discovery": {
            const { discovery: _d, ...rest } = entry;
            return rest;
          }
          default:
            return entry;
        }
      });
    },
  };
}

/** The redirect URI a session uses for a server: the one it signed in with, else the configured port's. */
export function sessionRedirectUrl(store: AuthStore, config: McpHttpServerConfig): string {
  const stored = store.get(AuthStore.key(config.name, config.url)).redirectUrl;
  return stored ?? `http://127.0.0.1:${config.oauth?.callbackPort ?? 33418}/callback`;
}

/**
 * The `authProvider` option of `McpManager` for a session: each HTTP server
 * without an `Authorization` header gets a provider over `file` that never
 * opens a browser (a needed sign-in is reported as `needs-auth`).
 */
export function createOAuthProviderFactory(options: {
  file: string;
  mode: "session";
  env?: Readonly<Record<string, string | undefined>>;
}): (config: McpHttpServerConfig) => OAuthClientProvider | undefined {
  const store = new AuthStore(options.file);
  return (config) => {
    // Never signed in and no configured client: no provider, so a session registers no client
    // (a 401 then reports the server as needs-auth; `keel mcp login` registers).
    const stored = store.get(AuthStore.key(config.name, config.url));
    if (stored.tokens === undefined && stored.client === undefined && config.oauth?.clientId === undefined) {
      return undefined;
    }
    return createOAuthProvider({
      store,
      config,
      mode: "session",
      redirectUrl: sessionRedirectUrl(store, config),
      ...(options.env !== undefined ? { env: options.env } : {}),
    });
  };
}
