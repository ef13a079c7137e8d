import { readFile } from "node:fs/promises";
import { IncrementalJsonParser } from "../json/incremental-json-parser.js";
import type { Model } from "../model.js";
import { addModels } from "./model-registry.js";
import { resolveModelsConfig } from "./models-config.js";
import { ModelsConfigError } from "./models-config-error.js";

/** What {@link loadModelsFile} registered. */
export interface LoadedModelsFile {
  /** The models the file describes, with defaults filled in. */
  models: Model[];
  /** Removes them from the registry again. */
  unregister: () => void;
}

/**
 * Reads a models config file (the coding agent's `~/.keel/models.json`),
 * validates it and registers its providers and models.
 *
 * @throws ModelsConfigError naming the file and what is wrong: unreadable,
 *   a JSON syntax error with its line and column, or every failing path.
 *
 * @example
 * const { models } = await loadModelsFile(join(keelHome, "models.json"));
 */
export async function loadModelsFile(path: string): Promise<LoadedModelsFile> {
  let text: string;
  try {
    text = await readFile(path, "utf8");
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new ModelsConfigError(`Cannot read models config ${path}: ${reason}`, { path }, { cause: error });
  }
  const resolved = resolveModelsConfig(parseJson(text, path), path);
  return { models: resolved.models, unregister: addModels(resolved.models, resolved.apiKeyEnvs) };
}

function parseJson(text: string, path: string): unknown {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const parser = new IncrementalJsonParser();
  parser.feed(body);
  const result = parser.finish();
  if (result.ok) return result.value;
  const { line, column } = lineAndColumn(body, result.error.offset);
  const found =
    result.error.offset >= body.length ? "the end of the file" : JSON.stringify(body.charAt(result.error.offset));
  throw new ModelsConfigError(
    `Invalid JSON in models config ${path} at line ${line}, column ${column}: expected ${result.error.expected}, found ${found}.`,
    { path },
  );
}

/** 1-based line and column of a UTF-16 offset. */
function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let start = 0;
  for (let i = 0; i < offset && i < text.length; i++) {
    if (text.charCodeAt(i) === 10) {
      line++;
      start = i + 1;
    }
  }
  return { line, column: offset - start + 1 };
}
