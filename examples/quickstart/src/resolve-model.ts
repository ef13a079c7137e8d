import { existsSync } from "node:fs";
import { homedir } from "node:os";
import { join } from "node:path";
import { loadModelsFile, type Model, requireModel } from "@keel/ai";

/**
 * The user's Keel config folder: `$KEEL_HOME`, else `~/.keel` (the same
 * folder the `keel` command reads).
 */
export function keelHome(env: NodeJS.ProcessEnv = process.env): string {
  const configured = env.KEEL_HOME?.trim();
  return configured ? configured : join(homedir(), ".keel");
}

/**
 * Turns `KEEL_MODEL=provider/model-id` (e.g. `anthropic/claude-sonnet-5-5`,
 * or `ollama/qwen3` from `$KEEL_HOME/models.json`) into a model, or
 * `undefined` to use the scripted model. Custom providers and models in
 * `$KEEL_HOME/models.json` are loaded first when the file exists. An unknown
 * provider or id throws an error that lists what is known; a broken
 * `models.json` throws an error naming the file, line and column.
 */
export async function resolveModel(
  spec: string | undefined,
  env: NodeJS.ProcessEnv = process.env,
): Promise<Model | undefined> {
  if (spec === undefined || spec.trim() === "") return undefined;
  const slash = spec.indexOf("/");
  if (slash <= 0 || slash === spec.length - 1) {
    throw new Error(`KEEL_MODEL must look like "provider/model-id" (for example "openai/gpt-6.2-sol"); got "${spec}".`);
  }
  const modelsFile = join(keelHome(env), "models.json");
  if (existsSync(modelsFile)) await loadModelsFile(modelsFile);
  return requireModel(spec.slice(0, slash), spec.slice(slash + 1));
}
