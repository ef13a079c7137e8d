/** A server with at most this many tools is `direct` unless configured otherwise. */
export const DIRECT_TOOLS_PER_SERVER = 20;
/** Automatic `direct` exposure never makes the MCP tools of a request more than this. */
export const DIRECT_TOOLS_TOTAL = 32;

/**
 * The exposure of a server that just connected: its configured one, else
 * `direct` when it has at most {@link DIRECT_TOOLS_PER_SERVER} tools and
 * they fit in what is left of {@link DIRECT_TOOLS_TOTAL} after the servers
 * already declared directly, else `deferred` (found with `tool_search`).
 * Decided once per connection, so tools do not come and go as other
 * servers connect.
 */
export function decideExposure(
  configured: "direct" | "deferred" | undefined,
  toolCount: number,
  alreadyDirect: number,
): "direct" | "deferred" {
  if (configured !== undefined) return configured;
  if (toolCount <= DIRECT_TOOLS_PER_SERVER && alreadyDirect + toolCount <= DIRECT_TOOLS_TOTAL) return "direct";
  return "deferred";
}
