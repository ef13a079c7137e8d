import type { StreamFn } from "@keel/agent-core";
import { type Model, stream, type ThinkingLevel } from "@keel/ai";
import type { Diagnostic } from "../diagnostics.js";
import type { KeelHomePaths } from "../home/keel-home.js";
import { type KeySources, resolveProviderApiKey } from "../models/resolve-api-key.js";
import { resolveRunModel } from "../models/resolve-run-model.js";
import type { Settings } from "../settings/settings-schema.js";
import type { CreateAgentSessionOptions, StartFailure } from "./create-agent-session-options.js";

/** Inputs of {@link resolveSessionModel}. */
export interface ResolveSessionModelInput {
  options: Pick<CreateAgentSessionOptions, "env" | "model" | "streamFn" | "fallbackModel">;
  home: KeelHomePaths;
  settings: Settings;
  /** What a resumed session used last. */
  resumed: { model?: { provider: string; modelId: string }; thinkingLevel?: ThinkingLevel } | undefined;
}

/** The run's model and how to reach it. */
export interface SessionModel {
  ok: true;
  model: Model;
  thinkingLevel: ThinkingLevel;
  streamFn: StreamFn;
  /** The run's key; another provider's (after a model switch) is resolved once from the same sources. */
  getApiKey: (provider: string) => string | undefined | Promise<string | undefined>;
  /** Where API keys come from; `undefined` for the fallback model. */
  keySources: KeySources | undefined;
  diagnostics: Diagnostic[];
  /** Takes the models this step registered (models.json) out of the registry again: the session's `dispose` calls it. */
  unregister: () => void;
}

/**
 * Start-up step "model and key": the command line's model, else a resumed
 * session's (a model that is gone falls back to the usual choice with a
 * warning), else the settings' default; its key from the command line,
 * auth.json, the environment or models.json. Without any model or key and
 * nothing asked for, the front end's fallback model (the scripted demo).
 */
export async function resolveSessionModel(input: ResolveSessionModelInput): Promise<SessionModel | StartFailure> {
  const { options, settings, resumed } = input;
  const diagnostics: Diagnostic[] = [];
  const modelChoice = options.model ?? {};
  const cliModel =
    modelChoice.model ?? (resumed?.model ? `${resumed.model.provider}/${resumed.model.modelId}` : undefined);
  const cliThinking = modelChoice.thinking ?? resumed?.thinkingLevel;
  const resolveModel = (wanted: string | undefined) =>
    resolveRunModel({
      home: input.home,
      env: options.env,
      ...(wanted ? { cliModel: wanted } : {}),
      ...(modelChoice.provider ? { cliProvider: modelChoice.provider } : {}),
      ...(modelChoice.apiKey ? { cliApiKey: modelChoice.apiKey } : {}),
      ...(cliThinking ? { cliThinking } : {}),
      ...(settings.defaultModel ? { defaultModel: settings.defaultModel } : {}),
      ...(settings.defaultProvider ? { defaultProvider: settings.defaultProvider } : {}),
      defaultThinkingLevel: settings.defaultThinkingLevel,
    });
  let run = await resolveModel(cliModel);
  if (!run.ok && run.reason === "usage" && modelChoice.model === undefined && cliModel !== undefined) {
    // The resumed session's model is gone (models.json changed, a provider removed): start with the usual choice.
    run.unregister();
    run = await resolveModel(undefined);
    diagnostics.push({
      severity: "warning",
      source: "keel",
      message: `the session's model "${cliModel}" is not available any more${run.ok ? `; using ${run.model.provider}/${run.model.id}` : ""}`,
      hint: "Pick another with --model provider/id.",
    });
  }
  if (run.ok) {
    const { model, apiKey, keySources } = run;
    return {
      ok: true,
      model,
      thinkingLevel: run.thinkingLevel,
      streamFn: options.streamFn ?? stream,
      getApiKey: apiKeyGetter(model.provider, apiKey, keySources),
      keySources,
      diagnostics: [...diagnostics, ...run.diagnostics],
      unregister: run.unregister,
    };
  }
  if (run.reason === "no-key" && options.fallbackModel && modelChoice.model === undefined) {
    const fallback = options.fallbackModel;
    return {
      ok: true,
      model: fallback.model,
      thinkingLevel: "off",
      streamFn: fallback.streamFn,
      getApiKey: () => undefined,
      keySources: undefined,
      diagnostics: [...diagnostics, { severity: "info", source: "keel", message: fallback.notice }],
      unregister: run.unregister,
    };
  }
  run.unregister();
  return { ok: false, exitCode: run.reason === "usage" ? 2 : 1, diagnostics: [...diagnostics, ...run.diagnostics] };
}

/**
 * The run's key for its provider; after a switch to another provider (an
 * extension's or a UI's `setModel`), that provider's key is resolved once
 * from the same sources (auth.json, environment, models.json).
 */
function apiKeyGetter(
  runProvider: string,
  apiKey: string | undefined,
  keySources: KeySources | undefined,
): SessionModel["getApiKey"] {
  const keys = new Map<string, Promise<string | undefined>>();
  return (provider) => {
    if (provider === runProvider) return apiKey;
    if (keySources === undefined) return undefined;
    let key = keys.get(provider);
    if (key === undefined) {
      key = resolveProviderApiKey(provider, keySources).then((found) => (found.ok ? found.key : undefined));
      keys.set(provider, key);
    }
    return key;
  };
}
