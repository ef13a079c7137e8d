import type { ValidateFunction } from "ajv";
import type { Api, Model, ModelCompat, ModelCost } from "../model.js";
import { getRegisteredApis } from "../provider-registry.js";
import { toValidationIssues } from "../validation/validation-issues.js";
import { validateModelsConfig } from "./models-config.validator.generated.js";
import { ModelsConfigError, type ModelsConfigIssue } from "./models-config-error.js";

/** One model of a custom provider. Everything but `id` has a default. */
export interface ModelConfig {
  id: string;
  /** Default: the id. */
  name?: string;
  /** Default: 128 000. */
  contextWindow?: number;
  /** Default: 16 384 (or the context window, if smaller). */
  maxTokens?: number;
  /** Default: false. */
  reasoning?: boolean;
  /** Default: `["text"]`. */
  input?: ("text" | "image")[];
  /** US dollars per million tokens; missing prices are 0 (a local model costs nothing). */
  cost?: Partial<ModelCost>;
}

/** A custom provider: where it is, which wire API it speaks, and its models. */
export interface ProviderConfig {
  /** Endpoint root; for the OpenAI APIs it includes `/v1`. */
  baseUrl: string;
  /** Wire API, e.g. `openai-completions` for any OpenAI-compatible server. */
  api: Api;
  /** Environment variable holding the API key (default: `<PROVIDER>_API_KEY`). */
  apiKeyEnv?: string;
  /** Extra HTTP headers sent with every request. */
  headers?: Record<string, string>;
  /** Quirks of an OpenAI-compatible server. */
  compat?: ModelCompat;
  models: ModelConfig[];
}

/**
 * Custom providers and models — the shape of `~/.keel/models.json`.
 *
 * @example
 * { "providers": { "ollama": { "baseUrl": "http://localhost:11434/v1", "api": "openai-completions",
 *   "models": [{ "id": "qwen3-coder:30b", "contextWindow": 262144 }] } } }
 */
export interface ModelsConfig {
  providers: Record<string, ProviderConfig>;
}

/** Models and key variables described by a validated config. */
export interface ResolvedModelsConfig {
  models: Model[];
  /** `apiKeyEnv` by provider, for the providers that set one. */
  apiKeyEnvs: Map<string, string>;
}

const DEFAULT_CONTEXT_WINDOW = 128_000;
const DEFAULT_MAX_TOKENS = 16_384;

// Precompiled from MODELS_CONFIG_SCHEMA (models-config-schema.ts): reading models.json
// at start-up neither loads nor runs the ajv compiler.
const validator = validateModelsConfig as unknown as ValidateFunction;

function validate(value: unknown): readonly ModelsConfigIssue[] {
  return validator(value) ? [] : toValidationIssues(validator.errors ?? []);
}

/**
 * Validates a models config and expands it into full {@link Model}
 * descriptions, filling in defaults.
 *
 * @param source - where the config came from, for error messages (a file path).
 * @throws ModelsConfigError listing every failing path.
 */
export function resolveModelsConfig(value: unknown, source?: string): ResolvedModelsConfig {
  const issues = [...validate(value)];
  if (issues.length === 0) issues.push(...semanticIssues(value as ModelsConfig));
  if (issues.length > 0) {
    const where = source === undefined ? "Invalid models config" : `Invalid models config in ${source}`;
    const lines = issues.map((issue) => `  ${issue.path}: ${issue.message}`);
    throw new ModelsConfigError(`${where}:\n${lines.join("\n")}`, {
      ...(source === undefined ? {} : { path: source }),
      issues,
    });
  }
  const config = value as ModelsConfig;
  const models: Model[] = [];
  const apiKeyEnvs = new Map<string, string>();
  for (const [provider, entry] of Object.entries(config.providers)) {
    if (entry.apiKeyEnv !== undefined) apiKeyEnvs.set(provider, entry.apiKeyEnv);
    for (const model of entry.models) models.push(toModel(provider, entry, model));
  }
  return { models, apiKeyEnvs };
}

function toModel(provider: string, entry: ProviderConfig, config: ModelConfig): Model {
  const contextWindow = config.contextWindow ?? DEFAULT_CONTEXT_WINDOW;
  const model: Model = {
    id: config.id,
    name: config.name ?? config.id,
    api: entry.api,
    provider,
    baseUrl: entry.baseUrl,
    reasoning: config.reasoning ?? false,
    input: [...(config.input ?? ["text"])],
    cost: { input: 0, output: 0, cacheRead: 0, cacheWrite: 0, ...config.cost },
    contextWindow,
    maxTokens: config.maxTokens ?? Math.min(DEFAULT_MAX_TOKENS, contextWindow),
  };
  if (entry.headers !== undefined) model.headers = { ...entry.headers };
  if (entry.compat !== undefined) model.compat = { ...entry.compat };
  return model;
}

function semanticIssues(config: ModelsConfig): ModelsConfigIssue[] {
  const issues: ModelsConfigIssue[] = [];
  const apis = getRegisteredApis();
  for (const [provider, entry] of Object.entries(config.providers)) {
    const at = `/providers/${provider.replaceAll("~", "~0").replaceAll("/", "~1")}`;
    if (!apis.includes(entry.api)) {
      issues.push({
        path: `${at}/api`,
        message:
          `unknown api "${entry.api}": the known APIs are ${apis.map((api) => `"${api}"`).join(", ")} ` +
          "(for an API of your own, registerProvider(api, streamFn) before loading the config)",
      });
    }
    const seen = new Set<string>();
    entry.models.forEach((model, index) => {
      if (seen.has(model.id))
        issues.push({ path: `${at}/models/${index}/id`, message: `duplicates model "${model.id}"` });
      seen.add(model.id);
      const contextWindow = model.contextWindow ?? DEFAULT_CONTEXT_WINDOW;
      if (model.maxTokens !== undefined && model.maxTokens > contextWindow) {
        issues.push({
          path: `${at}/models/${index}/maxTokens`,
          message: `must not exceed the context window (${contextWindow})`,
        });
      }
    });
  }
  return issues;
}
