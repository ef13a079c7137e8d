import { readFile } from "node:fs/promises";
import type { Diagnostic } from "../diagnostics.js";
import { writeFileAtomic } from "./atomic-write.js";
import { parseJsonDocument } from "./json-document.js";
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
  let current: Record<string, unknown> = {};
  let text: string | undefined;
  try {
    text = await readFile(path, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") {
      const reason = error instanceof Error ? error.message : String(error);
      return {
        ok: false,
        diagnostics: [{ severity: "error", source: path, message: `cannot read the file: ${reason}` }],
      };
    }
  }
  if (text !== undefined) {
    const doc = parseJsonDocument(text);
    if (!doc.ok || typeof doc.value !== "object" || doc.value === null || Array.isArray(doc.value)) {
      return {
        ok: false,
        diagnostics: [
          {
            severity: "error",
            source: path,
            ...(doc.ok ? {} : { line: doc.line, column: doc.column }),
            message: doc.ok ? "is not a JSON object; not changed" : `invalid JSON (${doc.message}); not changed`,
            hint: "Fix the file by hand, then try again.",
          },
        ],
      };
    }
    current = doc.value as Record<string, unknown>;
  }
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
