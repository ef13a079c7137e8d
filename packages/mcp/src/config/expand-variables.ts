/**
 * Expands `${VAR}` (and `${VAR:-default}`) in a value from `env`. Names of
 * variables that are not set (and have no default) are returned in
 * `missing`; they expand to the empty string.
 *
 * @example
 * expandVariables("Bearer ${TOKEN}", { TOKEN: "abc" }); // { value: "Bearer abc", missing: [] }
 */
export function expandVariables(
  value: string,
  env: Readonly<Record<string, string | undefined>>,
): { value: string; missing: string[] } {
  const missing: string[] = [];
  const expanded = value.replace(
    /\$\{([A-Za-z_][A-Za-z0-9_]*)(?::-([^}]*))?\}/g,
    (_match, name: string, fallback?: string) => {
      const found = env[name];
      if (found !== undefined && found !== "") return found;
      if (fallback !== undefined) return fallback;
      missing.push(name);
      return "";
    },
  );
  return { value: expanded, missing };
}

/** {@link expandVariables} over every value of a record. */
export function expandRecord(
  record: Readonly<Record<string, string>>,
  env: Readonly<Record<string, string | undefined>>,
): { value: Record<string, string>; missing: string[] } {
  const value: Record<string, string> = {};
  const missing: string[] = [];
  for (const [key, raw] of Object.entries(record)) {
    const expanded = expandVariables(raw, env);
    value[key] = expanded.value;
    missing.push(...expanded.missing);
  }
  return { value, missing };
}
