import type { KnownApi } from "../model.js";
import type { LazyStreamFunction, StreamFunction } from "../stream-function.js";

/** A built-in adapter, loaded on first use. */
export interface BuiltinAdapter {
  /** The SDK package the adapter is built on (an optional peer dependency). */
  packageName: string;
  /** Imports the adapter module (not the SDK: adapters load it when they first send a request). */
  load: LazyStreamFunction;
}

/**
 * The built-in adapters, by wire API. `@keel/ai` registers nothing when it
 * is imported (`sideEffects: false`); `stream()` falls back to this table,
 * so an adapter module — and through it its SDK — is loaded only when a
 * model of that API is first used. A missing SDK ends that stream with an
 * error naming the package to install.
 */
const BUILTIN_ADAPTERS: Readonly<Record<Exclude<KnownApi, "faux">, BuiltinAdapter>> = {
  "openai-completions": {
    packageName: "openai",
    load: () => import("./openai-completions/stream.js").then((m): StreamFunction => m.streamOpenAICompletions),
  },
  "openai-responses": {
    packageName: "openai",
    load: () => import("./openai-responses/stream.js").then((m): StreamFunction => m.streamOpenAIResponses),
  },
  "anthropic-messages": {
    packageName: "@anthropic-ai/sdk",
    load: () => import("./anthropic/stream.js").then((m): StreamFunction => m.streamAnthropic),
  },
  "google-generative-ai": {
    packageName: "@google/genai",
    load: () => import("./google/stream.js").then((m): StreamFunction => m.streamGoogle),
  },
};

/** The built-in adapter for `api`, or `undefined` when there is none. */
export function builtinAdapter(api: string): BuiltinAdapter | undefined {
  return Object.hasOwn(BUILTIN_ADAPTERS, api) ? BUILTIN_ADAPTERS[api as keyof typeof BUILTIN_ADAPTERS] : undefined;
}

/** The wire APIs with a built-in adapter. */
export function builtinApis(): string[] {
  return Object.keys(BUILTIN_ADAPTERS);
}

/**
 * Explains why a built-in adapter module could not be loaded. A missing
 * package (the SDK, or `@keel/ai` installed without it) is named, with the
 * command to install it.
 */
export function adapterLoadFailure(api: string, adapter: BuiltinAdapter, error: unknown): string {
  const reason = error instanceof Error ? error.message : String(error);
  const code = typeof error === "object" && error !== null ? (error as { code?: unknown }).code : undefined;
  if (code === "ERR_MODULE_NOT_FOUND" || code === "MODULE_NOT_FOUND") {
    return (
      `The ${api} adapter could not be loaded: ${reason} ` +
      `It is built on "${adapter.packageName}": install it next to @keel/ai (pnpm add ${adapter.packageName}).`
    );
  }
  return `The ${api} adapter could not be loaded: ${reason}`;
}
