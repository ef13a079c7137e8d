import type {
  FunctionDeclaration,
  GenerateContentParameters,
  Schema,
  ThinkingConfig,
  ThinkingLevel,
} from "@google/genai";
import { type Context, schemaRecord, type Tool } from "../../context.js";
import type { Model } from "../../model.js";
import { toGeminiSchema } from "../../schema/gemini-schema.js";
import type { StreamOptions } from "../../stream-options.js";
import { type ActiveThinkingLevel, activeThinkingLevel } from "../shared/thinking.js";
import { toGeminiContents } from "./convert-contents.js";

/** What the adapter passes to `ai.models.generateContentStream` (and to `onPayload`). */
export type GoogleRequest = GenerateContentParameters;

/**
 * `thinkingBudget` per level, for models that take a token budget
 * (Gemini 2.5 and earlier). `xhigh` is capped at 24 576, the largest budget
 * every 2.5 model accepts.
 */
export const GEMINI_THINKING_BUDGETS: Readonly<Record<ActiveThinkingLevel, number>> = {
  minimal: 1024,
  low: 2048,
  medium: 8192,
  high: 16_384,
  xhigh: 24_576,
};

/**
 * Builds the `generateContentStream` parameters for one call. Pure.
 *
 * - `systemInstruction` carries the system prompt;
 * - `maxOutputTokens` is `options.maxTokens`, else `model.maxTokens`;
 *   `temperature` is sent when given;
 * - tools become one `functionDeclarations` tool; parameters are adapted
 *   by `toGeminiSchema` (omitted for tools without parameters; throws
 *   `SchemaAdaptationError` for a schema Gemini cannot express);
 * - thinking (reasoning models only, level not `off`): see {@link geminiThinkingConfig};
 * - `automaticContinuation: false`: the SDK must not re-request on its own
 *   after a dropped stream — retries belong to the retry policy.
 */
export function buildGoogleRequest(model: Model, context: Context, options: StreamOptions = {}): GoogleRequest {
  const config: NonNullable<GoogleRequest["config"]> = {
    maxOutputTokens: options.maxTokens ?? model.maxTokens,
    automaticContinuation: false,
  };
  if (context.systemPrompt !== undefined && context.systemPrompt.trim() !== "") {
    config.systemInstruction = context.systemPrompt;
  }
  if (options.temperature !== undefined) config.temperature = options.temperature;
  if (context.tools !== undefined && context.tools.length > 0) {
    config.tools = [{ functionDeclarations: context.tools.map(toFunctionDeclaration) }];
  }
  const level = activeThinkingLevel(model, options);
  if (level !== undefined) config.thinkingConfig = geminiThinkingConfig(model, level);
  return { model: model.id, contents: toGeminiContents(model, context.messages), config };
}

/** A Keel tool as a Gemini function declaration. */
export function toFunctionDeclaration(tool: Tool): FunctionDeclaration {
  const declaration: FunctionDeclaration = { name: tool.name, description: tool.description };
  const parameters = toGeminiSchema(schemaRecord(tool.parameters), tool.name);
  if (parameters !== undefined) declaration.parameters = parameters as Schema;
  return declaration;
}

/**
 * The thinking configuration for a level, always with `includeThoughts: true`
 * so thought summaries stream as thinking blocks:
 * - Gemini 1.x and 2.x models (see {@link usesThinkingBudget}) take
 *   `thinkingBudget` from {@link GEMINI_THINKING_BUDGETS};
 * - Gemini 3 and later take `thinkingLevel`: minimal → `MINIMAL`, low →
 *   `LOW`, medium → `MEDIUM`, high and xhigh → `HIGH`; Pro models do not
 *   accept `MINIMAL`, so it becomes `LOW` there.
 */
export function geminiThinkingConfig(model: Pick<Model, "id">, level: ActiveThinkingLevel): ThinkingConfig {
  if (usesThinkingBudget(model)) return { thinkingBudget: GEMINI_THINKING_BUDGETS[level], includeThoughts: true };
  const isPro = /-pro\b/i.test(model.id);
  return { thinkingLevel: thinkingLevelFor(level, isPro), includeThoughts: true };
}

/** Whether the model takes a `thinkingBudget` (Gemini 1.x / 2.x ids) rather than a `thinkingLevel`. */
export function usesThinkingBudget(model: Pick<Model, "id">): boolean {
  return /gemini-[12](?:[.-]|$)/i.test(model.id);
}

function thinkingLevelFor(level: ActiveThinkingLevel, isPro: boolean): ThinkingLevel {
  // String values of the SDK's `ThinkingLevel` enum; the SDK is loaded lazily, so its enum object is not imported.
  switch (level) {
    case "minimal":
      return (isPro ? "LOW" : "MINIMAL") as ThinkingLevel;
    case "low":
      return "LOW" as ThinkingLevel;
    case "medium":
      return "MEDIUM" as ThinkingLevel;
    case "high":
    case "xhigh":
      return "HIGH" as ThinkingLevel;
  }
}
