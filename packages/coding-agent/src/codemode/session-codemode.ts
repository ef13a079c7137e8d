import type { Agent, AnyAgentTool } from "@keel/agent-core";
import type { SpillFolder } from "@keel/tools";
import type { ToolCatalog } from "../agent-session/tool-catalog.js";
import { filterMcpTools } from "../mcp/mcp-tool-filter.js";
import type { SessionMcp } from "../mcp/session-mcp.js";
import type { CodemodeSettings } from "../settings/codemode-settings-schema.js";
import type { ToolCliOptions } from "../tools/resolve-tool-selection.js";
import { CodemodeLink } from "./codemode-link.js";
import { CODEMODE_TOOL_NAME, createCodemodeTool } from "./codemode-tool.js";
import { warmQuickJS } from "./quickjs-module.js";

/** How long a script waits for MCP servers still connecting before it lists the callable tools. */
const MCP_WAIT_MS = 10_000;

const links = new WeakMap<AnyAgentTool, CodemodeLink>();

/**
 * Start-up step "catalog": the session's `codemode` tool, not yet attached
 * to a session (see {@link attachCodemode}). It joins the catalog with the
 * built-ins and is off until selected (`--tools +codemode`,
 * `defaultTools: ["+codemode"]`). `settings.codemode` sets its limits
 * (time, memory, the description's budget).
 */
export function createSessionCodemodeTool(spill?: SpillFolder, settings: CodemodeSettings = {}): AnyAgentTool {
  const link = new CodemodeLink();
  const tool = createCodemodeTool(link, {
    ...(spill ? { spill } : {}),
    ...(settings.timeoutMs !== undefined ? { timeoutMs: settings.timeoutMs } : {}),
    ...(settings.memoryLimitMiB !== undefined ? { memoryLimitBytes: settings.memoryLimitMiB * 1024 * 1024 } : {}),
    ...(settings.inlineBudget !== undefined ? { declarationBudgetTokens: settings.inlineBudget } : {}),
  }) as unknown as AnyAgentTool;
  links.set(tool, link);
  return tool;
}

/**
 * Start-up step "store": attaches the catalog's `codemode` tool (if it is
 * the session's own, not an extension's of the same name) to the agent,
 * and with MCP servers makes their deferred tools callable from scripts
 * (filtered by the command line's `--tools`/`--exclude-tools` as the
 * declared ones are).
 */
export function attachCodemode(
  catalog: ToolCatalog,
  agent: Agent,
  mcp: SessionMcp | undefined,
  cli: ToolCliOptions | undefined,
): void {
  const tool = catalog.get(CODEMODE_TOOL_NAME);
  const link = tool === undefined ? undefined : links.get(tool);
  if (link === undefined || tool === undefined) return;
  // Active from the start: the interpreter compiles while the first request is in flight.
  if (agent.state.tools.includes(tool)) void warmQuickJS();
  link.attach({
    agent,
    ...(mcp === undefined
      ? {}
      : {
          scriptOnlyTools: async (signal: AbortSignal) => {
            await mcp.manager.waitForServers(MCP_WAIT_MS, signal);
            return filterMcpTools(mcp.manager.callableTools(), cli);
          },
        }),
  });
}
