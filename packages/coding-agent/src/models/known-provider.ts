import { getProviders } from "@keel/ai";
import type { Diagnostic } from "../diagnostics.js";
import { closestMatch } from "../suggest.js";
import { readAuthFile } from "./auth-store.js";
import { loadModelsJson } from "./load-models-json.js";

/** Inputs of {@link checkProviderName}. */
export interface ProviderNameOptions {
  /** `$KEEL_HOME/models.json`: the providers it defines are known. */
  modelsJson: string;
  /** `$KEEL_HOME/auth.json`, when a provider with a saved key counts as known too (`keel auth logout`). */
  auth?: string;
}

/** Whether a provider name is known; if not, the usage error that refuses it, after any problem of `models.json`. */
export type ProviderNameCheck = { ok: true; diagnostics: Diagnostic[] } | { ok: false; diagnostics: Diagnostic[] };

/**
 * Checks a provider name a user typed (`keel auth login --provider X`)
 * against the providers Keel knows: the built-in ones, those
 * `models.json` defines and, with `auth`, those with a saved key (so a
 * key saved under a typo can still be removed). An unknown name is refused
 * as `--provider` is for a run: `unknown provider "X"`, the closest known
 * name, and the list. Problems reading `models.json` come back as well
 * (its providers may be missing because of them).
 *
 * @example
 * const check = await checkProviderName("opnai", { modelsJson: paths.models });
 * // { ok: false, diagnostics: [{ message: 'unknown provider "opnai"', hint: 'Did you mean "openai"? Known providers: …' }] }
 */
export async function checkProviderName(provider: string, options: ProviderNameOptions): Promise<ProviderNameCheck> {
  const loaded = await loadModelsJson(options.modelsJson);
  try {
    const saved = options.auth === undefined ? [] : Object.keys((await readAuthFile(options.auth)).entries);
    const known = [...new Set([...getProviders(), ...loaded.models.map((model) => model.provider), ...saved])];
    // Shown only with a refusal: they may be why a provider of models.json is unknown.
    const problems = loaded.diagnostics.map((diagnostic) => ({ ...diagnostic, severity: "warning" as const }));
    if (known.includes(provider)) return { ok: true, diagnostics: [] };
    const near = closestMatch(provider, known);
    return {
      ok: false,
      diagnostics: [
        ...problems,
        {
          severity: "error",
          source: "--provider",
          message: `unknown provider "${provider}"`,
          hint: `${near ? `Did you mean "${near}"? ` : ""}Known providers: ${known.join(", ")}. A provider of your own goes in ${options.modelsJson}.`,
        },
      ],
    };
  } finally {
    loaded.unregister();
  }
}
