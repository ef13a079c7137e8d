import { applyToolList } from "../tools/tool-list.js";
import { RESOURCE_LIST_KEYS, type Settings, type SettingsFile } from "./settings-schema.js";

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * Deep-merges one layer over another: objects merge key by key, anything
 * else (including arrays) replaces. Inputs are not changed.
 */
export function deepMerge(base: Record<string, unknown>, over: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(over)) {
    if (value === undefined) continue;
    const current = out[key];
    out[key] = isPlainObject(current) && isPlainObject(value) ? deepMerge(current, value) : structuredClone(value);
  }
  return out;
}

/**
 * Puts `layer` on top of `settings` with the coding agent's rules: objects
 * merge deeply; the resource lists (`extensions`, `skills`, `prompts`)
 * combine, keeping the first occurrence of each entry; `defaultTools`
 * follows the tool-list rules (plain names replace, a list of only
 * `+name`/`-name` entries changes the inherited set).
 *
 * @example
 * mergeSettingsLayer(defaultSettings(), { retry: { maxRetries: 5 }, skills: ["/s"] });
 */
export function mergeSettingsLayer(settings: Settings, layer: SettingsFile): Settings {
  const { defaultTools, extensions, skills, prompts, ...rest } = layer;
  const merged = deepMerge(settings as Record<string, unknown>, rest) as Settings;
  if (defaultTools !== undefined) merged.defaultTools = applyToolList(settings.defaultTools, defaultTools);
  const lists = { extensions, skills, prompts };
  for (const key of RESOURCE_LIST_KEYS) {
    const extra = lists[key];
    if (extra === undefined) continue;
    merged[key] = [...new Set([...settings[key], ...extra])];
  }
  return merged;
}
