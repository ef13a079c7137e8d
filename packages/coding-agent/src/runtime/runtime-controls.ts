import type { Model, ThinkingLevel } from "@keel/ai";
import { knownModels } from "../models/known-models.js";
import { keyStatus } from "../models/resolve-api-key.js";
import type { Created } from "./run-coordinator.js";
import type { RuntimeResult } from "./runtime-result.js";

const THINKING_LEVELS: readonly ThinkingLevel[] = ["off", "minimal", "low", "medium", "high", "xhigh"];

/**
 * Switches the session's model by provider and id, through its controls
 * (a model without a key is refused there, as for every front end).
 */
export function setSessionModel(created: Created, provider: string, modelId: string): RuntimeResult<Model> {
  const model = knownModels().find((m) => m.provider === provider && m.id === modelId);
  if (model === undefined) {
    return {
      ok: false,
      error: `no model "${provider}/${modelId}" is known; get_available_models lists the usable ones`,
    };
  }
  return created.controls.setModel(model);
}

/** Models whose key is configured (or needs none), and the current one first when it has none. */
export function availableModels(created: Created): Model[] {
  const sources = created.keySources;
  const current = created.controls.model;
  const usable = knownModels().filter((m) => sources === undefined || keyStatus(m, sources) !== "missing");
  return usable.some((m) => m.provider === current.provider && m.id === current.id) ? usable : [current, ...usable];
}

/** The model after the current one in {@link availableModels}; `undefined` when there is no other. */
export function nextModel(created: Created): Model | undefined {
  const models = availableModels(created);
  if (models.length < 2) return undefined;
  const current = created.controls.model;
  const at = models.findIndex((m) => m.provider === current.provider && m.id === current.id);
  return models[(at + 1) % models.length] as Model;
}

/** The thinking levels the current model takes (`["off"]` for a model without reasoning). */
export function thinkingLevels(created: Created): ThinkingLevel[] {
  return created.controls.model.reasoning ? [...THINKING_LEVELS] : ["off"];
}

/** The level after the current one in {@link thinkingLevels}; `undefined` when there is no other. */
export function nextThinkingLevel(created: Created): ThinkingLevel | undefined {
  const levels = thinkingLevels(created);
  if (levels.length < 2) return undefined;
  return levels[(levels.indexOf(created.controls.thinkingLevel) + 1) % levels.length] as ThinkingLevel;
}
