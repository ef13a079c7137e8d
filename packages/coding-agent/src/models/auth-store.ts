import { stat } from "node:fs/promises";
import type { ValidateFunction } from "ajv";
import { writeFileAtomic } from "../config-files/atomic-write.js";
import { jsonSyntaxDiagnostic, readConfigText } from "../config-files/config-text.js";
import { parseJsonDocument } from "../config-files/json-document.js";
import type { Diagnostic } from "../diagnostics.js";
import { precompiledValidator } from "../validation/precompiled-validator.js";

import type { AuthEntry } from "./auth-file-schema.js";

export type { AuthEntry } from "./auth-file-schema.js";

/** The contents of `auth.json`. */
export type AuthFile = Record<string, { type: string; [key: string]: unknown }>;

/** The file mode of `auth.json`: readable and writable by its owner only. */
export const AUTH_FILE_MODE = 0o600;

// Precompiled from AuthFileSchema and AuthEntrySchema (validation/file-validators.ts).
const compiled: ValidateFunction = precompiledValidator("validateAuthFile");
const entryValidator: ValidateFunction = precompiledValidator("validateAuthEntry");

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
  const read = await readConfigText(path);
  if (read.status === "missing") return { entries: {}, diagnostics: [], usable: true };
  if (read.status === "unreadable") return { entries: {}, diagnostics: [read.diagnostic], usable: false };
  const text = read.text;
  const diagnostics: Diagnostic[] = [];
  if (process.platform !== "win32") {
    const mode = (await stat(path)).mode & 0o777;
    if ((mode & 0o077) !== 0) {
      diagnostics.push({
        severity: "warning",
        source: path,
        message: `holds API keys but other users can read it (mode ${mode.toString(8).padStart(4, "0")})`,
        hint: `Run: chmod 600 ${path}`,
      });
    }
  }
  const hint = "Saved keys were ignored; fix the file, or delete it and log in again (keel auth login).";
  const doc = parseJsonDocument(text);
  if (!doc.ok) {
    diagnostics.push(jsonSyntaxDiagnostic(path, doc, hint));
    return { entries: {}, diagnostics, usable: false };
  }
  if (!compiled(doc.value)) {
    for (const error of compiled.errors ?? []) {
      diagnostics.push({
        severity: "error",
        source: path,
        ...doc.locate(error.instancePath),
        path: error.instancePath === "" ? "(root)" : error.instancePath,
        message: error.message ?? "is invalid",
        hint,
      });
    }
    return { entries: {}, diagnostics, usable: false };
  }
  return { entries: doc.value as AuthFile, diagnostics, usable: true };
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
  await writeFileAtomic(path, `${JSON.stringify(entries, null, 2)}\n`, AUTH_FILE_MODE);
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
