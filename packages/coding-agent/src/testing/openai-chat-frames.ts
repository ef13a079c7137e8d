import { frameChunks } from "@keel/ai/testing";
import type { ScriptedTurn } from "./scripted-turn.js";

type Reply = Exclude<ScriptedTurn, { kind: "http-error" } | { kind: "hang" }>;

function pieces(text: string, size: number): string[] {
  const out: string[] = [];
  for (let i = 0; i < text.length; i += size) out.push(text.slice(i, i + size));
  return out;
}

/**
 * The server-sent events an OpenAI-compatible Chat Completions server sends
 * for a scripted reply: role, reasoning and text deltas, tool calls whose
 * arguments arrive in pieces, the finish reason, a usage chunk, `[DONE]`.
 */
export function openAIChatFrames(turn: Reply, turnIndex: number, model = "scripted-model"): string[] {
  const size = Math.max(1, turn.chunkSize ?? 16);
  const base = { id: `chatcmpl-${turnIndex}`, object: "chat.completion.chunk", created: 0, model };
  const chunk = (delta: object, finish: string | null = null) => ({
    ...base,
    choices: [{ index: 0, delta, finish_reason: finish }],
  });
  const lines: object[] = [chunk({ role: "assistant", content: "" })];
  for (const part of pieces(turn.reasoning ?? "", size)) lines.push(chunk({ reasoning_content: part }));
  for (const part of pieces(turn.text ?? "", size)) lines.push(chunk({ content: part }));
  (turn.toolCalls ?? []).forEach((call, index) => {
    const id = call.id ?? `call_${turnIndex}_${index}`;
    const args = typeof call.arguments === "string" ? call.arguments : JSON.stringify(call.arguments);
    lines.push(chunk({ tool_calls: [{ index, id, type: "function", function: { name: call.name, arguments: "" } }] }));
    for (const part of pieces(args, size))
      lines.push(chunk({ tool_calls: [{ index, function: { arguments: part } }] }));
  });
  const finish = turn.finish ?? ((turn.toolCalls?.length ?? 0) > 0 ? "tool_calls" : "stop");
  lines.push(chunk({}, finish));
  const usage = turn.usage ?? { input: 12, output: 8 };
  lines.push({
    ...base,
    choices: [],
    usage: { prompt_tokens: usage.input, completion_tokens: usage.output, total_tokens: usage.input + usage.output },
  });
  return frameChunks(lines, "data-only", { done: true });
}
