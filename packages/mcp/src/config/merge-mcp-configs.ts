import type { McpConfigProblem } from "./config-problem.js";
import type { ParsedMcpServers } from "./parse-mcp-servers.js";
import type { McpServerConfig } from "./server-config.js";

/**
 * Merges the user's servers with a trusted project's: a project entry
 * replaces the user's entry of the same name; a project override (no
 * `command`/`url`/`type`) changes only `enabled` and `exposure` of it. The
 * result keeps the user's order, then the project's new servers. Names that
 * differ only in `-` and `_` would give the same tool names, so the later
 * one is refused.
 */
export function mergeMcpConfigs(layers: readonly ParsedMcpServers[]): {
  servers: McpServerConfig[];
  problems: McpConfigProblem[];
} {
  const byName = new Map<string, McpServerConfig>();
  const problems: McpConfigProblem[] = layers.flatMap((layer) => layer.problems);
  for (const layer of layers) {
    for (const server of layer.servers) byName.set(server.name, server);
    for (const override of layer.overrides) {
      const base = byName.get(override.name);
      if (base === undefined) {
        problems.push({
          severity: "warning",
          source: override.source,
          server: override.name,
          message: 'has no "command" or "url" and overrides no server of that name',
          hint: 'Give it "command" (stdio) or "url" (HTTP), or remove it.',
        });
        continue;
      }
      byName.set(override.name, {
        ...base,
        ...(override.enabled !== undefined ? { enabled: override.enabled } : {}),
        ...(override.exposure !== undefined ? { exposure: override.exposure } : {}),
      });
    }
  }
  const servers: McpServerConfig[] = [];
  const keys = new Map<string, string>();
  for (const server of byName.values()) {
    const key = server.name.replaceAll("-", "_");
    const clash = keys.get(key);
    if (clash !== undefined) {
      problems.push({
        severity: "error",
        source: server.source,
        server: server.name,
        message: `its tool names would be the same as those of server "${clash}" (- and _ count as the same)`,
        hint: "Rename one of the two servers.",
      });
      continue;
    }
    keys.set(key, server.name);
    servers.push(server);
  }
  return { servers, problems };
}
