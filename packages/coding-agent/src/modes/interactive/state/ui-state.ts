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
  aborted: boolean;
}

/** Where a tool call is: its arguments streaming, running, or finished. */
export type ToolPhase = "streaming" | "running" | "done";

/** One tool call, keyed by its `toolCallId`, from the first streamed argument to its result. */
export interface ToolItem {
  kind: "tool";
  id: string;
  name: string;
  /** The arguments so far (final once the call runs). */
  args: JsonObject;
  phase: ToolPhase;
  /** Epoch ms when the call started running. */
  startedAt?: number;
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

/** One entry of the transcript on screen. */
export type TranscriptItem = UserItem | AssistantItem | ToolItem | NoticeItem;

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
