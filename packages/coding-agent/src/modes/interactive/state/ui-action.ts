import type { RuntimeEvent } from "../../../runtime/runtime-events.js";
import type { NoticeLevel, QueuedMessage, TranscriptItem } from "./ui-state.js";

/** Everything that changes the screen's state: session events and the user's own actions. */
export type UiAction =
  | { type: "session"; event: RuntimeEvent; at: number }
  | { type: "queued"; message: QueuedMessage }
  | { type: "queue-cleared" }
  | { type: "abort-requested" }
  | { type: "notice"; level: NoticeLevel; text: string }
  | { type: "toggle-tools" }
  | { type: "toggle-thinking" }
  | { type: "redraw" }
  /** A tool call waits for the user's approval (or no longer does). */
  | { type: "approval"; id: string; waiting: boolean; at: number }
  /** A shell command the user typed (`!cmd`) started, printed, or ended. */
  | { type: "shell-start"; id: string; command: string; at: number }
  | { type: "shell-output"; id: string; text: string }
  | { type: "shell-end"; id: string; text: string; isError: boolean; durationMs: number }
  /** A new, switched or forked session: its transcript replaces the screen's. */
  | { type: "reset"; items: TranscriptItem[] };
