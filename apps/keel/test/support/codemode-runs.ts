import { fileURLToPath } from "node:url";
import { replyToolCalls } from "@keel/coding-agent/testing";
import type { KeelRun, KeelWorld } from "./keel-world.js";

/** The MCP failure server of packages/mcp's tests: a real stdio MCP server with flags for its failures. */
export const FAILURE_SERVER = fileURLToPath(
  new URL("../../../../packages/mcp/test/fixtures/failure-server.mjs", import.meta.url),
);

/** One record of JSON mode's output (`--mode json`): its `type` and whatever else the event carries. */
export type JsonLine = { type: string; [key: string]: unknown };

/** A tool-result message as JSON mode reports it in a `message_end` record. */
export interface ToolResultMessage {
  content: { text: string }[];
  isError: boolean;
  details: unknown;
}

/** The records of JSON mode's stdout, one per non-empty line. */
export function jsonLines(stdout: string): JsonLine[] {
  return stdout
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as JsonLine);
}

/** The tool-result message of call `id`, from JSON mode's records; throws when there is none. */
export function toolResultOf(lines: readonly JsonLine[], id: string): ToolResultMessage {
  const end = lines.find(
    (l) => l.type === "message_end" && (l.message as { toolCallId?: string } | undefined)?.toolCallId === id,
  );
  if (end === undefined) throw new Error(`no tool result for ${id}`);
  return end.message as ToolResultMessage;
}

/** The text of call `id`'s tool result (its first content part; "" without one), from JSON mode's stdout. */
export function resultText(stdout: string, id = "call_cm"): string {
  return toolResultOf(jsonLines(stdout), id).content?.[0]?.text ?? "";
}

/** A scripted model turn that calls the codemode tool once, with `script`, as call `id`. */
export function codemodeCall(script: string, id = "call_cm") {
  return replyToolCalls([{ id, name: "codemode", arguments: { script } }]);
}

/**
 * Runs the real `keel` against the world's scripted model in JSON mode, with the codemode tool on and
 * allowed: `--model local/scripted --mode json --tools +codemode --allow codemode ...extraArgs prompt`.
 */
export function runCodemode(world: KeelWorld, prompt: string, extraArgs: readonly string[] = []): Promise<KeelRun> {
  return world.run([
    "--model",
    "local/scripted",
    "--mode",
    "json",
    "--tools",
    "+codemode",
    "--allow",
    "codemode",
    ...extraArgs,
    prompt,
  ]);
}
