#!/usr/bin/env node
// The client the MCP conformance suite drives: Keel's MCP client (@keel/mcp,
// built) against the scenario's server URL (the last argument). It connects,
// signs in with OAuth when the server asks for it (the suite's authorization
// server approves at once, so the "browser" only follows the redirect),
// answers elicitations with the schema's defaults, calls every tool, and stops.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createOAuthProviderFactory, loginMcpServer, McpManager } from "../dist/index.js";

const url = process.argv.at(-1);
const context = JSON.parse(process.env.MCP_CONFORMANCE_CONTEXT ?? "{}");
const file = join(mkdtempSync(join(tmpdir(), "keel-conformance-")), "mcp-auth.json");
const oauth = {
  ...(context.client_id ? { clientId: context.client_id } : {}),
  ...(context.client_secret ? { clientSecret: context.client_secret } : {}),
};
const config = {
  name: "conformance",
  transport: "http",
  url,
  headers: {},
  enabled: true,
  timeoutMs: 20_000,
  source: "conformance",
  ...(Object.keys(oauth).length > 0 ? { oauth } : {}),
};

function defaults(schema) {
  const out = {};
  for (const [key, property] of Object.entries(schema?.properties ?? {})) {
    if (property && "default" in property) out[key] = property.default;
  }
  return out;
}

function argumentsFor(schema) {
  const out = {};
  for (const [key, property] of Object.entries(schema?.properties ?? {})) {
    if (property?.type === "number" || property?.type === "integer") out[key] = 1;
    else if (property?.type === "boolean") out[key] = true;
    else if (property?.type === "string") out[key] = "keel";
  }
  return out;
}

async function connect() {
  const mcp = new McpManager({
    servers: [config],
    clientInfo: { name: "keel", version: "1.0.0" },
    authProvider: createOAuthProviderFactory({ file, mode: "session" }),
    elicit: async (request) => ({ action: "accept", content: defaults(request.requestedSchema) }),
    backoffMs: [3_600_000],
  });
  mcp.start();
  await mcp.waitForServers(20_000);
  return mcp;
}

async function signIn() {
  const login = await loginMcpServer({
    file,
    config,
    openBrowser: async (page) => {
      await fetch(page, { redirect: "follow" });
    },
    timeoutMs: 20_000,
  });
  if (!login.ok) console.error(`sign-in failed: ${login.error}`);
}

async function callTools(mcp) {
  for (const tool of mcp.tools()) {
    if (!tool.name.startsWith("mcp__")) continue;
    try {
      const result = await tool.execute("conformance", argumentsFor(tool.parameters), undefined, () => {});
      console.error(
        `${tool.name}: ${result.content
          .map((b) => b.text ?? b.type)
          .join(" ")
          .slice(0, 200)}`,
      );
    } catch (error) {
      console.error(`${tool.name} failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}

// Like a user: connect; when the server needs sign-in (also a larger scope asked for
// mid-session, step-up), run the login flow (`keel mcp login`) and connect again.
let mcp = await connect();
for (let round = 0; round < 3; round++) {
  if (mcp.status()[0]?.state === "needs-auth") {
    await mcp.close();
    await signIn();
    mcp = await connect();
  }
  const status = mcp.status()[0];
  console.error(`state: ${status?.state}${status?.error ? ` (${status.error})` : ""}`);
  await callTools(mcp);
  if (mcp.status()[0]?.state !== "needs-auth") break;
}
await mcp.close();
