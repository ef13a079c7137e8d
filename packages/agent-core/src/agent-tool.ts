import type { ImageContent, TextContent, Tool } from "@keel/ai";

/** What a tool returns (or what a hook may replace). `content` is for the model; `details` for UIs. */
export interface AgentToolResult<TDetails = unknown> {
  /** Text and image blocks the model reads. */
  content: (TextContent | ImageContent)[];
  /** Structured data for UIs and state restore; never sent to the model. */
  details?: TDetails;
  /**
   * Marks the result as a failure while keeping its `content` and `details`
   * (e.g. a shell command that exited non-zero keeps its exit code and
   * full-output path). Throwing still works and also becomes an error
   * result, with the error message as its text (CONTRACT.md rule 4). The loop
   * moves the flag to `tool_execution_end.isError` and the tool-result
   * message's `isError`; the `result` that events and `afterToolCall` see
   * does not repeat it.
   */
  isError?: boolean;
  /**
   * Asks the loop to stop after this batch. The loop stops only when every
   * finalized result of the batch sets it (CONTRACT.md rule 9).
   */
  terminate?: boolean;
}

/**
 * Progress callback handed to `execute`. Each call emits a
 * `tool_execution_update` event; updates are never persisted, and calls made
 * after `execute` settled are ignored.
 */
export type AgentToolUpdateCallback<TDetails = unknown> = (partialResult: AgentToolResult<TDetails>) => void;

/** How a tool may be scheduled relative to other calls in the same assistant message. */
export type ToolExecutionMode = "sequential" | "parallel";

/**
 * A tool as the agent loop sees it: the declaration the model gets, plus the
 * local behaviour that runs it.
 *
 * @example
 * const echo: AgentTool<typeof params> = {
 *   name: "echo", label: "Echo", description: "Echoes text back.",
 *   parameters: Type.Object({ text: Type.String() }),
 *   async execute(_id, { text }) { return { content: [{ type: "text", text }] }; },
 * };
 */
export interface AgentTool<TParams = Record<string, unknown>, TDetails = unknown> extends Tool {
  /** Name the model calls the tool by. */
  name: string;
  /** Short human-readable label for UIs. */
  label: string;
  /** Model-facing description: when to use it and its limits. */
  description: string;
  /** JSON Schema of the arguments (TypeBox or plain); the source of truth for validation. */
  parameters: object;
  /**
   * Runs the tool with validated arguments. Fail by resolving with
   * `isError: true` (content and details are kept) or by throwing (the error
   * message becomes the error result the model sees). Must honour `signal`.
   */
  execute(
    toolCallId: string,
    params: TParams,
    signal: AbortSignal | undefined,
    onUpdate: AgentToolUpdateCallback<TDetails> | undefined,
  ): Promise<AgentToolResult<TDetails>>;
  /** `"sequential"` makes any batch containing this tool run sequentially. Default: parallel. */
  executionMode?: ToolExecutionMode;
  /**
   * Adjusts raw model arguments before validation (compatibility shims, e.g.
   * accepting an older argument shape). Return a new object rather than
   * mutating `raw` (it is the transcript's copy). Inputs it does not recognise
   * should be returned unchanged; a throw fails the call as invalid arguments.
   */
  prepareArguments?(raw: Record<string, unknown>): Record<string, unknown>;
  /** One line a system prompt may list for this tool. */
  promptSnippet?: string;
  /** Usage guidelines a system prompt may include. */
  promptGuidelines?: string[];
}

/** An `AgentTool` with its parameter and detail types erased, for heterogeneous tool lists. */
// biome-ignore lint/suspicious/noExplicitAny: erasure of the params type is the point of this alias.
export type AnyAgentTool = AgentTool<any, any>;
