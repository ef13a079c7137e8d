/**
 * Test helpers shared by the provider adapters' tests (not shipped in
 * `dist`). Every adapter test talks to a loopback replay server; nothing
 * leaves the machine.
 */
import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { afterEach, beforeEach } from "vitest";
import type { Context } from "../../context.js";
import { emptyAssistantMessage } from "../../empty-assistant-message.js";
import type { AssistantMessage, ToolResultMessage } from "../../messages.js";
import type { Api, Model } from "../../model.js";
import { type ReplayServer, startReplayServer } from "../../testing/replay-server.js";

/**
 * The recorded provider streams, kept in the package at
 * `test/fixtures/providers/<api>/` (see the README there: where they come
 * from and their format). Not published: `test/` is outside `files`.
 */
export const RECORDED_FIXTURES = new URL("../../../test/fixtures/providers/", import.meta.url);

/** Every `*.chunks.txt` file of one fixture folder, as `[name, url]`, sorted by name. */
export function fixtureFiles(folder: URL): [string, URL][] {
  return readdirSync(fileURLToPath(folder))
    .filter((name) => name.endsWith(".chunks.txt"))
    .sort()
    .map((name) => [name, new URL(name, folder)]);
}

/** The conversation most adapter tests send: one user message, "hi". */
export const HI: Context = { messages: [{ role: "user", content: "hi", timestamp: 0 }] };

/** What differs from the default test model per API (the tests assert on these ids and prices). */
const TEST_MODELS: Partial<Record<Api, Partial<Model>>> = {
  "anthropic-messages": {
    id: "claude-test",
    name: "Claude (test)",
    provider: "anthropic",
    reasoning: true,
    cost: { input: 3, output: 15, cacheRead: 0.3, cacheWrite: 3.75 },
    contextWindow: 200_000,
    maxTokens: 8192,
  },
  "google-generative-ai": {
    id: "gemini-test",
    name: "Gemini (test)",
    provider: "google",
    reasoning: true,
    cost: { input: 2, output: 12, cacheRead: 0.2, cacheWrite: 0 },
    contextWindow: 1_000_000,
    maxTokens: 8192,
  },
};

/**
 * A model description for adapter tests, pointed at `baseUrl`: `claude-test`
 * for `anthropic-messages`, `gemini-test` for `google-generative-ai`, and
 * an OpenAI `test-model` for any other API.
 */
export function testModel(api: Api, baseUrl: string, overrides: Partial<Model> = {}): Model {
  return {
    id: "test-model",
    name: "Test model",
    api,
    provider: "openai",
    baseUrl,
    reasoning: false,
    input: ["text", "image"],
    cost: { input: 2, output: 8, cacheRead: 0.5, cacheWrite: 0 },
    contextWindow: 128_000,
    maxTokens: 4096,
    ...TEST_MODELS[api],
    ...overrides,
  };
}

/**
 * An assistant turn of `from` holding `content`, for request-building tests:
 * zero usage, timestamp 0, `stopReason` `toolUse` when it holds tool calls,
 * else `stop`.
 */
export function assistantMessage(
  from: Pick<Model, "api" | "provider" | "id">,
  content: AssistantMessage["content"],
  overrides: Partial<AssistantMessage> = {},
): AssistantMessage {
  return {
    ...emptyAssistantMessage(from, 0),
    content,
    stopReason: content.some((block) => block.type === "toolCall") ? "toolUse" : "stop",
    ...overrides,
  };
}

/** The result of tool call `id` (of tool `name`), for request-building tests: not an error, timestamp 0. */
export function toolResultMessage(
  id: string,
  name: string,
  content: ToolResultMessage["content"],
  overrides: Partial<ToolResultMessage> = {},
): ToolResultMessage {
  return { role: "toolResult", toolCallId: id, toolName: name, content, isError: false, timestamp: 0, ...overrides };
}

/** A message's token counts: its usage without the cost. */
export function tokensOf(message: AssistantMessage): Omit<AssistantMessage["usage"], "cost"> {
  const { cost: _cost, ...tokens } = message.usage;
  return tokens;
}

/** Starts a replay server before each test and closes it after; read it through the getter. */
export function useReplayServer(): () => ReplayServer {
  let server: ReplayServer | undefined;
  beforeEach(async () => {
    server = await startReplayServer();
  });
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });
  return () => {
    if (!server) throw new Error("useReplayServer(): the server exists only inside a test");
    return server;
  };
}
