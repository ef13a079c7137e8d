import type { Model } from "../model.js";
import { BUILTIN_MODELS, type KnownModelId, type KnownProvider } from "./builtin-models.js";

/**
 * Provider ids you register yourself (`registerModels`, `models.json`) and
 * want to write as literals: declare them by augmenting this interface.
 *
 * @example
 * declare module "@keel/ai" {
 *   interface CustomProviders { ollama: true }
 * }
 * requireModel("ollama", "qwen3"); // compiles
 */
// biome-ignore lint/suspicious/noEmptyInterface: an augmentation point, empty until a user declares providers.
export interface CustomProviders {}

/** A provider id that may be written as a literal: a built-in one or one declared in {@link CustomProviders}. */
export type ProviderName = KnownProvider | (keyof CustomProviders & string);

/**
 * The built-in ids of `P` when `P` is one provider; `never` for a union of
 * providers (a value typed `KnownProvider`), whose ids cannot be known
 * statically — such a lookup returns `Model | undefined`.
 */
type SingleProviderModelId<P extends KnownProvider> = {
  [K in P]: [Exclude<P, K>] extends [never] ? KnownModelId<K> : never;
}[P];

/**
 * The type of a provider argument `P`: a {@link ProviderName} literal, or a
 * value typed as plain `string` (read from a config file or the
 * environment at run time). Any other literal — a typo such as
 * `"antropic"` — does not compile.
 */
export type ProviderArg<P extends string> = string extends P ? string : P extends ProviderName ? P : ProviderName;

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
 * Typed: a built-in provider with one of its built-in ids gives a `Model`
 * (never `undefined`); a provider literal that is not known (a typo) does
 * not compile — see {@link ProviderArg}.
 *
 * @example
 * const model = getModel("anthropic", "claude-sonnet-5-5"); // Model
 * const custom = getModel(process.env.KEEL_PROVIDER ?? "ollama", "qwen3"); // Model | undefined
 */
export function getModel<P extends KnownProvider>(provider: P, id: SingleProviderModelId<P>): Model;
export function getModel<P extends string>(provider: ProviderArg<P>, id: string): Model | undefined;
export function getModel(provider: string, id: string): Model | undefined {
  const model = custom.get(provider)?.get(id) ?? builtin.get(provider)?.get(id);
  return model ? copy(model) : undefined;
}

/**
 * Like {@link getModel}, but throws when the model is unknown, with a
 * message listing the provider's known model ids (or the known providers).
 *
 * The provider argument is typed like {@link getModel}'s.
 *
 * @example
 * const model = requireModel("openai", "gpt-6.2-sol");
 */
export function requireModel<P extends string>(provider: ProviderArg<P>, id: string): Model;
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

/** Every model of `provider` (built-in ones first, then registered ones), as copies. Typed like {@link getModel}'s. */
export function getModels<P extends string>(provider: ProviderArg<P>): Model[];
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
    const added = copy(model);
    shadowed.set(added, map.get(model.id));
    map.set(model.id, added);
    undo.push(() => {
      removed.add(added);
      if (map.get(model.id) !== added) return;
      const back = liveAncestor(added);
      if (back) map.set(model.id, back);
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

/** What each registered model shadowed when it was added. */
const shadowed = new WeakMap<Model, Model | undefined>();
/** Registered models whose registration was undone (out of order: a later one still shadowed them). */
const removed = new WeakSet<Model>();

/**
 * The nearest model `model` shadowed whose own registration still holds:
 * undoing registrations out of order (A, then B over it; A undone, then B)
 * must not bring A back.
 */
function liveAncestor(model: Model): Model | undefined {
  let back = shadowed.get(model);
  while (back && removed.has(back)) back = shadowed.get(back);
  return back;
}
