import { parseArgs } from "@keel/coding-agent";
import {
  editMcpFile,
  formatMcpListLine,
  loadMcpServers,
  loginMcp,
  logoutMcp,
  type McpCommandContext,
  mcpFilePaths,
  mcpListReport,
  probeMcpServers,
} from "@keel/coding-agent/internal";
import type { KeelIo } from "../io.js";
import { reportDiagnostics, usageError } from "../report.js";

const USAGE = `Usage: keel mcp add <name> [options] -- <command> [args...]   a stdio server
       keel mcp add <name> --url <url> [--header K=V]...         a streamable HTTP server
       keel mcp remove <name>
       keel mcp list [--json]             connect to each enabled server, list its tools; exit 1 if one fails
       keel mcp login <server>            sign in with OAuth (opens the browser)
       keel mcp logout <server>           delete the server's stored credentials

Options:
  -l, --local            the project's .keel/mcp.json instead of $KEEL_HOME/mcp.json
  --env K=V              environment of a stdio server (repeatable; values may use \${VAR})
  --header K=V           header of an HTTP server (repeatable; values may use \${VAR})
  --description <text>   what the server offers, in a sentence
  --exposure direct|deferred
  --timeout <seconds>    per-request timeout (default 60)
  --approve / --no-approve   trust (or not) the project's .keel/mcp.json for this command
  --json                 list: print one JSON object (servers, tools, problems; see docs/mcp.md)
`;

const FLAGS = [
  { name: "local", short: ["l"], kind: "boolean" as const, description: "Use the project file" },
  { name: "url", kind: "string" as const, description: "HTTP server URL" },
  { name: "header", kind: "list" as const, description: "HTTP header K=V" },
  { name: "env", kind: "list" as const, description: "stdio environment K=V" },
  { name: "description", kind: "string" as const, description: "Description" },
  { name: "exposure", kind: "string" as const, description: "direct or deferred" },
  { name: "timeout", kind: "string" as const, description: "Seconds" },
  { name: "approve", kind: "boolean" as const, description: "Trust the project" },
  { name: "no-approve", kind: "boolean" as const, description: "Do not trust the project" },
  { name: "json", kind: "boolean" as const, description: "list: print JSON" },
  { name: "help", short: ["h"], kind: "boolean" as const, description: "Show help" },
];

/**
 * `keel mcp add|remove|list|login|logout`: edits `mcp.json` keeping unrelated
 * content, connects to the servers to show their state, and signs in to
 * OAuth servers.
 */
export async function mcpCommand(argv: readonly string[], io: KeelIo): Promise<number> {
  const dash = argv.indexOf("--");
  const before = dash === -1 ? argv : argv.slice(0, dash);
  const command = dash === -1 ? [] : argv.slice(dash + 1);
  const parsed = parseArgs(before, FLAGS, "keel mcp --help");
  if (!parsed.ok) return usageError(io, parsed.error);
  const { flags, positionals } = parsed.args;
  const [verb, name, ...extra] = positionals;
  if (flags.help === true || verb === undefined) {
    io.stdout.write(USAGE);
    return verb === undefined && flags.help !== true ? 2 : 0;
  }
  const context: McpCommandContext = {
    cwd: io.cwd,
    env: io.env,
    ...(flags.approve === true ? { trustOverride: "approve" as const } : {}),
    ...(flags["no-approve"] === true ? { trustOverride: "no-approve" as const } : {}),
  };
  if (flags.json === true && verb !== "list")
    return usageError(io, { message: `--json is for keel mcp list, not keel mcp ${verb}`, hint: USAGE_HINT });
  switch (verb) {
    case "add":
      if (name === undefined) return usageError(io, { message: "keel mcp add needs a server name", hint: USAGE_HINT });
      if (extra.length > 0)
        return usageError(io, { message: `unexpected ${extra.join(" ")}`, hint: 'Put the command after "--".' });
      return add(io, context, name, flags, command);
    case "remove":
      if (name === undefined) return usageError(io, { message: "keel mcp remove needs a server name" });
      return remove(io, context, name, flags.local === true);
    case "list":
      if (name !== undefined)
        return usageError(io, {
          message: `keel mcp list takes no server name; got "${name}"`,
          hint: "It lists every configured server; pick one out of keel mcp list --json.",
        });
      return list(io, context, flags.json === true);
    case "login":
    case "logout":
      if (name === undefined) return usageError(io, { message: `keel mcp ${verb} needs a server name` });
      return auth(io, context, verb, name);
    default:
      return usageError(io, { message: `unknown mcp command "${verb}"`, hint: USAGE_HINT });
  }
}

const USAGE_HINT = "See keel mcp --help.";
const SERVER_NAME = /^[A-Za-z0-9_-]+$/;

