import { writeFileAtomic } from "../config-files/atomic-write.js";
import { readJsonObjectFile } from "../config-files/read-json-object-file.js";
import type { Diagnostic } from "../diagnostics.js";
import { parseSettingsText } from "./settings-file.js";

/** The outcome of {@link updateSettingsFile}: written, or refused with the reasons. */
export type UpdateSettingsResult = { ok: true } | { ok: false; diagnostics: Diagnostic[] };

/**
 * Changes a settings file: reads its current JSON (an absent file is `{}`),
 * hands it to `update`, validates the result and writes it atomically with
 * two-space indentation. Keys Keel does not know are kept as they were. A
 * file that is not valid JSON is never rewritten: the update is refused
 * with a diagnostic, so a user's half-edited file is not lost.
 *
 * @example
 * await updateSettingsFile(paths.settings, (s) => ({ ...s, defaultModel: "gpt-6.2-sol" }));
 */
export async function updateSettingsFile(
  path: string,
  update: (current: Record<string, unknown>) => Record<string, unknown>,
): Promise<UpdateSettingsResult> {
  const read = await readJsonObjectFile(path);
  if (!read.ok) return read;
  const current = read.value;
  const next = update(structuredClone(current));
  const out = `${JSON.stringify(next, null, 2)}\n`;
  const checked = parseSettingsText(out, path);
  if (checked.status === "invalid") return { ok: false, diagnostics: checked.diagnostics };
  await writeFileAtomic(path, out);
  return { ok: true };
}

/**
 * Sets one key (a path of property names, e.g. `["retry", "maxRetries"]`)
 * in a settings file, creating intermediate objects; `undefined` removes it.
 */
export async function setSettingsValue(
  path: string,
  key: readonly string[],
  value: unknown,
): Promise<UpdateSettingsResult> {
  return updateSettingsFile(path, (current) => {
    let node: Record<string, unknown> = current;
    for (const part of key.slice(0, -1)) {
      const child = node[part];
      if (typeof child !== "object" || child === null || Array.isArray(child)) node[part] = {};
      node = node[part] as Record<string, unknown>;
    }
    const last = key[key.length - 1];
    if (last === undefined) return current;
    if (value === undefined) delete node[last];
    else node[last] = value;
    return current;
  });
}
