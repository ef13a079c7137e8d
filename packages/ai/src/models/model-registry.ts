import type { Model } from "../model.js";
import { BUILTIN_MODELS } from "./builtin-models.js";

/** Models registered at run time, by provider then id; they shadow built-in models with the same key. */
const custom = new Map<string, Map<string, Model>>();
/** Environment variables holding the API key of custom providers, by provider. */
const apiKeyEnvs = new Map<string, string>();

const builtin = new Map<string, Map<string, Model>>();
for (const model of BUILTIN_MODELS) {
  const byId = builtin.get(model.provider) ?? new Map<string, Model>();
  builtin.set(model.provider, byId);
  byId.set(model.id, model);
}

function copy(model: Model): Model {
  return structuredClone(model);
}

/**
 * The model `id` of `provider`, or `undefined` when it is not known.
 * Registered models shadow built-in ones. Returns a copy: changing it does
 * not change the registry.
 *
 * @example
 * const model = getModel("anthropic", "claude-sonnet-5-5");
 * if (model) await complete(model, context);
 */
export function getModel(provider: string, id: string): Model | undefined {
  const model = custom.get(provider)?.get(id) ?? builtin.get(provider)?.get(id);
  return model ? copy(model) : undefined;
}

/**
 * Like {@link getModel}, but throws when the model is unknown, with a
 * message listing the provider's known model ids (or the known providers).
 *
 * @example
 * const model = requireModel("openai", "gpt-6.2-sol");
 */
export function requireModel(provider: string, id: string): Model {
  const model = getModel(provider, id);
  if (model) return model;
  const known = getModels(provider).map((m) => m.id);
  if (known.length === 0) {
    throw new Error(
      `Unknown provider "${provider}" (looking for model "${id}"). Known providers: ${getProviders().join(", ")}.`,
    );
  }
  throw new Error(`Unknown model "${id}" for provider "${provider}". Known models: ${known.join(", ")}.`);
}

/** Every model of `provider` (built-in ones first, then registered ones), as copies. */
export function getModels(provider: string): Model[] {
  const merged = new Map(builtin.get(provider));
  for (const [id, model] of custom.get(provider) ?? []) merged.set(id, model);
  return [...merged.values()].map(copy);
}

/** Every provider with at least one model: built-in providers first, then registered ones. */
export function getProviders(): string[] {
  const providers = new Set(builtin.keys());
  for (const [provider, models] of custom) if (models.size > 0) providers.add(provider);
  return [...providers];
}

/**
 * The environment variable a registered provider reads its API key from
 * (`apiKeyEnv` in a models config), or `undefined` when none was given.
 */
export function getProviderApiKeyEnv(provider: string): string | undefined {
  return apiKeyEnvs.get(provider);
}

/**
 * Adds (or replaces) models in the registry and returns a function that
 * removes exactly what this call added, restoring what it shadowed.
 * Validate untrusted input first: see `registerModels` / `loadModelsFile`.
 */
export function addModels(
  models: readonly Model[],
  providerApiKeyEnvs: ReadonlyMap<string, string> = new Map(),
): () => void {
  const undo: (() => void)[] = [];
  for (const model of models) {
    const map = custom.get(model.provider) ?? new Map<string, Model>();
    custom.set(model.provider, map);
    const previous = map.get(model.id);
    const added = copy(model);
    map.set(model.id, added);
    undo.push(() => {
      if (map.get(model.id) !== added) return;
      if (previous) map.set(model.id, previous);
      else map.delete(model.id);
    });
  }
  for (const [provider, env] of providerApiKeyEnvs) {
    const previous = apiKeyEnvs.get(provider);
    apiKeyEnvs.set(provider, env);
    undo.push(() => {
      if (apiKeyEnvs.get(provider) !== env) return;
      if (previous === undefined) apiKeyEnvs.delete(provider);
      else apiKeyEnvs.set(provider, previous);
    });
  }
  return () => {
    for (const step of undo.reverse()) step();
  };
}
