import { Compile } from "typebox/compile";
import type { McpConfigProblem } from "./config-problem.js";
import { DEFAULT_TIMEOUT_SECONDS, type McpExposure, type McpServerConfig } from "./server-config.js";
import { type ServerEntry, ServerEntrySchema } from "./server-entry-schema.js";

/**
 * A project entry with no `command`, `url` or `type`: it changes only
 * `enabled` and `exposure` of the user's server of the same name.
 */
export interface McpServerOverride {
  name: string;
  source: string;
  enabled?: boolean;
  exposure?: McpExposure;
}

/** The servers of one `mcp.json`, and what was wrong with the rest. */
export interface ParsedMcpServers {
  servers: McpServerConfig[];
  overrides: McpServerOverride[];
  problems: McpConfigProblem[];
}

const SERVER_NAME = /^[A-Za-z0-9_-]+$/;
const KNOWN_TYPES = ["stdio", "http", "streamable-http"];
const entryValidator = Compile(ServerEntrySchema);

/**
 * Reads the `mcpServers` object of one parsed `mcp.json` (Claude Desktop /
 * Claude Code / Cursor format). Every invalid entry becomes a problem that
 * names the file, the server and what is wrong, and is skipped; the valid
 * ones are returned in file order. The legacy `sse` transport is refused.
 *
 * @example
 * parseMcpServers({ mcpServers: { fs: { command: "npx", args: ["-y", "@modelcontextprotocol/server-filesystem", "."] } } }, "mcp.json");
 */
export function parseMcpServers(value: unknown, source: string): ParsedMcpServers {
  const result: ParsedMcpServers = { servers: [], overrides: [], problems: [] };
  const problem = (message: string, hint?: string, server?: string): void => {
    result.problems.push({
      severity: "error",
      source,
      ...(server !== undefined ? { server } : {}),
      message,
      ...(hint !== undefined ? { hint } : {}),
    });
  };
  if (!isRecord(value)) {
    problem("is not a JSON object", 'Write { "mcpServers": { "<name>": { ... } } }.');
    return result;
  }
  const block = value.mcpServers;
  if (block === undefined) {
    if (isRecord(value.servers)) {
      problem(
        'has "servers" (VS Code\'s layout) but no "mcpServers"',
        'Move the entries under "mcpServers" (see docs/mcp.md, "Migrating").',
      );
    }
    return result;
  }
  if (!isRecord(block)) {
    problem('"mcpServers" is not an object', 'Write { "mcpServers": { "<name>": { ... } } }.');
    return result;
  }
  for (const [name, entry] of Object.entries(block)) {
    const parsed = parseEntry(name, entry, source);
    if (parsed.kind === "problem") problem(parsed.message, parsed.hint, name);
    else if (parsed.kind === "override") result.overrides.push(parsed.override);
    else result.servers.push(parsed.server);
  }
  return result;
}

type EntryOutcome =
  | { kind: "server"; server: McpServerConfig }
  | { kind: "override"; override: McpServerOverride }
  | { kind: "problem"; message: string; hint?: string };

function parseEntry(name: string, entry: unknown, source: string): EntryOutcome {
  if (!SERVER_NAME.test(name)) {
    return {
      kind: "problem",
      message: "the server name may contain only letters, digits, _ and -",
      hint: "Rename the entry.",
    };
  }
  if (!isRecord(entry)) return { kind: "problem", message: "the entry is not an object" };
  const type = entry.type;
  if (type === "sse") {
    return {
      kind: "problem",
      message: "the legacy SSE transport is not supported",
      hint: 'Use the server\'s streamable HTTP URL instead (often /mcp instead of /sse) and drop "type": "sse" (or write "type": "http").',
    };
  }
  if (type !== undefined && (typeof type !== "string" || !KNOWN_TYPES.includes(type))) {
    return {
      kind: "problem",
      message: `unknown type ${JSON.stringify(type)}`,
      hint: 'Use "stdio" (with "command") or "http" / "streamable-http" (with "url"), or leave "type" out.',
    };
  }
  if (!entryValidator.Check(entry)) {
    const first = [...entryValidator.Errors(entry)][0];
    const where = first?.instancePath ? `${first.instancePath.slice(1).replaceAll("/", ".")}: ` : "";
    return { kind: "problem", message: `${where}${first?.message ?? "invalid entry"}` };
  }
  const e = entry as ServerEntry;
  const common = {
    name,
    enabled: e.enabled ?? true,
    timeoutMs: (e.timeout ?? DEFAULT_TIMEOUT_SECONDS) * 1000,
    source,
    ...(e.description !== undefined ? { description: e.description } : {}),
    ...(e.exposure !== undefined ? { exposure: e.exposure } : {}),
  };
  if (e.command === undefined && e.url === undefined) {
    if (type !== undefined) {
      return {
        kind: "problem",
        message: type === "stdio" ? 'a stdio server needs "command"' : 'an HTTP server needs "url"',
      };
    }
    return {
      kind: "override",
      override: {
        name,
        source,
        ...(e.enabled !== undefined ? { enabled: e.enabled } : {}),
        ...(e.exposure !== undefined ? { exposure: e.exposure } : {}),
      },
    };
  }
  if (e.command !== undefined && e.url !== undefined) {
    return {
      kind: "problem",
      message: 'has both "command" and "url"',
      hint: "Keep one: a command for stdio, a url for HTTP.",
    };
  }
  if (e.command !== undefined) {
    if (type !== undefined && type !== "stdio") {
      return { kind: "problem", message: `type ${JSON.stringify(type)} needs "url", not "command"` };
    }
    return {
      kind: "server",
      server: {
        ...common,
        transport: "stdio",
        command: e.command,
        args: e.args ?? [],
        env: e.env ?? {},
        ...(e.cwd !== undefined ? { cwd: e.cwd } : {}),
      },
    };
  }
  if (type === "stdio") return { kind: "problem", message: 'type "stdio" needs "command", not "url"' };
  const url = e.url as string;
  if (!URL.canParse(url) || !/^https?:$/.test(new URL(url).protocol)) {
    return { kind: "problem", message: `"url" is not an http(s) URL: ${url}` };
  }
  const oauth = e.oauth;
  return {
    kind: "server",
    server: {
      ...common,
      transport: "http",
      url,
      headers: e.headers ?? {},
      ...(oauth !== undefined
        ? {
            oauth: {
              ...(oauth.clientId !== undefined ? { clientId: oauth.clientId } : {}),
              ...(oauth.clientSecret !== undefined ? { clientSecret: oauth.clientSecret } : {}),
              ...(oauth.scopes !== undefined
                ? {
                    scopes: typeof oauth.scopes === "string" ? oauth.scopes.split(/\s+/).filter(Boolean) : oauth.scopes,
                  }
                : {}),
              ...(oauth.callbackPort !== undefined ? { callbackPort: oauth.callbackPort } : {}),
              ...(oauth.clientName !== undefined ? { clientName: oauth.clientName } : {}),
            },
          }
        : {}),
    },
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
