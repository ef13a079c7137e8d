import type { AgentMessage } from "@keel/agent-core";
import type { Model, ThinkingLevel } from "@keel/ai";
import type { McpServerStatus } from "@keel/mcp";
import type { NavigateOutcome } from "../checkpoints/navigate-tree.js";
import type { RewindOutcome } from "../checkpoints/rewind-session.js";
import type { ExtensionUiRequest } from "../modes/rpc/rpc-extension-ui.js";
import type { BashExecutionUpdate } from "../modes/rpc/rpc-frames.js";
import type { RuntimeEvent } from "../runtime/runtime-events.js";
import type { CompactResult, PromptDisposition, RuntimeCommand, RuntimeState } from "../runtime/session-runtime.js";
import type { SessionStats } from "../runtime/session-stats.js";
import type { SessionTreeNode } from "../runtime/session-tree.js";
import type { UserBashResult } from "../runtime/user-bash.js";
import type { SandboxStatus } from "../sandbox/sandbox-control.js";
import type { SessionEntry } from "../session/session-schema.js";

/** The `data` of each command's success response (`undefined`: the response has none). */
export interface RpcCommandData {
  prompt: { disposition: PromptDisposition };
  steer: { disposition: "queued" };
  follow_up: { disposition: "queued" };
  abort: undefined;
  clear_queue: { steering: string[]; followUp: string[] };
  new_session: { cancelled: boolean };
  get_state: RuntimeState;
  get_messages: { messages: AgentMessage[] };
  set_model: Model;
  get_available_models: { models: Model[] };
  set_thinking_level: undefined;
  set_steering_mode: undefined;
  set_follow_up_mode: undefined;
  compact: CompactResult;
  set_auto_compaction: undefined;
  set_auto_retry: undefined;
  abort_retry: undefined;
  bash: UserBashResult;
  abort_bash: { aborted: boolean };
  get_session_stats: SessionStats;
  export_html: { path: string };
  switch_session: { cancelled: boolean };
  fork: { text: string; cancelled: boolean };
  clone: { cancelled: boolean };
  get_fork_messages: { messages: { entryId: string; text: string }[] };
  cycle_model: { model: Model; thinkingLevel: ThinkingLevel; isScoped: boolean } | null;
  cycle_thinking_level: { level: ThinkingLevel } | null;
  get_available_thinking_levels: { levels: ThinkingLevel[] };
  get_entries: { entries: SessionEntry[]; leafId: string | null };
  get_tree: { tree: SessionTreeNode[]; leafId: string | null };
  rewind: RewindOutcome;
  navigate_tree: NavigateOutcome;
  get_last_assistant_text: { text: string | null };
  set_session_name: undefined;
  get_commands: { commands: RuntimeCommand[] };
  set_tools: { active: string[] };
  get_mcp_status: { servers: McpServerStatus[] };
  get_sandbox: SandboxStatus;
  set_sandbox: SandboxStatus;
}

/**
 * A record on stdout that is not a response: a session event (as JSON mode
 * writes it: `message_update` without its partial snapshot), a
 * `bash_execution_update`, or an `extension_ui_request`.
 */
export type RpcEventRecord =
  | (Exclude<RuntimeEvent, { type: "message_update" }> & { id?: undefined })
  | { type: "message_update"; usage: unknown; assistantMessageEvent: { type: string; delta?: string } }
  | BashExecutionUpdate
  | ExtensionUiRequest;
