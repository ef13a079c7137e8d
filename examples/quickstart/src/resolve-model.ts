import { type Model, requireModel } from "@keel/ai";

/**
 * Turns `KEEL_MODEL=provider/model-id` (e.g. `anthropic/claude-sonnet-5-5`)
 * into a model from the registry, or `undefined` to use the scripted model.
 * An unknown provider or id throws an error that lists what is known.
 */
export function resolveModel(spec: string | undefined): Model | undefined {
  if (spec === undefined || spec.trim() === "") return undefined;
  const slash = spec.indexOf("/");
  if (slash <= 0 || slash === spec.length - 1) {
    throw new Error(`KEEL_MODEL must look like "provider/model-id" (for example "openai/gpt-6.2-sol"); got "${spec}".`);
  }
  return requireModel(spec.slice(0, slash), spec.slice(slash + 1));
}
