import { ProviderError } from "../../provider-error.js";

const cache = new Map<string, Promise<unknown>>();
const provided = new Map<string, () => Promise<unknown>>();

/** The SDK packages the built-in adapters load. */
export type SdkPackage = "openai" | "@anthropic-ai/sdk" | "@google/genai";

/**
 * Supplies an SDK module yourself instead of letting `@keel/ai` import the
 * package by name — for a distribution that bundles the SDK into its own
 * files (a single-file CLI loads a bundled SDK several times faster than
 * the package's hundreds of modules). Call it before the first request;
 * the loader runs once, on first use.
 *
 * @example
 * provideSdk("openai", () => import("./vendor/openai.js"));
 */
export function provideSdk(packageName: SdkPackage, loader: () => Promise<unknown>): void {
  provided.set(packageName, loader);
  cache.delete(packageName);
}

function isModuleNotFound(error: unknown, packageName: string): boolean {
  if (typeof error !== "object" || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (code !== "ERR_MODULE_NOT_FOUND" && code !== "MODULE_NOT_FOUND") return false;
  // Node names the missing package in quotes; a missing dependency *of* the SDK
  // names that dependency instead and is reported as a load failure.
  return typeof message === "string" && message.includes(`'${packageName}'`);
}

/**
 * Imports an optional SDK package on first use and caches the module.
 *
 * The provider SDKs (`openai`, `@anthropic-ai/sdk`, `@google/genai`) are
 * optional peer dependencies: nothing in `@keel/ai` imports them at module
 * top level (type-only imports are fine), so a user who only needs one
 * provider installs only that SDK.
 *
 * @typeParam T - the module's type, written `typeof import("openai")`.
 * @throws ProviderError of kind `invalid_request` (not retryable) naming the
 *   package to install when it is missing; other load failures are wrapped
 *   with the original error as `cause`.
 *
 * @example
 * const { default: OpenAI } = await loadSdk<typeof import("openai")>("openai");
 */
export function loadSdk<T>(packageName: string, purpose?: string): Promise<T> {
  let pending = cache.get(packageName);
  if (!pending) {
    const load = provided.get(packageName) ?? (() => import(packageName));
    pending = load().catch((error: unknown) => {
      cache.delete(packageName);
      throw sdkLoadError(packageName, error, purpose);
    });
    cache.set(packageName, pending);
  }
  return pending as Promise<T>;
}

function sdkLoadError(packageName: string, error: unknown, purpose: string | undefined): ProviderError {
  const forWhat = purpose === undefined ? "" : ` (needed by ${purpose})`;
  if (isModuleNotFound(error, packageName)) {
    return new ProviderError(
      {
        kind: "invalid_request",
        retryable: false,
        message:
          `The optional package "${packageName}"${forWhat} is not installed. ` +
          `Install it next to @keel/ai: pnpm add ${packageName} (or npm install ${packageName}).`,
      },
      { cause: error },
    );
  }
  const reason = error instanceof Error ? error.message : String(error);
  return new ProviderError(
    { kind: "unknown", retryable: false, message: `Could not load "${packageName}"${forWhat}: ${reason}` },
    { cause: error },
  );
}
