import { describe, expect, it } from "vitest";
import type { Context } from "../context.js";
import type { Model } from "../model.js";
import { resolveChatCompat } from "../models/model-compat.js";
import { buildAnthropicRequest } from "../providers/anthropic/request.js";
import { buildGoogleRequest } from "../providers/google/request.js";
import { buildChatRequest } from "../providers/openai-completions/request.js";
import { buildResponsesRequest } from "../providers/openai-responses/request.js";
import { isSameModel } from "./content.js";
import { conversation, MODELS, type ReplaySource, SOURCES } from "./test-support/replay-fixtures.js";
import { transformMessages } from "./transform-messages.js";

/**
 * What each adapter would send for a history written by another provider,
 * once the history went through `transformMessages`. The request builders
 * are pure, so no server is needed.
 */

/** One assistant turn's tool calls, and the results the request carries right after it. */
interface Pairing {
  calls: string[];
  results: string[];
}

type Json = Record<string, unknown>;

function replayed(source: ReplaySource, target: Model): Context {
  return { systemPrompt: "You are terse.", messages: transformMessages(conversation(source), target) };
}

function chatPairings(body: { messages: Json[] }): Pairing[] {
  const pairings: Pairing[] = [];
  body.messages.forEach((message, index) => {
    const toolCalls = message.tool_calls as { id: string }[] | undefined;
    if (message.role !== "assistant" || !toolCalls) return;
    const results: string[] = [];
    for (const next of body.messages.slice(index + 1)) {
      if (next.role !== "tool") break;
      results.push(next.tool_call_id as string);
    }
    pairings.push({ calls: toolCalls.map((c) => c.id), results });
  });
  return pairings;
}

function responsesPairings(input: Json[]): Pairing[] {
  const pairings: Pairing[] = [];
  let current: Pairing | undefined;
  for (const item of input) {
    if (item.type === "function_call") {
      if (!current || current.results.length > 0) {
        current = { calls: [], results: [] };
        pairings.push(current);
      }
      current.calls.push(item.call_id as string);
    } else if (item.type === "function_call_output") {
      current?.results.push(item.call_id as string);
    } else {
      current = undefined;
    }
  }
  return pairings;
}

function anthropicPairings(messages: { role: string; content: Json[] | string }[]): Pairing[] {
  const pairings: Pairing[] = [];
  messages.forEach((message, index) => {
    if (message.role !== "assistant" || typeof message.content === "string") return;
    const calls = message.content.filter((b) => b.type === "tool_use").map((b) => b.id as string);
    if (calls.length === 0) return;
    const next = messages[index + 1];
    const results =
      next && typeof next.content !== "string"
        ? next.content.filter((b) => b.type === "tool_result").map((b) => b.tool_use_id as string)
        : [];
    pairings.push({ calls, results });
  });
  return pairings;
}

function geminiPairings(contents: { role?: string; parts?: Json[] }[]): Pairing[] {
  const pairings: Pairing[] = [];
  contents.forEach((content, index) => {
    const calls = (content.parts ?? []).flatMap((p) => (p.functionCall ? [p.functionCall as Json] : []));
    if (content.role !== "model" || calls.length === 0) return;
    const responses = (contents[index + 1]?.parts ?? []).flatMap((p) =>
      p.functionResponse ? [p.functionResponse as Json] : [],
    );
    // Ids Keel made up are not sent; pair by name and position then.
    const key = (c: Json): string => `${c.name as string}:${(c.id as string | undefined) ?? "(no id)"}`;
    pairings.push({ calls: calls.map(key), results: responses.map(key) });
  });
  return pairings;
}

function expectPaired(pairings: Pairing[]): void {
  expect(pairings).toHaveLength(2);
  for (const pairing of pairings) expect([...pairing.results].sort()).toEqual([...pairing.calls].sort());
  expect(pairings[1]?.calls).toHaveLength(1); // the unanswered call, with its synthesized result
}

function expectNoDroppedTurn(body: unknown): void {
  const text = JSON.stringify(body);
  expect(text).not.toContain("stray");
  expect(text).not.toContain('"Listing"');
}

for (const [name, source] of Object.entries(SOURCES)) {
  const same = (target: Model): boolean =>
    isSameModel({ api: source.model.api, provider: source.model.provider, model: source.model.id }, target);

  describe(`history written by ${name} (${source.model.provider}/${source.model.id})`, () => {
    it("replays to OpenAI Chat Completions", () => {
      for (const target of [MODELS.completions, MODELS.textOnly, MODELS.mistral]) {
        const compat = resolveChatCompat(target);
        const body = buildChatRequest(target, replayed(source, target), {}, compat) as unknown as { messages: Json[] };
        const pairings = chatPairings(body);
        expectPaired(pairings);
        for (const id of pairings.flatMap((p) => p.calls)) {
          expect(id.length).toBeLessThanOrEqual(compat.maxToolCallIdLength ?? 40);
          if (target === MODELS.mistral) expect(id).toMatch(/^[A-Za-z0-9]{9}$/);
        }
        const reasoning = body.messages.some((m) => m.reasoning_content !== undefined || m.reasoning !== undefined);
        expect(reasoning).toBe(same(target));
        expectNoDroppedTurn(body);
      }
    });

    it("replays to OpenAI Responses", () => {
      const target = MODELS.responses;
      const body = buildResponsesRequest(target, replayed(source, target), {});
      const input = body.input as unknown as Json[];
      const pairings = responsesPairings(input);
      expectPaired(pairings);
      for (const id of pairings.flatMap((p) => p.calls)) expect(id).toMatch(/^call_[A-Za-z0-9_-]{1,59}$/);
      const calls = input.filter((item) => item.type === "function_call");
      const reasoningItems = input.filter((item) => item.type === "reasoning");
      if (same(target)) {
        expect(calls[0]).toMatchObject({ id: "fc_68a1f0c2d4e8819aa3b5c7d9e1f20304" });
        expect(reasoningItems).toHaveLength(1);
      } else {
        for (const call of calls) expect(call.id).toBeUndefined();
        expect(reasoningItems).toHaveLength(0);
        expect(JSON.stringify(input)).toContain("<earlier_reasoning>");
      }
      expectNoDroppedTurn(body);
    });

    it("replays to Anthropic Messages", () => {
      const target = MODELS.anthropic;
      const body = buildAnthropicRequest(target, replayed(source, target), {});
      const messages = body.messages as unknown as { role: string; content: Json[] | string }[];
      const pairings = anthropicPairings(messages);
      expectPaired(pairings);
      for (const id of pairings.flatMap((p) => p.calls)) expect(id).toMatch(/^[a-zA-Z0-9_-]{1,64}$/);
      const blocks = messages.flatMap((m) => (typeof m.content === "string" ? [] : m.content));
      const thinking = blocks.filter((b) => b.type === "thinking" || b.type === "redacted_thinking");
      expect(thinking).toHaveLength(same(target) ? 2 : 0);
      expectNoDroppedTurn(body);
    });

    it("replays to Gemini", () => {
      const target = MODELS.google;
      const body = buildGoogleRequest(target, replayed(source, target), {});
      const contents = body.contents as { role?: string; parts?: Json[] }[];
      expectPaired(geminiPairings(contents));
      const parts = contents.flatMap((c) => c.parts ?? []);
      expect(parts.some((p) => p.thought === true)).toBe(same(target));
      expect(parts.some((p) => p.thoughtSignature !== undefined)).toBe(same(target));
      expectNoDroppedTurn(body);
    });
  });
}
