import { getModels, getProviders, type Model, type ThinkingLevel } from "@keel/ai";
import type { Diagnostic } from "../diagnostics.js";
import type { Env, KeelHomePaths } from "../home/keel-home.js";
import { readAuthFile } from "../models/auth-store.js";
import { chooseStartupModel } from "../models/choose-startup-model.js";
import { loadModelsJson } from "../models/load-models-json.js";
import { noUsableModelDiagnostic } from "../models/no-usable-model.js";
import { type KeySources, keyStatus, resolveProviderApiKey } from "../models/resolve-api-key.js";
import type { Settings } from "../settings/settings-schema.js";

/** What the command line says about the model. */
export interface ModelChoice {
  model?: string;
  provider?: string;
  apiKey?: string;
  thinking?: ThinkingLevel;
}

/** Every model and where keys come from: what `--list-models` and the model choice need. */
export interface ModelCatalog {
  models: Model[];
  keys: KeySources;
  diagnostics: Diagnostic[];
}

/** The model of a run, its thinking level, and how to get its key for each request. */
export type SelectedModel =
  | {
      ok: true;
      model: Model;
      thinkingLevel: ThinkingLevel;
      /** Resolves the key for a provider at request time (`!command` keys run then, once). */
      getApiKey: (provider: string) => Promise<string | undefined>;
      diagnostics: Diagnostic[];
    }
  | { ok: false; diagnostics: Diagnostic[]; usage: boolean };

/** Every known model (built-in plus `models.json`) and the key sources, with any problems reading them. */
export async function loadModelCatalog(paths: KeelHomePaths, env: Env, cliApiKey?: string): Promise<ModelCatalog> {
  const [loaded, auth] = await Promise.all([loadModelsJson(paths.models), readAuthFile(paths.auth)]);
  const models = getProviders().flatMap((provider) => getModels(provider));
  return {
    models,
    keys: { auth: auth.entries, env, modelsJsonKeys: loaded.apiKeys, ...(cliApiKey ? { cliApiKey } : {}) },
    diagnostics: [...loaded.diagnostics, ...auth.diagnostics],
  };
}

/**
 * Chooses the run's model (`--model`/`--provider`, else the settings'
 * defaults, else the first model with a key) and checks that it can be
 * called. A bad `--model` is a usage error (exit 2); no usable model or key
 * is a runtime error whose message says exactly how to set one.
 */
export function selectModel(
  catalog: ModelCatalog,
  choice: ModelChoice,
  settings: Settings,
  paths: KeelHomePaths,
): SelectedModel {
  const diagnostics = [...catalog.diagnostics];
  const hasKey = (model: Model): boolean => keyStatus(model, catalog.keys) !== "missing";
  const chosen = chooseStartupModel({
    models: catalog.models,
    hasKey,
    ...(choice.model ? { cliModel: choice.model } : {}),
    ...(choice.provider ? { cliProvider: choice.provider } : {}),
    ...(settings.defaultModel ? { defaultModel: settings.defaultModel } : {}),
    ...(settings.defaultProvider ? { defaultProvider: settings.defaultProvider } : {}),
  });
  if (!chosen.ok) {
    if ("none" in chosen) {
      return {
        ok: false,
        usage: false,
        diagnostics: [...diagnostics, noUsableModelDiagnostic({ modelsJsonPath: paths.models })],
      };
    }
    return { ok: false, usage: true, diagnostics: [...diagnostics, chosen.diagnostic] };
  }
  const model = chosen.model;
  if (!hasKey(model)) {
    return {
      ok: false,
      usage: false,
      diagnostics: [...diagnostics, noUsableModelDiagnostic({ model, modelsJsonPath: paths.models })],
    };
  }
  const cache = new Map<string, Promise<string | undefined>>();
  const getApiKey = (provider: string): Promise<string | undefined> => {
    let key = cache.get(provider);
    if (key === undefined) {
      key = resolveProviderApiKey(provider, catalog.keys).then((result) => (result.ok ? result.key : undefined));
      cache.set(provider, key);
    }
    return key;
  };
  const thinkingLevel = choice.thinking ?? chosen.thinkingLevel ?? settings.defaultThinkingLevel ?? "off";
  return { ok: true, model, thinkingLevel, getApiKey, diagnostics };
}
