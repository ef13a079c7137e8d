import { isLocalBaseUrl, type Model, type ThinkingLevel } from "@keel/ai";
import type { Diagnostic } from "../diagnostics.js";
import type { Env, KeelHomePaths } from "../home/keel-home.js";
import { readAuthFile } from "./auth-store.js";
import { chooseStartupModel } from "./choose-startup-model.js";
import type { CommandRunner } from "./config-value.js";
import { knownModels } from "./known-models.js";
import { loadModelsJson } from "./load-models-json.js";
import { noUsableModelDiagnostic } from "./no-usable-model.js";
import { type ApiKeySource, type KeySources, keyStatus, resolveProviderApiKey } from "./resolve-api-key.js";

/** Inputs of {@link resolveRunModel}. */
export interface RunModelOptions {
  home: Pick<KeelHomePaths, "models" | "auth">;
  env: Env;
  /** `--model`, `--provider`, `--api-key`, `--thinking`. */
  cliModel?: string;
  cliProvider?: string;
  cliApiKey?: string;
  cliThinking?: ThinkingLevel;
  /** From the layered settings. */
  defaultModel?: string;
  defaultProvider?: string;
  defaultThinkingLevel?: ThinkingLevel;
  /** Runs `!command` key values; default: the platform shell. */
  run?: CommandRunner;
}

/** The model, key and thinking level of a run — or why there is none, as diagnostics. */
export type RunModel =
  | {
      ok: true;
      model: Model;
      /** Absent for a model on this machine that needs none. */
      apiKey?: string;
      keySource?: ApiKeySource;
      thinkingLevel: ThinkingLevel;
      /** Warnings and skipped `models.json` providers. */
      diagnostics: Diagnostic[];
      /** Removes the `models.json` providers from the registry again. */
      unregister: () => void;
      /** Where keys come from, for a later switch to another provider (`--api-key` excluded: it is for this model). */
      keySources: KeySources;
    }
  | {
      ok: false;
      /** `usage`: a bad `--model`/`--provider` (exit code 2); `no-key`: nothing usable (exit code 1). */
      reason: "usage" | "no-key";
      diagnostics: Diagnostic[];
      unregister: () => void;
    };

/**
 * The model step of start-up: loads `models.json` (reporting, never
 * throwing), reads `auth.json`, picks the model (`chooseStartupModel`;
 * only providers with a key, or none needed, count for the automatic
 * choice) and resolves its key (`--api-key` → `auth.json` → environment →
 * `models.json`). The thinking level is `--thinking`, else the `:level`
 * suffix, else the setting — `off` for a model that does not reason.
 *
 * @example
 * const run = await resolveRunModel({ home: paths, env: process.env, cliModel: args.model, cliApiKey: args.apiKey });
 * if (!run.ok) { for (const d of run.diagnostics) console.error(formatDiagnostic(d)); process.exit(run.reason === "usage" ? 2 : 1); }
 */
export async function resolveRunModel(options: RunModelOptions): Promise<RunModel> {
  const loaded = await loadModelsJson(options.home.models);
  const auth = await readAuthFile(options.home.auth);
  const diagnostics = [...loaded.diagnostics, ...auth.diagnostics];
  const { unregister } = loaded;
  const stored: KeySources = {
    auth: auth.entries,
    env: options.env,
    modelsJsonKeys: loaded.apiKeys,
    ...(options.run ? { run: options.run } : {}),
  };
  const chosen = chooseStartupModel({
    models: knownModels(),
    hasKey: (model) => keyStatus(model, stored) !== "missing",
    ...(options.cliModel !== undefined ? { cliModel: options.cliModel } : {}),
    ...(options.cliProvider !== undefined ? { cliProvider: options.cliProvider } : {}),
    ...(options.defaultModel !== undefined ? { defaultModel: options.defaultModel } : {}),
    ...(options.defaultProvider !== undefined ? { defaultProvider: options.defaultProvider } : {}),
  });
  if (!chosen.ok) {
    if ("none" in chosen) {
      diagnostics.push(noUsableModelDiagnostic({ modelsJsonPath: options.home.models }));
      return { ok: false, reason: "no-key", diagnostics, unregister };
    }
    diagnostics.push(chosen.diagnostic);
    return { ok: false, reason: "usage", diagnostics, unregister };
  }
  const { model } = chosen;
  const requested = options.cliThinking ?? chosen.thinkingLevel ?? options.defaultThinkingLevel ?? "medium";
  const thinkingLevel: ThinkingLevel = model.reasoning ? requested : "off";
  // A level asked for on the command line is never dropped silently.
  const asked = options.cliThinking ?? (options.cliModel !== undefined ? chosen.thinkingLevel : undefined);
  if (!model.reasoning && asked !== undefined && asked !== "off") {
    const flag = options.cliThinking !== undefined ? "--thinking" : "--model";
    diagnostics.push({
      severity: "warning",
      source: flag,
      message: `${model.provider}/${model.id} does not reason: the thinking level "${asked}" is ignored (it runs with "off")`,
      hint: `Choose a model that reasons (keel --list-models), or leave out ${flag === "--thinking" ? `--thinking ${asked}` : `":${asked}"`}; models.json marks one with "reasoning": true.`,
    });
  }
  const key = await resolveProviderApiKey(model.provider, {
    ...stored,
    ...(options.cliApiKey !== undefined ? { cliApiKey: options.cliApiKey } : {}),
  });
  if (key.ok) {
    return {
      ok: true,
      model,
      apiKey: key.key,
      keySource: key.source,
      thinkingLevel,
      diagnostics,
      unregister,
      keySources: stored,
    };
  }
  if (key.reason === "failed") {
    diagnostics.push(key.diagnostic);
    return { ok: false, reason: "no-key", diagnostics, unregister };
  }
  if (isLocalBaseUrl(model.baseUrl)) {
    return { ok: true, model, thinkingLevel, diagnostics, unregister, keySources: stored };
  }
  diagnostics.push(noUsableModelDiagnostic({ model, modelsJsonPath: options.home.models }));
  return { ok: false, reason: "no-key", diagnostics, unregister };
}
