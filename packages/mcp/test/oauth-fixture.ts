import { createHash, randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { Server as McpServer } from "@modelcontextprotocol/sdk/server/index.js";
import { StreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/streamableHttp.js";
import { CallToolRequestSchema, ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";

/** What the fixture saw, for assertions. */
export interface OAuthFixtureLog {
  registrations: number;
  grants: string[];
  bearerRequests: number;
  scopesAsked: string[];
}

/**
 * A loopback OAuth-protected MCP server for tests: protected-resource
 * metadata (RFC 9728) unless `layout: "2025-03-26"` (then only the
 * authorization-server metadata at the origin), dynamic client
 * registration, an authorize endpoint that approves at once, a token
 * endpoint with PKCE and refresh, and an MCP endpoint with one tool
 * (`whoami`) that needs a bearer token.
 */
export async function startOAuthFixture(layout: "2025-06-18" | "2025-03-26" = "2025-06-18") {
  const log: OAuthFixtureLog = { registrations: 0, grants: [], bearerRequests: 0, scopesAsked: [] };
  const codes = new Map<string, { challenge: string; scope: string }>();
  const access = new Set<string>();
  const refresh = new Set<string>();
  let base = "";
  const json = (res: ServerResponse, status: number, body: unknown) =>
    res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
  const readBody = async (req: IncomingMessage): Promise<string> => {
    let text = "";
    for await (const chunk of req) text += chunk;
    return text;
  };
  const issue = (res: ServerResponse, scope: string) => {
    const token = randomUUID();
    const refreshToken = randomUUID();
    access.add(token);
    refresh.add(refreshToken);
    json(res, 200, { access_token: token, refresh_token: refreshToken, token_type: "Bearer", expires_in: 3600, scope });
  };
  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", base);
    if (url.pathname.startsWith("/.well-known/oauth-protected-resource")) {
      if (layout === "2025-03-26") return json(res, 404, { error: "not_found" });
      return json(res, 200, { resource: `${base}/mcp`, authorization_servers: [base], scopes_supported: ["mcp"] });
    }
    if (url.pathname === "/.well-known/oauth-authorization-server") {
      return json(res, 200, {
        issuer: base,
        authorization_endpoint: `${base}/authorize`,
        token_endpoint: `${base}/token`,
        registration_endpoint: `${base}/register`,
        response_types_supported: ["code"],
        grant_types_supported: ["authorization_code", "refresh_token"],
        code_challenge_methods_supported: ["S256"],
        token_endpoint_auth_methods_supported: ["none"],
      });
    }
    if (url.pathname === "/register" && req.method === "POST") {
      log.registrations++;
      const metadata = JSON.parse(await readBody(req)) as Record<string, unknown>;
      return json(res, 201, { ...metadata, client_id: `client-${log.registrations}`, client_id_issued_at: 1 });
    }
    if (url.pathname === "/authorize") {
      const code = randomUUID();
      const scope = url.searchParams.get("scope") ?? "";
      log.scopesAsked.push(scope);
      codes.set(code, { challenge: url.searchParams.get("code_challenge") ?? "", scope });
      const back = new URL(url.searchParams.get("redirect_uri") ?? "");
      back.searchParams.set("code", code);
      back.searchParams.set("state", url.searchParams.get("state") ?? "");
      return res.writeHead(302, { location: back.href }).end();
    }
    if (url.pathname === "/token" && req.method === "POST") {
      const form = new URLSearchParams(await readBody(req));
      const grant = form.get("grant_type") ?? "";
      log.grants.push(grant);
      if (grant === "authorization_code") {
        const entry = codes.get(form.get("code") ?? "");
        const verifier = form.get("code_verifier") ?? "";
        const challenge = createHash("sha256").update(verifier).digest("base64url");
        if (entry === undefined || entry.challenge !== challenge) return json(res, 400, { error: "invalid_grant" });
        codes.delete(form.get("code") ?? "");
        return issue(res, entry.scope);
      }
      if (grant === "refresh_token" && refresh.has(form.get("refresh_token") ?? "")) {
        refresh.delete(form.get("refresh_token") ?? "");
        return issue(res, "mcp");
      }
      return json(res, 400, { error: "invalid_grant" });
    }
    if (url.pathname === "/mcp") {
      const token = (req.headers.authorization ?? "").replace(/^Bearer /, "");
      if (!access.has(token)) {
        const challenge =
          layout === "2025-03-26"
            ? 'Bearer error="invalid_token"'
            : `Bearer error="invalid_token", resource_metadata="${base}/.well-known/oauth-protected-resource/mcp"`;
        return res.writeHead(401, { "www-authenticate": challenge, "content-type": "application/json" }).end("{}");
      }
      log.bearerRequests++;
      const mcp = new McpServer({ name: "oauth-fixture", version: "1.0.0" }, { capabilities: { tools: {} } });
      mcp.setRequestHandler(ListToolsRequestSchema, async () => ({
        tools: [{ name: "whoami", description: "Says who you are.", inputSchema: { type: "object" } }],
      }));
      mcp.setRequestHandler(CallToolRequestSchema, async () => ({
        content: [{ type: "text", text: "signed-in user" }],
      }));
      const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
      await mcp.connect(transport);
      const body = req.method === "POST" ? JSON.parse(await readBody(req)) : undefined;
      await transport.handleRequest(req, res, body);
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: `${base}/mcp`,
    log,
    /** Makes every access token invalid (the refresh tokens stay valid). */
    revokeAccessTokens: () => access.clear(),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
