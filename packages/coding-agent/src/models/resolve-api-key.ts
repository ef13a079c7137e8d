import { envApiKeyNames, isLocalBaseUrl, type Model } from "@keel/ai";
import type { Diagnostic } from "../diagnostics.js";
import type { Env } from "../home/keel-home.js";
import { type AuthFile, savedApiKey } from "./auth-store.js";
import { type CommandRunner, resolveConfigValue } from "./config-value.js";

/** Where a key came from, in the order they are tried. */
export type ApiKeySource = "cli" | "auth" | "env" | "models-json";

/** Everything a key may come from; all explicit so callers and tests control them. */
export interface KeySources {
  /** `--api-key` (applies to the selected model's provider only). */
  cliApiKey?: string;
  /** `auth.json` entries (`readAuthFile(...).entries`). */
  auth: AuthFile;
  env: Env;
  /** Raw `apiKey` values of `models.json` providers (`loadModelsJson(...).apiKeys`). */
  modelsJsonKeys: ReadonlyMap<string, string>;
  /** Runs `!command` values; default: the platform shell. */
  run?: CommandRunner;
}

/** A resolved key, no key, or a key source that failed (e.g. a `!command` that exited non-zero). */
export type ApiKeyResult =
  | { ok: true; key: string; source: ApiKeySource; detail: string }
  | { ok: false; reason: "missing" }
  | { ok: false; reason: "failed"; diagnostic: Diagnostic };

/**
 * Finds the API key for a provider: `--api-key`, then `auth.json`, then
 * the provider's environment variable (`envApiKeyNames` of `@keel/ai`, e.g.
 * `ANTHROPIC_API_KEY`), then the provider's `apiKey` in `models.json`.
 *
 * @example
 * const key = await resolveProviderApiKey("anthropic", { auth, env: process.env, modelsJsonKeys });
 * if (key.ok) streamOptions.apiKey = key.key;
 */
export async function resolveProviderApiKey(provider: string, sources: KeySources): Promise<ApiKeyResult> {
  const cli = sources.cliApiKey?.trim();
  if (cli) return { ok: true, key: cli, source: "cli", detail: "--api-key" };
  const saved = savedApiKey(sources.auth, provider);
  if (saved) return { ok: true, key: saved, source: "auth", detail: "auth.json" };
  for (const name of envApiKeyNames(provider)) {
    const value = sources.env[name]?.trim();
    if (value) return { ok: true, key: value, source: "env", detail: name };
  }
  const configured = sources.modelsJsonKeys.get(provider);
  if (configured === undefined) return { ok: false, reason: "missing" };
  const resolved = await resolveConfigValue(configured, {
    env: sources.env,
    ...(sources.run ? { run: sources.run } : {}),
  });
  if (resolved.ok) return { ok: true, key: resolved.value, source: "models-json", detail: "models.json" };
  return {
    ok: false,
    reason: "failed",
    diagnostic: {
      severity: "error",
      source: "models.json",
      path: `/providers/${provider.replaceAll("~", "~0").replaceAll("/", "~1")}/apiKey`,
      message: `no API key for provider "${provider}": ${resolved.message}`,
    },
  };
}

/** How a provider's key stands, for listings: found somewhere, not needed (a local server), or missing. */
export type KeyStatus = "configured" | "not-needed" | "missing";

/**
 * Whether a key is configured for a provider, without running any
 * `!command` (a configured command counts as configured). A model served
 * from this machine needs none.
 */
export function keyStatus(model: Pick<Model, "provider" | "baseUrl">, sources: KeySources): KeyStatus {
  if (sources.cliApiKey?.trim()) return "configured";
  if (savedApiKey(sources.auth, model.provider)) return "configured";
  if (envApiKeyNames(model.provider).some((name) => sources.env[name]?.trim())) return "configured";
  if (sources.modelsJsonKeys.has(model.provider)) return "configured";
  return isLocalBaseUrl(model.baseUrl) ? "not-needed" : "missing";
}
