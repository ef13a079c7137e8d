import { addModels } from "./model-registry.js";
import { resolveModelsConfig } from "./models-config.js";

/**
 * Registers custom providers and models (see {@link ModelsConfig}) after
 * validating them. A model with the same provider and id as a built-in one
 * replaces it. Returns a function that removes what this call added.
 *
 * @throws ModelsConfigError listing every failing path.
 *
 * @example
 * registerModels({
 *   providers: {
 *     ollama: { baseUrl: "http://localhost:11434/v1", api: "openai-completions", models: [{ id: "llama3.2" }] },
 *   },
 * });
 * const model = requireModel("ollama", "llama3.2");
 */
export function registerModels(config: unknown): () => void {
  const resolved = resolveModelsConfig(config);
  return addModels(resolved.models, resolved.apiKeyEnvs);
}
