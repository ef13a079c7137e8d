import type { JsonObject } from "@keel/ai";

/** How a notice looks. */
export type NoticeLevel = "info" | "warning" | "error";

/** A message the user wrote (a prompt, a delivered steering or follow-up message). */
export interface UserItem {
  kind: "user";
  id: string;
  text: string;
}

/** A message of the model: its text and thinking, growing while it streams. */
export interface AssistantItem {
  kind: "assistant";
  id: string;
  text: string;
  thinking: string;
  streaming: boolean;
  /** Why the response failed, when it did. */
  errorMessage?: string;
  /**
   * What became of a failed response: `open` while the run may still retry
   * it (the item is not final yet), `retrying` once a retry is scheduled
   * (`retryStatus` says when), `retried` once a later response of the run
   * succeeded (then it shows as a quiet note). Absent: a plain failure.
   */
  retry?: "open" | "retrying" | "retried";
  /** The scheduled retry, e.g. `retrying in 2.0 s (attempt 1 of 3)`. */
  retryStatus?: string;
  /** The response stopped at the output-token limit after this many output tokens: its text is partial. */
  cutOffAfter?: number;
  /** The response finished with no text, thinking or tool call. */
  empty?: boolean;
  aborted: boolean;
}

/**
 * Where a tool call is: its arguments streaming, `queued` (its response is
 * complete, the call has not entered its checks yet), `running` (from its
 * checks on: waiting for approval, held behind another call's approval, or
 * executing), or finished.
 */
export type ToolPhase = "streaming" | "queued" | "running" | "done";

/** A call another tool made (a codemode script's `tools.read()`), shown as a line under that tool. */
export interface NestedToolCall {
  id: string;
  name: string;
  args: JsonObject;
  phase: "running" | "done";
  isError: boolean;
}

/** One tool call, keyed by its `toolCallId`, from the first streamed argument to its result. */
export interface ToolItem {
  kind: "tool";
  id: string;
  name: string;
  /** The arguments so far (final once the call runs). */
  args: JsonObject;
  phase: ToolPhase;
  /** Epoch ms when the call entered its checks (`tool_execution_start`). */
  startedAt?: number;
  /**
   * Epoch ms when the call is taken to start executing: when its permission
   * check allowed it, or, for a call held behind an approval of its batch,
   * when that approval was answered. Elapsed times and durations count from
   * here, never from the wait for approval.
   */
  runningSince?: number;
  /** Allowed, but waiting for the user's approval of another call of its batch (nothing runs until then). */
  held?: boolean;
  /** The assistant message (its item id) whose response made this call. */
  batch?: string;
  durationMs?: number;
  /** The tail of the live output (from progress updates). */
  liveOutput: string;
  /** The `details` of the latest progress update (for an extension's `renderResult`). */
  partialDetails?: unknown;
  /** The result's text, once finished. */
  resultText?: string;
  isError: boolean;
  /** The result's `details` (an edit's diff, a command's exit code). */
  details?: unknown;
  /** The call waits for the user's approval (a permission dialog is open for it). */
  awaitingApproval?: boolean;
  /** A permission dialog was opened for the call. */
  asked?: boolean;
  /** The calls this tool made through the session's pipeline (a codemode script's), in start order. */
  nested?: NestedToolCall[];
  /** The subagent a `task` call runs: its tool calls and responses so far (a block under the call). */
  subagent?: SubagentBlock;
  /** `user`: a shell command the user typed (`!cmd`), not a call of the model. */
  origin?: "user";
}

/** A line from keel itself: an abort, a retry, a compaction, a command's answer. */
export interface NoticeItem {
  kind: "notice";
  id: string;
  level: NoticeLevel;
  text: string;
}

/**
 * A lifecycle hook that blocked, failed or has a message for the user: its
 * line, and what it printed (shown when Ctrl+O expands tool output).
 */
export interface HookItem {
  kind: "hook";
  id: string;
  level: NoticeLevel;
  /** The line, e.g. ``PreToolUse hook `./guard.sh` blocked (exit 2): no pushes to main``. */
  text: string;
  /** The first 64 KB of its stderr and stdout, as `hook_finished` carried them. */
  stderr: string;
  stdout: string;
}

/** One entry of the transcript on screen. */
export type TranscriptItem = UserItem | AssistantItem | ToolItem | NoticeItem | HookItem;

/** A message typed while the agent works, waiting for delivery. */
export interface QueuedMessage {
  kind: "steer" | "followUp";
  text: string;
}

/** Everything the terminal UI shows, as one value a reducer updates. */
export interface UiState {
  items: TranscriptItem[];
  /** How many leading items are final and printed once into the scrollback. */
  committed: number;
  busy: boolean;
  /** Epoch ms when the current run started. */
  busySince?: number;
  /** What the run is doing besides streaming: a retry wait, a compaction, an abort. */
  status?: string;
  abortRequested: boolean;
  queue: QueuedMessage[];
  toolsExpanded: boolean;
  thinkingExpanded: boolean;
  /** Bumped to print the whole transcript again (after Ctrl+O, a resize, a new session). */
  redraws: number;
  /** A counter for notice ids. */
  seq: number;
}

/** The state of a fresh screen. */
export function initialUiState(): UiState {
  return {
    items: [],
    committed: 0,
    busy: false,
    abortRequested: false,
    queue: [],
    toolsExpanded: false,
    thinkingExpanded: false,
    redraws: 0,
    seq: 0,
  };
}

/** What a running (or finished) subagent did, shown as a block under its `task` call. */
export interface SubagentBlock {
  agent: string;
  /** The child's session id. */
  sessionId: string;
  /** The child's tool calls (and its own children's), in start order. */
  calls: NestedToolCall[];
  /** How many responses the child's model gave. */
  responses: number;
  /** The first line of the child's latest text. */
  lastText?: string;
  /** Until the child's run ends. */
  running: boolean;
}
