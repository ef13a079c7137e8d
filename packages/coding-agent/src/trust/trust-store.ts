import { realpath } from "node:fs/promises";
import { dirname, resolve } from "node:path";
import { type JsonFileSpec, readJsonFile, writeJsonFile } from "../config-files/json-file-store.js";
import type { Diagnostic } from "../diagnostics.js";
import { precompiledValidator } from "../validation/precompiled-validator.js";

import type { TrustFile } from "./trust-file-schema.js";

export type { TrustFile } from "./trust-file-schema.js";

/** A saved decision. */
export interface TrustEntry {
  path: string;
  trusted: boolean;
}

/** What {@link readTrustFile} found: the decisions (empty when the file is missing or bad) and any problem. */
export interface TrustFileResult {
  entries: TrustFile;
  diagnostics: Diagnostic[];
  /** False when the file exists but cannot be used; it is then never rewritten. */
  usable: boolean;
}

/** `trust.json` as a JSON file store: validated by the validator precompiled from TrustFileSchema. */
function trustFile(path: string): JsonFileSpec {
  return {
    path,
    validate: precompiledValidator("validateTrustFile"),
    hint: "Saved trust decisions were ignored; fix or delete the file.",
    rootMessage: "must be an object of folder paths to true or false",
  };
}

/**
 * Reads `$KEEL_HOME/trust.json`. A missing file has no decisions; a
 * malformed one is reported (file, line, column) and treated as having none,
 * so every project is then untrusted unless `--approve` says otherwise.
 */
export async function readTrustFile(path: string): Promise<TrustFileResult> {
  const read = await readJsonFile<TrustFile>(trustFile(path));
  if (read.status === "ok") return { entries: read.value, diagnostics: read.diagnostics, usable: true };
  return { entries: {}, diagnostics: read.diagnostics, usable: read.status === "missing" };
}

/** The canonical real path of a folder (symlinks resolved), or its absolute path when it does not exist. */
export async function canonicalFolder(path: string): Promise<string> {
  const absolute = resolve(path);
  try {
    return await realpath(absolute);
  } catch {
    return absolute;
  }
}

/**
 * The nearest saved decision for `folder`: its own entry, else its closest
 * ancestor's. `folder` is resolved through symlinks first, so a symlinked
 * checkout finds the same entry as the real one.
 */
export async function findTrustDecision(entries: TrustFile, folder: string): Promise<TrustEntry | undefined> {
  let dir = await canonicalFolder(folder);
  for (;;) {
    const value = entries[dir];
    if (value !== undefined) return { path: dir, trusted: value };
    const parent = dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
}

async function change(
  file: string,
  folder: string,
  apply: (entries: TrustFile, key: string) => void,
): Promise<{ ok: true; path: string } | { ok: false; diagnostics: Diagnostic[] }> {
  const current = await readTrustFile(file);
  if (!current.usable) return { ok: false, diagnostics: current.diagnostics };
  const key = await canonicalFolder(folder);
  const entries = { ...current.entries };
  apply(entries, key);
  const sorted = Object.fromEntries(Object.entries(entries).sort(([a], [b]) => a.localeCompare(b)));
  await writeJsonFile(trustFile(file), sorted);
  return { ok: true, path: key };
}

/**
 * Saves a decision for a folder (`keel trust [path]` saves `true`,
 * `keel untrust [path]` saves `false`), keyed by its canonical real path.
 * A malformed `trust.json` is not overwritten: the result carries why.
 */
export function saveTrustDecision(file: string, folder: string, trusted: boolean) {
  return change(file, folder, (entries, key) => {
    entries[key] = trusted;
  });
}

/** Removes a folder's saved decision, so its ancestors' decision or the default applies again. */
export function forgetTrustDecision(file: string, folder: string) {
  return change(file, folder, (entries, key) => {
    delete entries[key];
  });
}

/** Every saved decision, sorted by path (`keel trust --list`). */
export async function listTrustDecisions(file: string): Promise<{ entries: TrustEntry[]; diagnostics: Diagnostic[] }> {
  const result = await readTrustFile(file);
  const entries = Object.entries(result.entries)
    .map(([path, trusted]) => ({ path, trusted }))
    .sort((a, b) => a.path.localeCompare(b.path));
  return { entries, diagnostics: result.diagnostics };
}
