import type { ValidateFunction } from "ajv";
import { type JsonFileSpec, readJsonFile, SECRET_FILE_MODE, writeJsonFile } from "../config-files/json-file-store.js";
import type { Diagnostic } from "../diagnostics.js";
import { precompiledValidator } from "../validation/precompiled-validator.js";

import type { AuthEntry } from "./auth-file-schema.js";

export type { AuthEntry } from "./auth-file-schema.js";

/** The contents of `auth.json`. */
export type AuthFile = Record<string, { type: string; [key: string]: unknown }>;

/** The file mode of `auth.json`: readable and writable by its owner only. */
export const AUTH_FILE_MODE = SECRET_FILE_MODE;

// Precompiled from AuthEntrySchema (scripts/file-validators.ts).
const entryValidator: ValidateFunction = precompiledValidator("validateAuthEntry");

/** `auth.json` as a JSON file store: a secret file, validated by the validator precompiled from AuthFileSchema. */
function authFile(path: string): JsonFileSpec {
  return {
    path,
    validate: precompiledValidator("validateAuthFile"),
    hint: "Saved keys were ignored; fix the file, or delete it and log in again (keel auth login).",
    secret: "API keys",
  };
}

/** What {@link readAuthFile} found. */
export interface AuthFileResult {
  entries: AuthFile;
  diagnostics: Diagnostic[];
  /** False when the file exists but is malformed: it is then never rewritten. */
  usable: boolean;
}

/**
 * Reads `$KEEL_HOME/auth.json`. A missing file holds nothing; a malformed
 * one is reported (with line and column) and ignored; a file others can
 * read gets a warning telling how to fix its mode.
 */
export async function readAuthFile(path: string): Promise<AuthFileResult> {
  const read = await readJsonFile<AuthFile>(authFile(path));
  if (read.status === "ok") return { entries: read.value, diagnostics: read.diagnostics, usable: true };
  return { entries: {}, diagnostics: read.diagnostics, usable: read.status === "missing" };
}

/** The saved API key of `provider`, if `auth.json` has one. */
export function savedApiKey(entries: AuthFile, provider: string): string | undefined {
  const entry = entries[provider];
  return entry !== undefined && entryValidator(entry) ? (entry as AuthEntry).key : undefined;
}

async function change(path: string, apply: (entries: AuthFile) => void) {
  const current = await readAuthFile(path);
  if (!current.usable) return { ok: false as const, diagnostics: current.diagnostics };
  const entries = { ...current.entries };
  apply(entries);
  await writeJsonFile(authFile(path), entries);
  return { ok: true as const };
}

/**
 * Saves an API key for a provider in `auth.json` (`keel auth login
 * --provider X --api-key`), atomically and with mode 0600. Other entries
 * are kept. A malformed file is not overwritten.
 */
export function saveApiKey(path: string, provider: string, key: string) {
  return change(path, (entries) => {
    entries[provider] = { type: "api_key", key: key.trim() };
  });
}

/** Removes a provider's saved credential (`keel auth logout`); nothing to remove is not an error. */
export function removeApiKey(path: string, provider: string) {
  return change(path, (entries) => {
    delete entries[provider];
  });
}
