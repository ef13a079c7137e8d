import type {
  AgentEndEvent,
  AgentMessage,
  AgentStartEvent,
  MessageEndEvent,
  MessageStartEvent,
  MessageUpdateEvent,
  ToolExecutionEndEvent,
  ToolExecutionStartEvent,
  ToolExecutionUpdateEvent,
  TurnEndEvent,
  TurnStartEvent,
} from "@keel/agent-core";
import type { ImageContent, Model, TextContent } from "@keel/ai";
import type { CompactionPreparation, CompactionReason } from "../compaction/compaction-preparation.js";
import type { CompactionEntry } from "../session/session-schema.js";

/** Why a session runtime started. */
export type SessionStartReason = "startup" | "reload" | "new" | "resume" | "fork";
/** Why a session runtime is being torn down. */
export type SessionShutdownReason = "quit" | "reload" | "new" | "resume" | "fork";

/** A session was started, loaded or reloaded; extensions are bound. */
export interface SessionStartEvent {
  type: "session_start";
  reason: SessionStartReason;
  /** The session file in use before, for `new`, `resume` and `fork`. */
  previousSessionFile?: string;
}

/** The session runtime is about to end: close what `session_start` opened. */
export interface SessionShutdownEvent {
  type: "session_shutdown";
  reason: SessionShutdownReason;
}

/** A message an extension adds to the conversation (stored as a `custom_message` entry). */
export interface CustomMessageInput {
  /** Identifies the extension's messages. */
  customType: string;
  /** What the model reads (as user text). */
  content: string | (TextContent | ImageContent)[];
  /** Whether a UI shows it. */
  display: boolean;
  /** Extension data kept with it; never sent to the model. */
  details?: unknown;
}

/** A run is about to start for a prompt, after input handling. */
export interface BeforeAgentStartEvent {
  type: "before_agent_start";
  /** The prompt text. */
  prompt: string;
  images?: ImageContent[];
  /** The system prompt as changed by earlier handlers. */
  systemPrompt: string;
}

/** What a `before_agent_start` handler may return. */
export interface BeforeAgentStartResult {
  /** Replaces the system prompt for this run (chained: later handlers see it). */
  systemPrompt?: string;
  /** A message to add before the run (stored in the session and sent to the model). */
  message?: CustomMessageInput;
}

/** The messages of the next provider request, before they are sent. A copy: change it freely. */
export interface ContextEvent {
  type: "context";
  messages: AgentMessage[];
}

/** What a `context` handler may return: the messages to send instead. */
export interface ContextResult {
  messages?: AgentMessage[];
}

/** The provider payload, right before it is sent. Return a value to replace it; `undefined` keeps it. */
export interface BeforeProviderRequestEvent {
  type: "before_provider_request";
  payload: unknown;
  model: Model;
}

/** A validated tool call is about to run. `input` is live: mutate it to change the arguments. */
export interface ToolCallEvent {
  type: "tool_call";
  toolCallId: string;
  toolName: string;
  /** The validated arguments. Changes are not validated again: keep them within the tool's schema. */
  input: Record<string, unknown>;
}

/** What a `tool_call` handler may return. */
export interface ToolCallResult {
  /** Stops the call; the model gets an error result with `reason`. The first block wins. */
  block?: boolean;
  reason?: string;
}

/** A tool call finished; handlers may rewrite its result. */
export interface ToolResultEvent {
  type: "tool_result";
  toolCallId: string;
  toolName: string;
  input: Record<string, unknown>;
  /** The result so far (after earlier handlers' changes). */
  content: (TextContent | ImageContent)[];
  details: unknown;
  isError: boolean;
}

/** What a `tool_result` handler may return; each field present replaces that field. */
export interface ToolResultPatch {
  content?: (TextContent | ImageContent)[];
  details?: unknown;
  isError?: boolean;
}

/** Where input came from. */
export type InputSource = "interactive" | "rpc" | "extension";

/** The user typed (or a script sent) input, before prompt templates and skills expand. */
export interface InputEvent {
  type: "input";
  text: string;
  images?: ImageContent[];
  source: InputSource;
}

/** What an `input` handler may return. `handled` ends the input there (the first one wins). */
export type InputResult =
  | { action: "continue" }
  | { action: "transform"; text: string; images?: ImageContent[] }
  | { action: "handled" };

/** The model changed. */
export interface ModelSelectEvent {
  type: "model_select";
  model: Model;
  previousModel?: Model;
  /** `set`: chosen (flag, command, `setModel`); `cycle`: stepped through a list in a UI. */
  source: "set" | "cycle";
}

/** A compaction is about to run; handlers may cancel it or supply the summary. */
export interface SessionBeforeCompactEvent {
  type: "session_before_compact";
  preparation: CompactionPreparation;
  reason: CompactionReason;
  /** Extra instructions for the summary (`/compact <instructions>`). */
  customInstructions?: string;
  /** Aborted when the compaction is cancelled; pass it to model calls. */
  signal: AbortSignal;
}

