/**
 * Merges header maps left to right; a later value replaces an earlier one
 * whatever its letter case (HTTP header names are case-insensitive). The
 * later spelling is kept. An empty-string value removes the header.
 *
 * @example
 * mergeHeaders(model.headers, options?.headers); // per-call headers win over the model's
 */
export function mergeHeaders(...sources: (Record<string, string> | undefined)[]): Record<string, string> {
  const byLowerName = new Map<string, [string, string]>();
  for (const source of sources) {
    if (!source) continue;
    for (const [name, value] of Object.entries(source)) {
      const key = name.toLowerCase();
      if (value === "") byLowerName.delete(key);
      else byLowerName.set(key, [name, value]);
    }
  }
  return Object.fromEntries(byLowerName.values());
}
