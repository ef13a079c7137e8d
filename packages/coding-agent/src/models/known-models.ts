import { getModels, getProviders, type Model } from "@keel/ai";

/**
 * Every model `@keel/ai`'s registry knows now: built-in ones, then those
 * registered at run time (`loadModelsJson`, extensions), provider by provider.
 */
export function knownModels(): Model[] {
  return getProviders().flatMap((provider: string) => getModels(provider));
}
