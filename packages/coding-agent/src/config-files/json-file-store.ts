import { stat } from "node:fs/promises";
import type { Diagnostic } from "../diagnostics.js";
import { writeFileAtomic } from "./atomic-write.js";
import { jsonSyntaxDiagnostic, readConfigText } from "./config-text.js";
import { type JsonDocument, parseJsonDocument } from "./json-document.js";

/**
 * Checks a parsed document against a schema: false, with `errors`, when it
 * does not fit. An ajv `ValidateFunction` (precompiled or not) is one.
 */
export interface DocumentValidator {
  (value: unknown): boolean;
  /** Why the last call returned false: a JSON Pointer into the document and what is wrong there. */
  errors?: readonly { instancePath: string; message?: string }[] | null;
}

/** One JSON file a store reads and rewrites whole. */
export interface JsonFileSpec {
  /** Where the file is. */
  path: string;
  /** The schema the whole document must fit. */
  validate: DocumentValidator;
  /** What to do when the file cannot be used (shown under each error). */
  hint?: string;
  /** The message for a document whose root does not fit (default: the validator's). */
  rootMessage?: string;
  /**
   * The file holds secrets: it is written with mode 0600 and reading it warns
   * when other users can read it. The text names what it holds ("API keys").
   */
  secret?: string;
}

/** What {@link readJsonFile} found: no file, a document that fits the schema, or why it cannot be used. */
export type JsonFileRead<T> =
  | { status: "missing"; diagnostics: Diagnostic[] }
  | { status: "ok"; value: T; document: JsonDocument; diagnostics: Diagnostic[] }
  | { status: "bad"; diagnostics: Diagnostic[] };

/** The mode a secret file is written with: readable and writable by its owner only. */
export const SECRET_FILE_MODE = 0o600;

/**
 * Reads a JSON file and checks it against the spec's schema. A missing file
 * is `missing`; an unreadable file, invalid JSON (with line and column) or a
 * document that does not fit the schema (each error at its line and column)
 * is `bad` with diagnostics, and a store must then never rewrite it.
 *
 * @example
 * const read = await readJsonFile<TrustFile>({ path, validate, hint: "fix or delete the file" });
 * if (read.status === "ok") use(read.value);
 */
export async function readJsonFile<T>(spec: JsonFileSpec): Promise<JsonFileRead<T>> {
  const { path, hint } = spec;
  const read = await readConfigText(path, hint);
  if (read.status === "missing") return { status: "missing", diagnostics: [] };
  if (read.status === "unreadable") return { status: "bad", diagnostics: [read.diagnostic] };
  const diagnostics = spec.secret === undefined ? [] : await secretModeWarnings(path, spec.secret);
  const document = parseJsonDocument(read.text);
  if (!document.ok) {
    return { status: "bad", diagnostics: [...diagnostics, jsonSyntaxDiagnostic(path, document, hint)] };
  }
  if (!spec.validate(document.value)) {
    for (const error of spec.validate.errors ?? []) {
      const root = error.instancePath === "";
      const diagnostic: Diagnostic = {
        severity: "error",
        source: path,
        ...document.locate(error.instancePath),
        path: root ? "(root)" : error.instancePath,
        message: root && spec.rootMessage !== undefined ? spec.rootMessage : (error.message ?? "is invalid"),
      };
      if (hint !== undefined) diagnostic.hint = hint;
      diagnostics.push(diagnostic);
    }
    return { status: "bad", diagnostics };
  }
  return { status: "ok", value: document.value as T, document, diagnostics };
}

/**
 * Writes a whole document atomically (readers see the old or the new file,
 * never half), pretty-printed with a final newline; a secret file gets mode 0600.
 */
export async function writeJsonFile(spec: JsonFileSpec, value: unknown): Promise<void> {
  const text = `${JSON.stringify(value, null, 2)}\n`;
  await writeFileAtomic(spec.path, text, spec.secret === undefined ? undefined : SECRET_FILE_MODE);
}

async function secretModeWarnings(path: string, holds: string): Promise<Diagnostic[]> {
  if (process.platform === "win32") return [];
  const mode = (await stat(path)).mode & 0o777;
  if ((mode & 0o077) === 0) return [];
  return [
    {
      severity: "warning",
      source: path,
      message: `holds ${holds} but other users can read it (mode ${mode.toString(8).padStart(4, "0")})`,
      hint: `Run: chmod 600 ${path}`,
    },
  ];
}
