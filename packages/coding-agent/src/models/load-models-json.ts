import { getModels, type Model, ModelsConfigError, registerModels } from "@keel/ai";
import { jsonSyntaxDiagnostic, readConfigText } from "../config-files/config-text.js";
import { parseJsonDocument } from "../config-files/json-document.js";
import type { Diagnostic } from "../diagnostics.js";

/** What {@link loadModelsJson} registered, and what it could not use. */
export interface LoadedModelsJson {
  /** Models of the providers that loaded. */
  models: Model[];
  /** The raw `apiKey` value of each provider that set one (see `resolveConfigValue`). */
  apiKeys: Map<string, string>;
  /** One problem per failing path, with its line and column; the providers named here did not load. */
  diagnostics: Diagnostic[];
  /** Removes every registered provider again. */
  unregister: () => void;
}

function escapePointer(key: string): string {
  return key.replaceAll("~", "~0").replaceAll("/", "~1");
}

/**
 * Reads `$KEEL_HOME/models.json` and registers its providers with
 * `@keel/ai`'s registry (the format `@keel/ai` loads — per provider
 * `baseUrl`, `api`, `apiKeyEnv`, `headers`, `compat`, `models[]` — plus
 * `apiKey`, which the coding agent resolves itself). Each provider is
 * checked on its own: a broken one is reported with file, line, column and
 * key path and left out, and the others still load. A missing file is not
 * a problem. Never throws for bad input.
 *
 * @example
 * const loaded = await loadModelsJson(paths.models);
 * for (const d of loaded.diagnostics) console.error(formatDiagnostic(d));
 */
export async function loadModelsJson(path: string): Promise<LoadedModelsJson> {
  const empty: LoadedModelsJson = { models: [], apiKeys: new Map(), diagnostics: [], unregister: () => {} };
  const hint = "Custom models from this file were not loaded; built-in providers still work.";
  const read = await readConfigText(path, hint);
  if (read.status === "missing") return empty;
  if (read.status === "unreadable") return { ...empty, diagnostics: [read.diagnostic] };
  const doc = parseJsonDocument(read.text);
  if (!doc.ok) return { ...empty, diagnostics: [jsonSyntaxDiagnostic(path, doc, hint)] };
  const root = doc.value;
  const providers =
    typeof root === "object" && root !== null && !Array.isArray(root)
      ? (root as Record<string, unknown>).providers
      : undefined;
  if (typeof providers !== "object" || providers === null || Array.isArray(providers)) {
    return {
      ...empty,
      diagnostics: [
        {
          severity: "error",
          source: path,
          ...doc.locate("/providers"),
          path: "/providers",
          message: 'must be an object of providers, e.g. { "providers": { "ollama": { … } } }',
          hint,
        },
      ],
    };
  }
  const diagnostics: Diagnostic[] = [];
  for (const key of Object.keys(root as object)) {
    if (key !== "providers" && key !== "$schema") {
      diagnostics.push({
        severity: "warning",
        source: path,
        ...doc.locate(`/${escapePointer(key)}`),
        path: `/${escapePointer(key)}`,
        message: "unknown key, ignored",
      });
    }
  }
  const models: Model[] = [];
  const apiKeys = new Map<string, string>();
  const undo: (() => void)[] = [];
  for (const [name, entry] of Object.entries(providers as Record<string, unknown>)) {
    let config = entry;
    let apiKey: string | undefined;
    if (typeof entry === "object" && entry !== null && !Array.isArray(entry) && "apiKey" in entry) {
      const { apiKey: raw, ...rest } = entry as Record<string, unknown>;
      if (typeof raw !== "string" || raw === "") {
        const at = `/providers/${escapePointer(name)}/apiKey`;
        diagnostics.push({
          severity: "error",
          source: path,
          ...doc.locate(at),
          path: at,
          message: "must be a non-empty string",
          hint,
        });
        continue;
      }
      apiKey = raw;
      config = rest;
    }
    try {
      undo.push(registerModels({ providers: { [name]: config } }));
    } catch (error) {
      if (!(error instanceof ModelsConfigError)) throw error;
      const issues =
        error.issues.length > 0
          ? error.issues
          : [{ path: `/providers/${escapePointer(name)}`, message: error.message }];
      for (const issue of issues) {
        diagnostics.push({
          severity: "error",
          source: path,
          ...doc.locate(issue.path),
          path: issue.path,
          message: issue.message,
          hint: `Provider "${name}" was not loaded; the others still work.`,
        });
      }
      continue;
    }
    if (apiKey !== undefined) apiKeys.set(name, apiKey);
    const ids = new Set(((config as { models: { id: string }[] }).models ?? []).map((model) => model.id));
    models.push(...getModels(name).filter((model) => ids.has(model.id)));
  }
  return {
    models,
    apiKeys,
    diagnostics,
    unregister: () => {
      for (const step of undo.reverse()) step();
    },
  };
}