/** A summary an extension supplies instead of the model's. */
export interface ExtensionCompaction {
  summary: string;
  firstKeptEntryId: string;
  tokensBefore: number;
  details?: unknown;
}

/** What a `session_before_compact` handler may return. */
export interface SessionBeforeCompactResult {
  cancel?: boolean;
  compaction?: ExtensionCompaction;
}

/** A compaction was written. */
export interface SessionCompactEvent {
  type: "session_compact";
  compactionEntry: CompactionEntry;
  /** Whether an extension supplied the summary. */
  fromExtension: boolean;
  reason: CompactionReason;
}

/** A rewind is about to happen (docs/checkpoints.md); a handler may cancel it. */
export interface SessionBeforeRewindEvent {
  type: "session_before_rewind";
  /** The user message (or checkpoint entry) rewound to. */
  targetId: string;
  scope: "code" | "conversation" | "both";
  /** Where the conversation stands now. */
  oldLeafId: string | null;
}

/** What a `session_before_rewind` handler may return. */
export interface SessionBeforeRewindResult {
  cancel?: boolean;
}

/** A rewind happened: the files and/or the conversation are back at `targetId`. */
export interface SessionRewindEvent {
  type: "session_rewind";
  targetId: string;
  scope: "code" | "conversation" | "both";
  oldLeafId: string | null;
  newLeafId: string | null;
  /** The checkpoint entry that undoes the rewind. */
  undoEntryId: string;
  /** The files the rewind changed. */
  changedFiles: string[];
}

/** A subagent started (the `task` tool, `runSubagent`): its agent, the task call and the child's session. */
export interface SubagentStartEvent {
  type: "subagent_start";
  /** The id of the `task` call that runs it (its events carry it as `parentToolCallId`). */
  parentToolCallId: string;
  agent: string;
  description: string;
  /** The child's session id. */
  sessionId: string;
}

/** A subagent ended: its final text, or why it failed. */
export interface SubagentEndEvent {
  type: "subagent_end";
  parentToolCallId: string;
  agent: string;
  description: string;
  sessionId: string;
  isError: boolean;
  /** The final text, or the error. */
  text: string;
}

/**
 * Every event an extension can subscribe to, by name: the event's payload
 * and what a handler may return (`void` for notifications).
 */
export interface ExtensionEventMap {
  session_start: { event: SessionStartEvent; result: undefined };
  session_shutdown: { event: SessionShutdownEvent; result: undefined };
  before_agent_start: { event: BeforeAgentStartEvent; result: BeforeAgentStartResult };
  agent_start: { event: AgentStartEvent; result: undefined };
  agent_end: { event: AgentEndEvent; result: undefined };
  turn_start: { event: TurnStartEvent; result: undefined };
  turn_end: { event: TurnEndEvent; result: undefined };
  message_start: { event: MessageStartEvent; result: undefined };
  message_update: { event: MessageUpdateEvent; result: undefined };
  message_end: { event: MessageEndEvent; result: undefined };
  tool_execution_start: { event: ToolExecutionStartEvent; result: undefined };
  tool_execution_update: { event: ToolExecutionUpdateEvent; result: undefined };
  tool_execution_end: { event: ToolExecutionEndEvent; result: undefined };
  context: { event: ContextEvent; result: ContextResult };
  before_provider_request: { event: BeforeProviderRequestEvent; result: unknown };
  tool_call: { event: ToolCallEvent; result: ToolCallResult };
  tool_result: { event: ToolResultEvent; result: ToolResultPatch };
  input: { event: InputEvent; result: InputResult };
  model_select: { event: ModelSelectEvent; result: undefined };
  session_before_compact: { event: SessionBeforeCompactEvent; result: SessionBeforeCompactResult };
  session_compact: { event: SessionCompactEvent; result: undefined };
  session_before_rewind: { event: SessionBeforeRewindEvent; result: SessionBeforeRewindResult };
  session_rewind: { event: SessionRewindEvent; result: undefined };
  subagent_start: { event: SubagentStartEvent; result: undefined };
  subagent_end: { event: SubagentEndEvent; result: undefined };
}

/** The name of an extension event. */
export type ExtensionEventName = keyof ExtensionEventMap;

/** The payload of any extension event; switch on `type`. */
export type ExtensionEvent = ExtensionEventMap[ExtensionEventName]["event"];

/** The events that only notify (their handlers' return values are ignored). */
export type NotificationEventName = {
  [K in ExtensionEventName]: ExtensionEventMap[K]["result"] extends undefined ? K : never;
}[ExtensionEventName];

/**
 * Narrows a `tool_call` event to one tool, typing its input.
 *
 * @example
 * pi.on("tool_call", (event) => {
 *   if (isToolCallEventType<"bash", { command: string }>("bash", event)) event.input.command;
 * });
 */
export function isToolCallEventType<TName extends string, TInput extends Record<string, unknown>>(
  toolName: TName,
  event: ToolCallEvent,
): event is ToolCallEvent & { toolName: TName; input: TInput } {
  return event.toolName === toolName;
}
