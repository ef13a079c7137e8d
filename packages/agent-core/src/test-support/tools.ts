import { Type } from "typebox";
import type { AgentTool, AgentToolResult, AnyAgentTool, ToolExecutionMode } from "../agent-tool.js";
import { defineTool } from "../define-tool.js";

/** A promise with its resolve/reject exposed. */
export interface Deferred<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
}

/** Creates a {@link Deferred}. */
export function deferred<T = void>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** A text tool result. */
export function textResult(text: string, extra?: Partial<AgentToolResult<unknown>>): AgentToolResult<unknown> {
  return { content: [{ type: "text", text }], ...extra };
}

/** Schema of {@link testTool}'s arguments: `{ value?: string }`. */
export const valueParams = Type.Object({ value: Type.Optional(Type.String()) });

/** One `execute` call of a {@link testTool}. */
export interface RecordedCall {
  id: string;
  params: Record<string, unknown>;
}

/** Options of {@link testTool}. */
export interface TestToolOptions {
  execute?: AgentTool["execute"];
  /** The default `execute` waits for this before it answers (a tool that runs until the test releases it). */
  until?: Promise<unknown>;
  executionMode?: ToolExecutionMode;
  parameters?: object;
  prepareArguments?: AgentTool["prepareArguments"];
  /** Receives every execute call (id and params). */
  calls?: RecordedCall[];
}

/**
 * A tool for tests: by default it returns `"<name> ok"` (once `options.until`
 * resolves, when given). Records calls in `options.calls` when given.
 */
export function testTool(name: string, options: TestToolOptions = {}): AnyAgentTool {
  const tool: AnyAgentTool = defineTool({
    name,
    label: name.toUpperCase(),
    description: `Test tool ${name}.`,
    parameters: options.parameters ?? valueParams,
    async execute(id, params, signal, onUpdate) {
      options.calls?.push({ id, params });
      if (options.execute) return options.execute(id, params, signal, onUpdate);
      if (options.until) await options.until;
      return textResult(`${name} ok`);
    },
  });
  if (options.executionMode !== undefined) tool.executionMode = options.executionMode;
  if (options.prepareArguments !== undefined) tool.prepareArguments = options.prepareArguments;
  return tool;
}
