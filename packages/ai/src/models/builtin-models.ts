import type { Model } from "../model.js";
import { ANTHROPIC_MODELS } from "./data/anthropic.js";
import { GOOGLE_MODELS } from "./data/google.js";
import { OPENAI_MODELS } from "./data/openai.js";
import {
  DEEPSEEK_MODELS,
  GROQ_MODELS,
  MISTRAL_MODELS,
  OPENROUTER_MODELS,
  XAI_MODELS,
} from "./data/openai-compatible.js";

/**
 * The month the built-in model list was last checked against the
 * providers' own pages (ids, limits, prices). Prices change; register
 * your own with `registerModels` when they do.
 */
export const BUILTIN_MODELS_DATE = "2026-11";

/** The built-in models, by provider. */
export const BUILTIN_MODELS = [
  ...OPENAI_MODELS,
  ...ANTHROPIC_MODELS,
  ...GOOGLE_MODELS,
  ...GROQ_MODELS,
  ...DEEPSEEK_MODELS,
  ...XAI_MODELS,
  ...OPENROUTER_MODELS,
  ...MISTRAL_MODELS,
] as const satisfies readonly Model[];

/** One built-in model, with its provider and id as literal types. */
export type BuiltinModelEntry = (typeof BUILTIN_MODELS)[number];

/** The providers with built-in models: `"openai"`, `"anthropic"`, `"google"`, `"groq"`, … */
export type KnownProvider = BuiltinModelEntry["provider"];

/** The built-in model ids of one known provider, e.g. `KnownModelId<"anthropic">`. */
export type KnownModelId<P extends KnownProvider> = Extract<BuiltinModelEntry, { provider: P }>["id"];
