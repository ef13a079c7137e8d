import { describe, expect, it } from "vitest";
import type { AssistantMessage, Message, ToolCall, ToolResultMessage } from "../messages.js";
import type { Model } from "../model.js";
import { earlierReasoningText, imagePlaceholderText, isSameModel } from "./content.js";
import { conversation, deepFreeze, MODELS, PIXEL, SOURCES } from "./test-support/replay-fixtures.js";
import { isValidToolCallId, toolCallIdRules } from "./tool-call-id.js";
import { MISSING_TOOL_RESULT_TEXT, transformMessages } from "./transform-messages.js";

const TARGETS = [
  MODELS.completions,
  MODELS.responses,
  MODELS.anthropic,
  MODELS.google,
  MODELS.textOnly,
  MODELS.mistral,
];

function calls(messages: Message[]): ToolCall[] {
  return messages.flatMap((m) =>
    m.role === "assistant" ? m.content.filter((b): b is ToolCall => b.type === "toolCall") : [],
  );
}

function assistants(messages: Message[]): AssistantMessage[] {
  return messages.filter((m): m is AssistantMessage => m.role === "assistant");
}

/** Every call is answered exactly once, by results that directly follow its assistant message. */
function expectPairedResults(messages: Message[]): void {
  messages.forEach((message, index) => {
    if (message.role !== "assistant") return;
    const ids = message.content.filter((b): b is ToolCall => b.type === "toolCall").map((b) => b.id);
    const following: ToolResultMessage[] = [];
    for (let j = index + 1; j < messages.length; j++) {
      const next = messages[j];
      if (next?.role !== "toolResult") break;
      following.push(next);
    }
    expect(following.map((r) => r.toolCallId).sort()).toEqual([...ids].sort());
  });
  const resultCount = messages.filter((m) => m.role === "toolResult").length;
  expect(resultCount).toBe(calls(messages).length);
}

describe("transformMessages: every source replayed to every target", () => {
  for (const [sourceName, source] of Object.entries(SOURCES)) {
    for (const target of TARGETS) {
      const same = isSameModel(
        { api: source.model.api, provider: source.model.provider, model: source.model.id },
        target,
      );
      describe(`${sourceName} → ${target.api} (${target.provider}/${target.id})`, () => {
        const input = deepFreeze(conversation(source));
        const snapshot = structuredClone(input);
        const output = transformMessages(input, target);

        it("does not mutate its input and is deterministic", () => {
          expect(input).toEqual(snapshot);
          expect(transformMessages(input, target)).toEqual(output);
        });

        it("leaves out the aborted turn and the results of its call", () => {
          expect(assistants(output).some((m) => m.stopReason === "aborted" || m.stopReason === "error")).toBe(false);
          const texts = output.flatMap((m) => (m.role === "toolResult" ? m.content : []));
          expect(texts).not.toContainEqual({ type: "text", text: "stray" });
        });

        it("gives every call exactly one result, right after its turn", () => {
          expectPairedResults(output);
          const synthesized = output.filter(
            (m): m is ToolResultMessage =>
              m.role === "toolResult" &&
              m.content[0]?.type === "text" &&
              m.content[0].text === MISSING_TOOL_RESULT_TEXT,
          );
          expect(synthesized).toHaveLength(1);
          expect(synthesized[0]).toMatchObject({ toolName: "bash", isError: true });
          const index = output.indexOf(synthesized[0] as Message);
          expect(output[index + 1]).toMatchObject({ role: "user", content: "Are you there?" });
        });

        it("uses ids the target accepts, unique, with results in sync", () => {
          const ids = calls(output).map((c) => c.id);
          expect(new Set(ids).size).toBe(ids.length);
          const rules = toolCallIdRules(target);
          if (same) {
            expect(ids).toEqual([source.ids[0], source.ids[1], source.ids[3]]);
          } else if (rules) {
            for (const id of ids) expect(isValidToolCallId(id, rules), id).toBe(true);
          }
        });

        it("keeps reasoning and signatures only for the same model", () => {
          const first = assistants(output)[0];
          if (!first) throw new Error("missing assistant message");
          if (same) {
            expect(first).toBe(input[1]);
            return;
          }
          expect(first.content[0]).toEqual({ type: "text", text: earlierReasoningText("I should read both files.") });
          expect(first.content.some((b) => b.type === "thinking")).toBe(false);
          expect(first.content[1]).toEqual({ type: "text", text: "Reading both files." });
          for (const call of calls(output)) expect(call.thoughtSignature).toBeUndefined();
        });

        it("replaces images only for a model without image input", () => {
          const images = output
            .flatMap((m) => (m.role === "assistant" || typeof m.content === "string" ? [] : m.content))
            .filter((b) => b.type === "image");
          if (target.input.includes("image")) {
            expect(images).toHaveLength(2);
          } else {
            expect(images).toHaveLength(0);
            expect(output[0]).toMatchObject({
              content: [{ type: "text" }, { type: "text", text: imagePlaceholderText(PIXEL) }],
            });
          }
        });
      });
    }
  }
});

