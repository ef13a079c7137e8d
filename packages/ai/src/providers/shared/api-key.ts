import type { Model } from "../../model.js";
import { getProviderApiKeyEnv } from "../../models/model-registry.js";
import { ProviderError } from "../../provider-error.js";
import type { StreamOptions } from "../../stream-options.js";

/**
 * Placeholder key sent to local servers (Ollama, llama.cpp, vLLM, LM Studio)
 * that need no key. The OpenAI SDK refuses to build a client without one,
 * and such servers ignore the `Authorization` header.
 */
export const LOCAL_PLACEHOLDER_API_KEY = "keel-local-no-key";

const ENV_API_KEYS: Record<string, readonly string[]> = {
  openai: ["OPENAI_API_KEY"],
  anthropic: ["ANTHROPIC_API_KEY"],
  google: ["GEMINI_API_KEY", "GOOGLE_API_KEY"],
  groq: ["GROQ_API_KEY"],
  deepseek: ["DEEPSEEK_API_KEY"],
  xai: ["XAI_API_KEY"],
  openrouter: ["OPENROUTER_API_KEY"],
  mistral: ["MISTRAL_API_KEY"],
};

/**
 * Environment variables that may hold the API key of `provider`, in the
 * order they are read. Known providers use their documented variable
 * (`google` reads `GEMINI_API_KEY`, then `GOOGLE_API_KEY`); any other
 * provider id `my-host` reads `MY_HOST_API_KEY`, unless it was registered
 * with an `apiKeyEnv` (custom providers from `models.json`), which wins.
 *
 * @example
 * envApiKeyNames("google"); // ["GEMINI_API_KEY", "GOOGLE_API_KEY"]
 */
export function envApiKeyNames(provider: string): readonly string[] {
  const custom = getProviderApiKeyEnv(provider);
  if (custom !== undefined) return [custom];
  const known = ENV_API_KEYS[provider];
  if (known) return known;
  const stem = provider
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, "_")
    .replace(/^_+|_+$/g, "");
  return stem === "" ? [] : [`${stem}_API_KEY`];
}

/** Whether `baseUrl` points at this machine (`localhost`, `127.0.0.0/8`, `::1`, `0.0.0.0`). */
export function isLocalBaseUrl(baseUrl: string): boolean {
  let host: string;
  try {
    host = new URL(baseUrl).hostname.toLowerCase();
  } catch {
    return false;
  }
  if (host.startsWith("[") && host.endsWith("]")) host = host.slice(1, -1);
  return (
    host === "localhost" || host.endsWith(".localhost") || host === "::1" || host === "0.0.0.0" || /^127\./.test(host)
  );
}

/**
 * The API key for one request: `options.apiKey`, else the provider's
 * environment variable (see {@link envApiKeyNames}; empty values count as
 * unset). A model whose `baseUrl` is on this machine may go without a key:
 * {@link LOCAL_PLACEHOLDER_API_KEY} is sent instead.
 *
 * Adapters call this before building any request, so a missing key costs
 * no network round-trip. For a custom provider or a private-network host
 * the error adds that any value works when the server needs no key.
 *
 * @throws ProviderError of kind `auth` naming the variable(s) to set.
 */
export function resolveApiKey(
  model: Pick<Model, "provider" | "baseUrl">,
  options?: Pick<StreamOptions, "apiKey">,
  env: Record<string, string | undefined> = process.env,
): string {
  if (options?.apiKey !== undefined && options.apiKey !== "") return options.apiKey;
  const names = envApiKeyNames(model.provider);
  for (const name of names) {
    const value = env[name];
    if (value !== undefined && value.trim() !== "") return value.trim();
  }
  if (isLocalBaseUrl(model.baseUrl)) return LOCAL_PLACEHOLDER_API_KEY;
  const where = names.length === 0 ? "" : `Set ${names.join(" or ")}, or pass `;
  throw new ProviderError({
    kind: "auth",
    provider: model.provider,
    message:
      `No API key for provider "${model.provider}". ${where}${where === "" ? "Pass " : ""}` +
      `\`apiKey\` in the stream options.${mayNeedNoKey(model) ? noKeyHint(model, names) : ""}`,
  });
}

/**
 * Whether the server may be one that needs no key: a provider that is not
 * one of the hosted APIs Keel knows (a custom provider, e.g. from
 * `models.json`), or a host on a private network (`10.x`, `172.16–31.x`,
 * `192.168.x`, `*.local`, `*.internal`, a single-label name such as `ollama`).
 */
function mayNeedNoKey(model: Pick<Model, "provider" | "baseUrl">): boolean {
  if (!Object.hasOwn(ENV_API_KEYS, model.provider)) return true;
  let host: string;
  try {
    host = new URL(model.baseUrl).hostname.toLowerCase();
  } catch {
    return false;
  }
  return (
    /^10\./.test(host) ||
    /^192\.168\./.test(host) ||
    /^172\.(1[6-9]|2\d|3[01])\./.test(host) ||
    host.endsWith(".local") ||
    host.endsWith(".internal") ||
    !host.includes(".")
  );
}

function noKeyHint(model: Pick<Model, "baseUrl">, names: readonly string[]): string {
  const set = names[0] === undefined ? "pass any `apiKey`" : `set ${names[0]} to any value (e.g. ${names[0]}=none)`;
  return ` If the server at ${model.baseUrl} needs no key (a local server such as Ollama, llama.cpp or vLLM), any value works: ${set}.`;
}
