import type { AssistantMessage, UserMessage } from "@keel/ai";
import { createFaux, type Faux, type FauxScriptEntry } from "@keel/ai/testing";
import type { AgentEvent } from "../agent-events.js";
import { runAgentLoop } from "../agent-loop.js";
import type { AgentLoopConfig, StreamFn } from "../agent-loop-config.js";
import type { AgentMessage } from "../agent-message.js";
import type { AnyAgentTool } from "../agent-tool.js";
import { type TraceOptions, traceOf } from "./trace.js";

/** A user message. */
export function user(text: string): UserMessage {
  return { role: "user", content: text, timestamp: Date.now() };
}

/** Options of {@link runScripted}. */
export interface ScriptedRunOptions {
  /** The scripted model's responses. Default: none (when `streamFn` answers instead). */
  responses?: FauxScriptEntry[];
  /** Makes the requests instead of the scripted model (e.g. `messageStreamFn`, or one that fails). */
  streamFn?: StreamFn;
  tools?: AnyAgentTool[];
  config?: Partial<AgentLoopConfig>;
  prompt?: string;
  history?: AgentMessage[];
  signal?: AbortSignal;
  /** Lines pushed here by hooks interleave with the event trace in `log`. */
  log?: string[];
  /** Called for every event after it was recorded (e.g. to abort at a given point). */
  onEvent?: (event: AgentEvent) => void | Promise<void>;
  trace?: TraceOptions;
}

/** What {@link runScripted} observed. */
export interface ScriptedRun {
  events: AgentEvent[];
  /** The event trace (see `traceOf`). */
  trace: string[];
  /** Messages the run added (the loop's result). */
  messages: AgentMessage[];
  faux: Faux;
  /** Tool-result and assistant messages, for convenience. */
  assistants: AssistantMessage[];
}

/** Runs the loop against a scripted model (or `options.streamFn`) and records everything it emits. */
export async function runScripted(options: ScriptedRunOptions): Promise<ScriptedRun> {
  const faux = createFaux({ responses: options.responses ?? [] });
  const events: AgentEvent[] = [];
  const log = options.log;
  const messages = await runAgentLoop(
    [user(options.prompt ?? "go")],
    { systemPrompt: "test", messages: options.history ?? [], tools: options.tools ?? [] },
    { model: faux.model, ...options.config },
    async (event) => {
      events.push(event);
      if (log) log.push(...traceOf([event], options.trace));
      await options.onEvent?.(event);
    },
    options.signal,
    options.streamFn ?? faux.streamFn,
  );
  return {
    events,
    trace: traceOf(events, options.trace),
    messages,
    faux,
    assistants: messages.filter((m): m is AssistantMessage => m.role === "assistant"),
  };
}

/** The text of the tool-result message for `toolCallId` among `messages`. */
export function resultText(messages: readonly AgentMessage[], toolCallId: string): string {
  const message = messages.find((m) => m.role === "toolResult" && m.toolCallId === toolCallId);
  if (message?.role !== "toolResult") throw new Error(`no tool result for ${toolCallId}`);
  return message.content.map((block) => (block.type === "text" ? block.text : "")).join("");
}
