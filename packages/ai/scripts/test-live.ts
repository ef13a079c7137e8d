/**
 * Live smoke test against the real provider APIs — run on purpose, never by
 * CI or `pnpm test`:
 *
 *     pnpm --filter @keel/ai test:live              # every provider with a key set
 *     pnpm --filter @keel/ai test:live anthropic    # only these providers
 *
 * For each provider whose API-key variable is set, a cheap model is asked to
 * call a `get_time` tool; the result is fed back and the final answer and
 * its cost are printed. Providers without a key are skipped. Exits 1 when
 * any round trip fails.
 */
import {
  type AssistantMessage,
  type Context,
  complete,
  envApiKeyNames,
  type Model,
  requireModel,
  type Tool,
  type ToolCall,
} from "../src/index.js";

/** A cheap model per provider. */
const CHEAP_MODELS: readonly [provider: string, id: string][] = [
  ["openai", "gpt-6-luna"],
  ["anthropic", "claude-haiku-5-5"],
  ["google", "gemini-3.5-flash-lite"],
  ["groq", "openai/gpt-oss-20b"],
  ["deepseek", "deepseek-flash"],
  ["xai", "grok-4.3"],
  ["openrouter", "openai/gpt-6.1-terra"],
  ["mistral", "mistral-medium-latest"],
];

const GET_TIME: Tool = {
  name: "get_time",
  description: "Returns the current date and time (ISO 8601, UTC).",
  parameters: { type: "object", properties: {}, additionalProperties: false },
};

const OPTIONS = { maxTokens: 2048, timeoutMs: 60_000 } as const;

function hasKey(provider: string): boolean {
  return envApiKeyNames(provider).some((name) => (process.env[name] ?? "").trim() !== "");
}

function textOf(message: AssistantMessage): string {
  return message.content
    .filter((block) => block.type === "text")
    .map((block) => block.text)
    .join("")
    .trim();
}

function failure(message: AssistantMessage): string | undefined {
  return message.stopReason === "error" || message.stopReason === "aborted"
    ? `${message.stopReason}: ${message.errorMessage ?? "(no message)"}`
    : undefined;
}

async function roundTrip(model: Model): Promise<string> {
  const context: Context = {
    systemPrompt: "You are a test harness assistant. Use the tools you are given when asked.",
    messages: [
      {
        role: "user",
        content: "What time is it now? Call the get_time tool, then answer in one short sentence.",
        timestamp: Date.now(),
      },
    ],
    tools: [GET_TIME],
  };
  const first = await complete(model, context, OPTIONS);
  const firstFailure = failure(first);
  if (firstFailure) throw new Error(`first request: ${firstFailure}`);
  const call = first.content.find((block): block is ToolCall => block.type === "toolCall");
  if (!call) throw new Error(`the model did not call get_time (stopReason ${first.stopReason}): ${textOf(first)}`);
  if (call.name !== "get_time") throw new Error(`the model called "${call.name}" instead of get_time`);

  context.messages.push(first, {
    role: "toolResult",
    toolCallId: call.id,
    toolName: call.name,
    content: [{ type: "text", text: new Date().toISOString() }],
    isError: false,
    timestamp: Date.now(),
  });
  const second = await complete(model, context, OPTIONS);
  const secondFailure = failure(second);
  if (secondFailure) throw new Error(`second request: ${secondFailure}`);
  const cost = first.usage.cost.total + second.usage.cost.total;
  return `${textOf(second) || "(no text)"}  [$${cost.toFixed(6)}]`;
}

async function main(): Promise<number> {
  const only = new Set(process.argv.slice(2));
  let failures = 0;
  for (const [provider, id] of CHEAP_MODELS) {
    if (only.size > 0 && !only.has(provider)) continue;
    const label = `${provider}/${id}`.padEnd(36);
    if (!hasKey(provider)) {
      console.log(`${label} skipped (set ${envApiKeyNames(provider).join(" or ")})`);
      continue;
    }
    const started = Date.now();
    try {
      const answer = await roundTrip(requireModel(provider, id));
      console.log(`${label} ok in ${Date.now() - started} ms: ${answer}`);
    } catch (error) {
      failures++;
      console.log(
        `${label} FAILED in ${Date.now() - started} ms: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
  return failures === 0 ? 0 : 1;
}

process.exitCode = await main();
