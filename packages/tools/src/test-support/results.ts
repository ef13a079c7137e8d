import type { AgentTool, AgentToolResult } from "@keel/agent-core";

/** The text of a tool result (text blocks joined). */
export function textOf(result: AgentToolResult<unknown>): string {
  return result.content.map((block) => (block.type === "text" ? block.text : `[image ${block.mimeType}]`)).join("\n");
}

/** The message of the error that `promise` rejects with (fails if it resolves). */
export async function errorOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
  throw new Error("expected the call to throw, but it succeeded");
}

/** Runs `tool` once with `params` (no signal, no progress callback); returns its result's text and details. */
export async function runTool<TParams, TDetails>(
  tool: AgentTool<TParams, TDetails>,
  params: TParams,
): Promise<{ text: string; details: TDetails | undefined }> {
  const result = await tool.execute("call", params, undefined, undefined);
  return { text: textOf(result), details: result.details };
}

/** Awaits a tool call that must fail as a result (`isError: true`, not a throw); returns its text and details. */
export async function failedResult<TDetails>(
  promise: Promise<AgentToolResult<TDetails>>,
): Promise<{ text: string; details: TDetails | undefined }> {
  const result = await promise;
  if (result.isError !== true) throw new Error(`expected an error result, got a success: ${textOf(result)}`);
  return { text: textOf(result), details: result.details };
}
