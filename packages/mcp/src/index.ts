export type { McpLoginOptions, McpLoginResult } from "./auth/login.js";
export { loginMcpServer, logoutMcpServer } from "./auth/login.js";
export { createOAuthProviderFactory } from "./auth/oauth-provider.js";
export type { McpConfigProblem } from "./config/config-problem.js";
export { expandVariables } from "./config/expand-variables.js";
export { mergeMcpConfigs } from "./config/merge-mcp-configs.js";
export type { McpServerOverride, ParsedMcpServers } from "./config/parse-mcp-servers.js";
export { parseMcpServers } from "./config/parse-mcp-servers.js";
export type {
  McpExposure,
  McpHttpServerConfig,
  McpOAuthConfig,
  McpServerConfig,
  McpStdioServerConfig,
} from "./config/server-config.js";
export { DEFAULT_TIMEOUT_SECONDS } from "./config/server-config.js";
export type { McpElicitation, McpElicitationHandler } from "./connection/connection-deps.js";
export type { McpEvent, McpServerState, McpServerStatus, McpServerTool } from "./connection/server-state.js";
export type { McpManagerOptions } from "./mcp-manager.js";
export { McpManager } from "./mcp-manager.js";
export { DIRECT_TOOLS_PER_SERVER, DIRECT_TOOLS_TOTAL } from "./tools/exposure.js";
export type { McpToolDetails } from "./tools/mcp-tool.js";
export { mcpToolNames } from "./tools/tool-names.js";
export { TOOL_SEARCH_LIMIT } from "./tools/tool-search.js";
