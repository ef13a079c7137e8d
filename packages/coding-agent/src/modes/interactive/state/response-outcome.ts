import type { AssistantMessage } from "@keel/ai";
import type { AssistantItem, TranscriptItem, UiState } from "./ui-state.js";

// What became of a response, as the screen tells it: a failure the run may
// still retry stays in the live region until the run decides; once a later
// response of the run succeeds, every failure it overcame is a quiet note
// (a rate limit, an overload, a context overflow recovered by compaction).

const undecided = (item: TranscriptItem): item is AssistantItem =>
  item.kind === "assistant" && (item.retry === "open" || item.retry === "retrying");

function mapUndecided(state: UiState, change: (item: AssistantItem) => AssistantItem): UiState {
  if (!state.items.some(undecided)) return state;
  return { ...state, items: state.items.map((item) => (undecided(item) ? change(item) : item)) };
}

/** The fields a finished response adds to its item: its failure, a cut-off, an empty answer. */
export function responseOutcome(message: AssistantMessage, text: string, thinking: string): Partial<AssistantItem> {
  switch (message.stopReason) {
    case "error":
      return {
        errorMessage: message.errorMessage ?? message.error?.message ?? "the response failed",
        retry: "open",
      };
    case "aborted":
      return { aborted: true };
    case "length":
      return { cutOffAfter: message.usage.output };
    case "stop": {
      const calls = message.content.some((block) => block.type === "toolCall");
      return text.trim() === "" && thinking.trim() === "" && !calls ? { empty: true } : {};
    }
    case "toolUse":
      return {};
    default: {
      const unknown: never = message.stopReason;
      void unknown;
      return {};
    }
  }
}

/** A response of the run succeeded: the failures before it were retried. */
export function markRetried(state: UiState): UiState {
  return mapUndecided(state, (item) => ({ ...item, retry: "retried", retryStatus: undefined }));
}

/** A retry was scheduled: the failure it retries says when; `false` when no failure waits for one. */
export function markRetrying(state: UiState, status: string): UiState | false {
  for (let i = state.items.length - 1; i >= 0; i--) {
    const item = state.items[i] as TranscriptItem;
    if (item.kind === "assistant" && item.retry === "open") {
      const items = state.items.slice();
      items[i] = { ...item, retry: "retrying", retryStatus: status };
      return { ...state, items };
    }
  }
  return false;
}

/** The run gave up retrying, or settled: failures not overcome stay failures. */
export function settleFailures(state: UiState): UiState {
  return mapUndecided(state, (item) => ({ ...item, retry: undefined, retryStatus: undefined }));
}
