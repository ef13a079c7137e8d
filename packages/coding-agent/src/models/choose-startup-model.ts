import type { Model } from "@keel/ai";
import { type ResolvedModel, resolveModel } from "./resolve-model.js";

/** Inputs of {@link chooseStartupModel}. */
export interface StartupModelOptions {
  models: readonly Model[];
  /** `--model` and `--provider`. */
  cliModel?: string;
  cliProvider?: string;
  /** `defaultModel` and `defaultProvider` from settings. */
  defaultModel?: string;
  defaultProvider?: string;
  /** Whether a model can be called (a key is configured, or none is needed). */
  hasKey: (model: Model) => boolean;
}

/** The chosen model, nothing usable (`none`: show `noUsableModelDiagnostic`), or a bad `--model`. */
export type StartupModel = ResolvedModel | { ok: false; none: true };

/**
 * Picks the model of a run: `--model` (narrowed by `--provider`); else the
 * settings' `defaultModel` (narrowed by `defaultProvider`); else the first
 * model, in registry order, of `--provider`/`defaultProvider` or of any
 * provider that has a key. A bad `--model` is an error; a bad
 * `defaultModel` falls through to the automatic choice.
 */
export function chooseStartupModel(options: StartupModelOptions): StartupModel {
  const { models, hasKey } = options;
  if (options.cliModel !== undefined) {
    return resolveModel(options.cliModel, {
      models,
      hasKey,
      ...(options.cliProvider !== undefined ? { provider: options.cliProvider } : {}),
    });
  }
  const provider = options.cliProvider ?? options.defaultProvider;
  if (options.defaultModel !== undefined) {
    const found = resolveModel(options.defaultModel, {
      models,
      hasKey,
      ...(provider !== undefined ? { provider } : {}),
    });
    if (found.ok) return found;
  }
  const usable = models.filter((m) => (provider === undefined || m.provider === provider) && hasKey(m));
  return usable[0] ? { ok: true, model: usable[0] } : { ok: false, none: true };
}
