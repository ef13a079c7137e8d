import {
  type AssistantMessage,
  type AssistantMessageEvent,
  type AssistantMessageStreamLike,
  emptyUsage,
  type Model,
} from "@keel/ai";

/** Tool calls in each scripted assistant message. */
export const CALLS_PER_TURN = 5;

/** The model every bench run names (no request ever leaves the process). */
export const benchModel: Model = {
  id: "bench",
  name: "bench",
  api: "bench",
  provider: "bench",
  baseUrl: "http://127.0.0.1:0",
  reasoning: false,
  input: ["text"],
  cost: { input: 0, output: 0, cacheRead: 0, cacheWrite: 0 },
  contextWindow: 1_000_000,
  maxTokens: 1_000,
};

/** One scripted response: its final message and the events that stream it. */
export interface ScriptedTurn {
  message: AssistantMessage;
  events: AssistantMessageEvent[];
}

function assistant(content: AssistantMessage["content"], stopReason: AssistantMessage["stopReason"]): AssistantMessage {
  return {
    role: "assistant",
    content,
    api: benchModel.api,
    provider: benchModel.provider,
    model: benchModel.id,
    usage: emptyUsage(),
    stopReason,
    timestamp: 0,
  };
}

/** Prebuilt start → toolcall_start/end × 5 → done events for every turn, then a final text answer. */
export function script(turns: number): ScriptedTurn[] {
  const out: ScriptedTurn[] = [];
  for (let turn = 0; turn < turns; turn++) {
    const calls = Array.from({ length: CALLS_PER_TURN }, (_, i) => ({
      type: "toolCall" as const,
      id: `call_${turn}_${i}`,
      name: "noop",
      arguments: { n: i },
    }));
    const message = assistant(calls, "toolUse");
    const events: AssistantMessageEvent[] = [{ type: "start", partial: message }];
    calls.forEach((toolCall, contentIndex) => {
      events.push({ type: "toolcall_start", contentIndex, partial: message });
      events.push({ type: "toolcall_end", contentIndex, toolCall, partial: message });
    });
    events.push({ type: "done", reason: "toolUse", message });
    out.push({ message, events });
  }
  const final = assistant([{ type: "text", text: "done" }], "stop");
  out.push({
    message: final,
    events: [
      { type: "start", partial: final },
      { type: "done", reason: "stop", message: final },
    ],
  });
  return out;
}

/** Replays one scripted turn as a stream: no parsing, no timers, one resolved promise per event. */
export function replay(entry: ScriptedTurn): AssistantMessageStreamLike {
  const { message, events } = entry;
  return {
    [Symbol.asyncIterator]() {
      let i = 0;
      return {
        next: () =>
          Promise.resolve(
            i < events.length
              ? { done: false as const, value: events[i++] as AssistantMessageEvent }
              : { done: true as const, value: undefined },
          ),
      };
    },
    result: () => Promise.resolve(message),
  };
}

/** A stream function that answers request N with scripted turn N (shared shape of Keel's and the peer's). */
export function scriptedStreamFn(turns: number): () => AssistantMessageStreamLike {
  const entries = script(turns);
  let request = 0;
  return () => replay(entries[request++] as ScriptedTurn);
}