describe("transformMessages: ids", () => {
  const target: Model = MODELS.anthropic;

  it("keeps foreign ids the target accepts, and drops the Responses item ids", () => {
    const output = transformMessages(conversation(SOURCES.responses), target);
    const [first, second] = calls(output);
    expect(first).toEqual({
      type: "toolCall",
      id: "call_7HcYkP2mQ9wLs4Xn1TbVzR8e",
      name: "read",
      arguments: { path: "a.txt" },
    });
    expect(second?.id).toBe("call_Lp0Ok9Ij8Uh7Yg6Tf5Rd4Es3");
    expect(output[2]).toMatchObject({ role: "toolResult", toolCallId: first?.id });
    expect(output[3]).toMatchObject({ role: "toolResult", toolCallId: second?.id });
  });

  it("sanitizes ids with characters the target rejects, keeping results in sync", () => {
    const source = {
      ...SOURCES.completions,
      ids: ["call|1:a", "call 2", "x", "y"] as [string, string, string, string],
    };
    const output = transformMessages(conversation(source), target);
    expect(calls(output).map((c) => c.id)).toEqual(["call_1_a", "call_2", "y"]);
    expectPairedResults(output);
  });

  it("rewrites Anthropic ids to call_… ids for the Responses API", () => {
    const ids = calls(transformMessages(conversation(SOURCES.anthropic), MODELS.responses)).map((c) => c.id);
    expect(ids).toEqual([
      "call_toolu_01A09q90qw90lq917835lq9",
      "call_toolu_01T1x1fJ34qAmk2tNTrN7Up6",
      "call_toolu_01Bx7ykMYeHeGqbQkqdVZ8rA",
    ]);
  });

  it("keeps call ids but not item ids or reasoning when replaying to another Responses model", () => {
    const other: Model = { ...MODELS.responses, id: "gpt-6.2-astra" };
    const output = transformMessages(conversation(SOURCES.responses), other);
    expect(calls(output).map((c) => c.id)).toEqual([
      "call_7HcYkP2mQ9wLs4Xn1TbVzR8e",
      "call_Lp0Ok9Ij8Uh7Yg6Tf5Rd4Es3",
      "call_Qa1Ws2Ed3Rf4Tg5Yh6Uj7Ik8",
    ]);
    for (const call of calls(output)) expect(call.thoughtSignature).toBeUndefined();
    expect(JSON.stringify(output)).not.toContain("encrypted_content");
  });

  it("gives ids that collide after sanitizing, or repeat across turns, distinct values", () => {
    const source = { ...SOURCES.google, ids: ["tool.1", "tool:1", "x", "tool.1"] as [string, string, string, string] };
    const history = conversation(source);
    const output = transformMessages(history, MODELS.completions);
    const ids = calls(output).map((c) => c.id);
    expect(new Set(ids).size).toBe(3);
    expect(ids[0]).toBe("tool_1");
    expect(ids[1]).toMatch(/^tool_1_[a-z0-9]{10}$/);
    expect(ids[2]).toMatch(/^tool_1_[a-z0-9]{10}$/);
    expectPairedResults(output);
  });

  it("shortens long ids to the Chat Completions limit", () => {
    const long = `call_${"x".repeat(60)}`;
    const source = { ...SOURCES.anthropic, ids: [long, "b", "c", "d"] as [string, string, string, string] };
    const [first] = calls(transformMessages(conversation(source), MODELS.completions));
    expect(first?.id.length).toBe(40);
    expect(first?.id).toMatch(/^call_x+_[a-z0-9]{10}$/);
  });

  it("meets Mistral's nine letters-and-digits ids", () => {
    const ids = calls(transformMessages(conversation(SOURCES.anthropic), MODELS.mistral)).map((c) => c.id);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9]{9}$/);
  });

  it("passes ids through for an API without known rules", () => {
    const faux: Model = { ...MODELS.completions, api: "faux", provider: "faux", id: "faux-1" };
    const source = { ...SOURCES.google, ids: ["a b", "a|b", "x", "a b"] as [string, string, string, string] };
    const ids = calls(transformMessages(conversation(source), faux)).map((c) => c.id);
    expect(ids).toEqual(["a b", "a|b", "a b"]);
  });
});

describe("transformMessages: edge cases", () => {
  const base = conversation(SOURCES.anthropic);

  it("synthesizes results at the end of the history and after other results of the turn", () => {
    const history = base.slice(0, 3); // user, assistant with two calls, result of the first only
    const output = transformMessages(history, MODELS.anthropic);
    expect(output.map((m) => m.role)).toEqual(["user", "assistant", "toolResult", "toolResult"]);
    expect(output[3]).toMatchObject({
      toolCallId: SOURCES.anthropic.ids[1],
      isError: true,
      timestamp: 1_731_400_000_000,
    });
  });

  it("leaves out duplicate results and results that answer no call", () => {
    const duplicate = base[2] as ToolResultMessage;
    const history: Message[] = [
      ...base.slice(0, 4),
      duplicate,
      { ...duplicate, toolCallId: "toolu_unknown" },
      ...base.slice(4),
    ];
    const output = transformMessages(history, MODELS.anthropic);
    expectPairedResults(output);
    expect(output.filter((m) => m.role === "toolResult")).toHaveLength(3);
  });

  it("leaves out an assistant message left empty, and one that ended in error", () => {
    const onlyRedacted: AssistantMessage = {
      ...(base[1] as AssistantMessage),
      content: [{ type: "thinking", thinking: "", thinkingSignature: "x", redacted: true }],
      stopReason: "stop",
    };
    const failed: AssistantMessage = {
      ...(base[4] as AssistantMessage),
      stopReason: "error",
      errorMessage: "overloaded",
    };
    const output = transformMessages([base[0] as Message, onlyRedacted, failed], MODELS.completions);
    expect(output.map((m) => m.role)).toEqual(["user"]);
  });

  it("returns unchanged messages as they are", () => {
    const output = transformMessages(base, MODELS.anthropic);
    expect(output[0]).toBe(base[0]);
    expect(output[1]).toBe(base[1]);
    expect(output[2]).toBe(base[2]);
  });

  it("keeps reasoning from the same model but a different API as text", () => {
    const viaOpenRouter: Model = { ...MODELS.anthropic, api: "openai-completions" };
    const first = assistants(transformMessages(base, viaOpenRouter))[0];
    expect(first?.content[0]).toEqual({ type: "text", text: earlierReasoningText("I should read both files.") });
  });
});
