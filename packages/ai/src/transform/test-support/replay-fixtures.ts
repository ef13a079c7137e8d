import { emptyAssistantMessage } from "../../empty-assistant-message.js";
import type { AssistantMessage, ImageContent, Message, ToolCall } from "../../messages.js";
import type { Api, Model } from "../../model.js";

/** A 1×1 transparent PNG. */
export const PIXEL: ImageContent = {
  type: "image",
  mimeType: "image/png",
  data: "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
};

/** One source of history: the model that wrote it and the tool-call ids it issued. */
export interface ReplaySource {
  model: Model;
  /** Ids of the two parallel calls, the aborted turn's call, and the unanswered call. */
  ids: [string, string, string, string];
  /** Opaque data the source attaches, as its adapter records it. */
  signatures: {
    /** On the thinking block: Anthropic's signature, the Responses reasoning item, Gemini's thought signature, or the Chat Completions field name. */
    thinking: string;
    /** On the text block (Responses: the output message id). */
    text?: string;
    /** On each tool call (Responses: the `fc_…` item id; Gemini: a thought signature on the first call). */
    calls?: [string | undefined, string | undefined];
  };
}

function model(api: Api, provider: string, id: string, input: Model["input"] = ["text", "image"]): Model {
  return {
    id,
    name: id,
    api,
    provider,
    baseUrl: "http://127.0.0.1:0",
    reasoning: true,
    input,
    cost: { input: 1, output: 1, cacheRead: 0, cacheWrite: 0 },
    contextWindow: 200_000,
    maxTokens: 8_192,
  };
}

/** Models for each built-in API, plus one without image input and one with Mistral's id limit. */
export const MODELS = {
  completions: model("openai-completions", "deepseek", "deepseek-v4-pro"),
  responses: model("openai-responses", "openai", "gpt-6.2-sol"),
  anthropic: model("anthropic-messages", "anthropic", "claude-sonnet-5-5"),
  google: model("google-generative-ai", "google", "gemini-3.8-flash"),
  textOnly: model("openai-completions", "groq", "openai/gpt-oss-120b", ["text"]),
  mistral: { ...model("openai-completions", "mistral", "mistral-medium-latest"), compat: { maxToolCallIdLength: 9 } },
} satisfies Record<string, Model>;

/** Each provider writes history with ids of its own shape. */
export const SOURCES: Record<"completions" | "responses" | "anthropic" | "google", ReplaySource> = {
  completions: {
    model: MODELS.completions,
    ids: [
      "call_Q8dTZp9YhJ3nW2kLmR5sVbXc",
      "call_0aF3kLm9QwErTy7UiOp2AsDf",
      "call_Zx9Cv8Bn7Mm6Ll5Kk4Jj3Hh2",
      "call_Gg1Ff2Dd3Ss4Aa5Qq6Ww7Ee8",
    ],
    signatures: { thinking: "reasoning_content" },
  },
  responses: {
    model: MODELS.responses,
    ids: [
      "call_7HcYkP2mQ9wLs4Xn1TbVzR8e",
      "call_Lp0Ok9Ij8Uh7Yg6Tf5Rd4Es3",
      "call_Mn2Bv3Cx4Zl5Kj6Hg7Fd8Sa9",
      "call_Qa1Ws2Ed3Rf4Tg5Yh6Uj7Ik8",
    ],
    signatures: {
      thinking: JSON.stringify({ type: "reasoning", id: "rs_68a1f0c1", summary: [], encrypted_content: "gAAAAABo…" }),
      text: "msg_68a1f0c2d4e8819a",
      calls: ["fc_68a1f0c2d4e8819aa3b5c7d9e1f20304", "fc_68a1f0c2d4e8819aa3b5c7d9e1f20305"],
    },
  },
  anthropic: {
    model: MODELS.anthropic,
    ids: [
      "toolu_01A09q90qw90lq917835lq9",
      "toolu_01T1x1fJ34qAmk2tNTrN7Up6",
      "toolu_01VHqQ9Ftd8zxqpQFJ5HX6WK",
      "toolu_01Bx7ykMYeHeGqbQkqdVZ8rA",
    ],
    signatures: { thinking: "EqQBCkgIARABGAIiQGm3vX…" },
  },
  google: {
    model: MODELS.google,
    // Gemini often sends calls without ids; the adapter then makes them up (`gemini_call_<n>_<random>`).
    ids: ["gemini_call_1_k2j3h4g5", "gemini_call_2_p9o8i7u6", "gemini_call_3_z1x2c3v4", "read_file_7f3a"],
    signatures: { thinking: "CiQB0e2Kb3Jk…thought", calls: ["CiQB0e2Kb3Jk…call", undefined] },
  },
};