async function add(
  io: KeelIo,
  context: McpCommandContext,
  name: string,
  flags: Record<string, unknown>,
  command: readonly string[],
): Promise<number> {
  if (!SERVER_NAME.test(name)) {
    return usageError(io, { message: `server name "${name}" may contain only letters, digits, _ and -` });
  }
  const url = typeof flags.url === "string" ? flags.url : undefined;
  if ((url === undefined) === (command.length === 0)) {
    return usageError(io, {
      message:
        url === undefined
          ? "give the server's command after -- or its --url"
          : "give either --url or a command, not both",
      hint: "keel mcp add fs -- npx -y @modelcontextprotocol/server-filesystem .   or   keel mcp add docs --url https://example.com/mcp",
    });
  }
  const pairs = (key: string): Record<string, string> | string => {
    const out: Record<string, string> = {};
    for (const item of (flags[key] as string[] | undefined) ?? []) {
      const eq = item.indexOf("=");
      if (eq <= 0) return `--${key} takes K=V; got "${item}"`;
      out[item.slice(0, eq)] = item.slice(eq + 1);
    }
    return out;
  };
  const env = pairs("env");
  const headers = pairs("header");
  if (typeof env === "string") return usageError(io, { message: env });
  if (typeof headers === "string") return usageError(io, { message: headers });
  if (url !== undefined && Object.keys(env).length > 0)
    return usageError(io, { message: "--env is for stdio servers" });
  if (url === undefined && Object.keys(headers).length > 0)
    return usageError(io, { message: "--header is for HTTP servers (--url)" });
  if (url !== undefined && !URL.canParse(url)) return usageError(io, { message: `--url is not a URL: ${url}` });
  const exposure = flags.exposure;
  if (exposure !== undefined && exposure !== "direct" && exposure !== "deferred") {
    return usageError(io, { message: `--exposure must be direct or deferred; got "${String(exposure)}"` });
  }
  const timeout = flags.timeout === undefined ? undefined : Number(flags.timeout);
  if (timeout !== undefined && !(timeout > 0))
    return usageError(io, { message: "--timeout takes a number of seconds" });
  const [executable, ...args] = command;
  const entry: Record<string, unknown> = {
    ...(url !== undefined ? { url } : { command: executable, args }),
    ...(Object.keys(env).length > 0 ? { env } : {}),
    ...(Object.keys(headers).length > 0 ? { headers } : {}),
    ...(typeof flags.description === "string" ? { description: flags.description } : {}),
    ...(exposure !== undefined ? { exposure } : {}),
    ...(timeout !== undefined ? { timeout } : {}),
  };
  const files = await mcpFilePaths(context);
  const path = flags.local === true ? files.project : files.user;
  let replaced = false;
  const result = await editMcpFile(path, (servers) => {
    replaced = name in servers;
    return { ...servers, [name]: entry };
  });
  if (!result.ok) {
    reportDiagnostics(io, result.diagnostics);
    return 1;
  }
  io.stdout.write(`${replaced ? "replaced" : "added"} MCP server "${name}" in ${path}\n`);
  return 0;
}

async function remove(io: KeelIo, context: McpCommandContext, name: string, local: boolean): Promise<number> {
  const files = await mcpFilePaths(context);
  const path = local ? files.project : files.user;
  const result = await editMcpFile(path, (servers) => {
    if (!(name in servers)) return undefined;
    const { [name]: _gone, ...rest } = servers;
    return rest;
  });
  if (!result.ok) {
    reportDiagnostics(io, result.diagnostics);
    return 1;
  }
  if (!result.changed) {
    io.stderr.write(`keel: no MCP server "${name}" in ${path}\n`);
    return 1;
  }
  io.stdout.write(`removed MCP server "${name}" from ${path}\n`);
  return 0;
}

async function list(io: KeelIo, context: McpCommandContext, json: boolean): Promise<number> {
  const loaded = await loadMcpServers(context);
  reportDiagnostics(io, loaded.diagnostics);
  if (loaded.untrustedProject !== undefined) {
    io.stderr.write(
      `keel: ${loaded.untrustedProject} was not read: the project is not trusted (run keel mcp list --approve, or keel trust)\n`,
    );
  }
  if (!json && loaded.servers.length === 0 && loaded.diagnostics.length === 0) {
    io.stdout.write("No MCP servers configured. Add one with keel mcp add.\n");
    return 0;
  }
  const statuses = await probeMcpServers(context, loaded.servers);
  const failed =
    loaded.diagnostics.some((d) => d.severity === "error") ||
    statuses.some((status) => status.state !== "disabled" && status.state !== "connected");
  if (json) {
    const report = await mcpListReport(statuses, loaded.diagnostics, loaded.untrustedProject);
    io.stdout.write(`${JSON.stringify(report)}\n`);
  } else {
    for (const status of statuses) io.stdout.write(`${formatMcpListLine(status)}\n`);
  }
  return failed ? 1 : 0;
}

async function auth(io: KeelIo, context: McpCommandContext, verb: "login" | "logout", name: string): Promise<number> {
  const loaded = await loadMcpServers(context);
  const config = loaded.servers.find((server) => server.name === name);
  if (config === undefined) {
    reportDiagnostics(io, loaded.diagnostics);
    io.stderr.write(`keel: no MCP server "${name}" is configured\n`);
    return 1;
  }
  if (config.transport !== "http") {
    io.stderr.write(`keel: "${name}" is a stdio server; only HTTP servers sign in\n`);
    return 1;
  }
  if (verb === "logout") {
    const had = await logoutMcp(context, config);
    io.stdout.write(had ? `signed out of "${name}"\n` : `no stored credentials for "${name}"\n`);
    return 0;
  }
  const result = await loginMcp(context, config, (text) => io.stderr.write(`${text}\n`));
  if (!result.ok) {
    io.stderr.write(`keel: sign-in to "${name}" failed: ${result.error}\n`);
    return 1;
  }
  io.stdout.write(`signed in to "${name}"\n`);
  return 0;
}
