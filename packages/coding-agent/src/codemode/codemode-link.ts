import type { Agent, AnyAgentTool } from "@keel/agent-core";
import type { ToolCall, ToolResultMessage } from "@keel/ai";
import type { CodemodeHost } from "./codemode-host.js";
import { CODEMODE_TOOL_NAME } from "./codemode-tool.js";

/** What a session gives its `codemode` tool once it exists. */
export interface CodemodeSession {
  /** The session's agent: its active tools and hooks (extensions, permissions) run each nested call. */
  agent: Agent;
  /**
   * Tools reachable only from scripts (deferred MCP tools); may wait,
   * bounded, for MCP servers still connecting. Default: none.
   */
  scriptOnlyTools?: (signal: AbortSignal) => Promise<readonly AnyAgentTool[]>;
}

/**
 * The {@link CodemodeHost} of a coding-agent session. The `codemode` tool
 * is made with the other built-ins, before the agent exists; start-up
 * {@link CodemodeLink.attach}es the session once it does. A nested call
 * runs through `Agent.runToolCall` — the agent's `beforeToolCall` (the
 * extensions' `tool_call`, then permissions) and `afterToolCall` hooks,
 * the tool's own sandboxed operations and truncation — and its events
 * reach the session's listeners with `parentToolCallId`.
 */
export class CodemodeLink implements CodemodeHost {
  private session: CodemodeSession | undefined;

  /** Connects the tool to its session. */
  attach(session: CodemodeSession): void {
    this.session = session;
  }

  declaredTools(): readonly AnyAgentTool[] {
    return (this.session?.agent.state.tools ?? []).filter((tool) => tool.name !== CODEMODE_TOOL_NAME);
  }

  async callableTools(signal: AbortSignal): Promise<readonly AnyAgentTool[]> {
    const active = this.declaredTools();
    const extra = (await this.session?.scriptOnlyTools?.(signal)) ?? [];
    const names = new Set(active.map((tool) => tool.name));
    return [...active, ...extra.filter((tool) => !names.has(tool.name) && tool.name !== CODEMODE_TOOL_NAME)];
  }

  runToolCall(
    toolCall: ToolCall,
    options: { parentToolCallId: string; tools: readonly AnyAgentTool[]; signal: AbortSignal },
  ): Promise<ToolResultMessage> {
    const agent = this.session?.agent;
    if (agent === undefined) {
      return Promise.resolve({
        role: "toolResult",
        toolCallId: toolCall.id,
        toolName: toolCall.name,
        content: [{ type: "text", text: "codemode is not attached to a session, so it cannot call tools" }],
        isError: true,
        timestamp: Date.now(),
      });
    }
    return agent.runToolCall(toolCall, { ...options, emitEvents: true });
  }
}