function assistant(
  source: ReplaySource,
  content: AssistantMessage["content"],
  overrides: Partial<AssistantMessage> = {},
): AssistantMessage {
  return {
    ...emptyAssistantMessage(source.model, 1_731_400_000_000),
    content,
    stopReason: content.some((b) => b.type === "toolCall") ? "toolUse" : "stop",
    ...overrides,
  };
}

function call(id: string, name: string, args: ToolCall["arguments"], signature?: string): ToolCall {
  return signature === undefined
    ? { type: "toolCall", id, name, arguments: args }
    : { type: "toolCall", id, name, arguments: args, thoughtSignature: signature };
}

/**
 * A conversation "written by" `source`: text and an image from the user;
 * thinking with a signature, redacted thinking, signed text and two parallel
 * tool calls; their results (one with an image); an aborted turn whose call
 * got a (stray) result; and a call that never got a result.
 */
export function conversation(source: ReplaySource): Message[] {
  const [first, second, aborted, unanswered] = source.ids;
  const { thinking, text, calls } = source.signatures;
  return [
    {
      role: "user",
      content: [{ type: "text", text: "What is in a.txt and b.png?" }, PIXEL],
      timestamp: 1_731_399_990_000,
    },
    assistant(source, [
      { type: "thinking", thinking: "I should read both files.", thinkingSignature: thinking },
      { type: "thinking", thinking: "", thinkingSignature: "EqQBCkgIARABGAIiQL…redacted", redacted: true },
      text === undefined
        ? { type: "text", text: "Reading both files." }
        : { type: "text", text: "Reading both files.", textSignature: text },
      call(first, "read", { path: "a.txt" }, calls?.[0]),
      call(second, "read", { path: "b.png" }, calls?.[1]),
    ]),
    {
      role: "toolResult",
      toolCallId: first,
      toolName: "read",
      content: [{ type: "text", text: "hello" }],
      isError: false,
      timestamp: 1_731_400_001_000,
    },
    {
      role: "toolResult",
      toolCallId: second,
      toolName: "read",
      content: [PIXEL],
      isError: false,
      timestamp: 1_731_400_002_000,
    },
    assistant(source, [{ type: "text", text: "a.txt says hello; b.png is one pixel." }]),
    { role: "user", content: "Now list the folder.", timestamp: 1_731_400_010_000 },
    assistant(source, [{ type: "text", text: "Listing" }, call(aborted, "ls", { path: "." })], {
      stopReason: "aborted",
      errorMessage: "The request was aborted.",
    }),
    {
      role: "toolResult",
      toolCallId: aborted,
      toolName: "ls",
      content: [{ type: "text", text: "stray" }],
      isError: true,
      timestamp: 1_731_400_011_000,
    },
    { role: "user", content: "Try again, with bash.", timestamp: 1_731_400_020_000 },
    assistant(source, [call(unanswered, "bash", { command: "ls" })]),
    { role: "user", content: "Are you there?", timestamp: 1_731_400_030_000 },
  ];
}

/** Deep-freezes a value so any mutation throws (ES modules run in strict mode). */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}
