import type { McpServerStatus } from "@keel/mcp";
import { type Static, Type } from "typebox";
import type { Diagnostic } from "../diagnostics.js";

const McpListToolSchema = Type.Object({
  /** The server's name for the tool. */
  name: Type.String(),
  /** The name the model calls it by, and `--allow` / permission rules use: `mcp__<server>__<tool>`. */
  modelName: Type.String(),
  description: Type.Optional(Type.String()),
});

const McpListServerSchema = Type.Object({
  name: Type.String(),
  state: Type.Union([
    Type.Literal("disabled"),
    Type.Literal("connecting"),
    Type.Literal("connected"),
    Type.Literal("failed"),
    Type.Literal("needs-auth"),
    Type.Literal("closed"),
  ]),
  transport: Type.Union([Type.Literal("stdio"), Type.Literal("http")]),
  /** The `mcp.json` file the entry comes from. */
  source: Type.String(),
  exposure: Type.Optional(Type.Union([Type.Literal("direct"), Type.Literal("deferred")])),
  toolCount: Type.Integer({ minimum: 0 }),
  tools: Type.Array(McpListToolSchema),
  /** Tools the server listed that cannot be used, each with the reason. */
  rejectedTools: Type.Array(Type.String()),
  error: Type.Optional(Type.String()),
});

/**
 * The shape `keel mcp list --json` prints: one object on one line, with
 * every configured server (enabled or not) and the problems found in the
 * `mcp.json` files. Documented in `docs/mcp.md`.
 */
export const McpListReportSchema = Type.Object({
  servers: Type.Array(McpListServerSchema),
  diagnostics: Type.Array(
    Type.Object({
      severity: Type.Union([Type.Literal("error"), Type.Literal("warning"), Type.Literal("info")]),
      source: Type.String(),
      line: Type.Optional(Type.Integer()),
      column: Type.Optional(Type.Integer()),
      path: Type.Optional(Type.String()),
      message: Type.String(),
      hint: Type.Optional(Type.String()),
    }),
  ),
  /** The project's `.keel/mcp.json`, when it exists but was not read because the project is not trusted. */
  untrustedProject: Type.Optional(Type.String()),
});

/** What `keel mcp list --json` prints (see {@link McpListReportSchema}). */
export type McpListReport = Static<typeof McpListReportSchema>;

/**
 * Builds the `keel mcp list --json` report from the probed servers: each
 * tool with its server name and the name the model sees.
 *
 * @example
 * const loaded = await loadMcpServers(context);
 * const report = await mcpListReport(await probeMcpServers(context, loaded.servers), loaded.diagnostics);
 * console.log(JSON.stringify(report));
 */
export async function mcpListReport(
  statuses: readonly McpServerStatus[],
  diagnostics: readonly Diagnostic[],
  untrustedProject?: string,
): Promise<McpListReport> {
  // @keel/mcp loads only when there are servers (as everywhere else).
  const modelNames = statuses.length === 0 ? () => [] : (await import("@keel/mcp")).mcpToolNames;
  const servers = statuses.map((status) => {
    const names = modelNames(
      status.name,
      status.tools.map((tool) => tool.name),
    );
    return {
      name: status.name,
      state: status.state,
      transport: status.transport,
      source: status.source,
      ...(status.exposure !== undefined ? { exposure: status.exposure } : {}),
      toolCount: status.toolCount,
      tools: status.tools.map((tool, index) => ({
        name: tool.name,
        modelName: names[index] as string,
        ...(tool.description !== undefined ? { description: tool.description } : {}),
      })),
      rejectedTools: [...status.rejectedTools],
      ...(status.error !== undefined ? { error: status.error } : {}),
    };
  });
  return {
    servers,
    diagnostics: diagnostics.map((diagnostic) => ({ ...diagnostic })),
    ...(untrustedProject !== undefined ? { untrustedProject } : {}),
  };
}
