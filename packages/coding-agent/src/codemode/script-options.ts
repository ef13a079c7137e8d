/** What a script's first line may set: `// @options: {"timeout_ms": 60000, "max_output_tokens": 2000}`. */
export interface ScriptOptions {
  timeoutMs?: number;
  maxOutputTokens?: number;
}

const PREFIX = "// @options:";

/**
 * Reads the options line. It must be the first line; one anywhere else is
 * an error, as is bad JSON or an unknown or non-positive option (the
 * message says what to write instead).
 */
export function parseScriptOptions(
  source: string,
): { ok: true; options: ScriptOptions } | { ok: false; error: string } {
  const lines = source.split("\n");
  const later = lines.slice(1).findIndex((line) => line.trimStart().startsWith(PREFIX));
  if (later >= 0) {
    return { ok: false, error: `the // @options: line must be the script's first line (found on line ${later + 2})` };
  }
  const first = lines[0]?.trim() ?? "";
  if (!first.startsWith(PREFIX)) return { ok: true, options: {} };
  let parsed: unknown;
  try {
    parsed = JSON.parse(first.slice(PREFIX.length));
  } catch (error) {
    return {
      ok: false,
      error: `the // @options: line is not JSON (${error instanceof Error ? error.message : String(error)})`,
    };
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) {
    return { ok: false, error: 'the // @options: line must hold a JSON object such as {"timeout_ms": 60000}' };
  }
  const options: ScriptOptions = {};
  for (const [key, value] of Object.entries(parsed)) {
    if (typeof value !== "number" || !Number.isFinite(value) || value <= 0) {
      return { ok: false, error: `option "${key}" must be a positive number` };
    }
    if (key === "timeout_ms") options.timeoutMs = value;
    else if (key === "max_output_tokens") options.maxOutputTokens = value;
    else return { ok: false, error: `unknown option "${key}" (known: timeout_ms, max_output_tokens)` };
  }
  return { ok: true, options };
}
