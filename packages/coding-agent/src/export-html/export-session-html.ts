import { randomBytes } from "node:crypto";
import { mkdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { basename, dirname, join, resolve } from "node:path";
import type { Diagnostic } from "../diagnostics.js";
import { parseSessionFile } from "../session/parse-session.js";
import type { SessionEntry, SessionHeader } from "../session/session-schema.js";
import { renderSessionHtml } from "./render-session-html.js";

/** Where the session to export comes from: a file on disk, or a session already in memory. */
export type ExportSessionSource =
  | {
      /** The session file (`.jsonl`) to read. */
      sessionFile: string;
    }
  | {
      /** The session's header. */
      header: SessionHeader;
      /** Its entries, in file order (as `SessionFile.entries` holds them). */
      entries: readonly SessionEntry[];
      /** The current leaf: the branch the page opens on. Default: the last entry. */
      leafId?: string | null;
      /** The session's file, if it has one: names the default output and is never overwritten. */
      sessionPath?: string;
    };

/** Options of {@link exportSessionHtml}. */
export type ExportSessionHtmlOptions = ExportSessionSource & {
  /**
   * The HTML file to write. Relative paths are resolved against `cwd`.
   * Default: `keel-session-<session file name>.html` (or
   * `keel-session-<session id>.html` for a session without a file) in `cwd`.
   */
  outputPath?: string;
  /** Folder relative paths are resolved against. Default: `process.cwd()`. */
  cwd?: string;
  /** Clock for the "exported" time, for deterministic tests. Default: `new Date()`. */
  now?: () => Date;
};

/** The outcome of {@link exportSessionHtml}: the file written, or why nothing was. */
export type ExportSessionHtmlResult =
  | {
      ok: true;
      /** Absolute path of the HTML file written. */
      path: string;
      /** Problems worked around while reading the session (skipped lines, a torn last line). */
      diagnostics: Diagnostic[];
    }
  | { ok: false; diagnostics: Diagnostic[] };

function failure(source: string, message: string, hint: string): ExportSessionHtmlResult {
  return { ok: false, diagnostics: [{ severity: "error", source, message, hint }] };
}

function defaultFileName(header: SessionHeader, sessionPath: string | undefined): string {
  const stem = sessionPath === undefined ? header.id : basename(sessionPath).replace(/\.jsonl$/i, "");
  return `keel-session-${stem}.html`;
}

/**
 * Exports a session as one self-contained HTML file (see
 * `docs/export.md`). The file is written whole, through a temporary file
 * renamed into place, so a failed export leaves any earlier file at that
 * path untouched. Bad input comes back as diagnostics, never as an
 * exception: an unreadable or malformed session file, an output path that
 * is a folder or is the session file itself.
 *
 * @example
 * const result = await exportSessionHtml({ sessionFile: "session.jsonl", outputPath: "session.html" });
 * if (result.ok) console.log(`exported to ${result.path}`);
 * else for (const d of result.diagnostics) console.error(formatDiagnostic(d));
 */
export async function exportSessionHtml(options: ExportSessionHtmlOptions): Promise<ExportSessionHtmlResult> {
  const cwd = options.cwd ?? process.cwd();
  const diagnostics: Diagnostic[] = [];
  let header: SessionHeader;
  let entries: readonly SessionEntry[];
  let leafId: string | null | undefined;
  let sessionPath: string | undefined;

  if ("sessionFile" in options) {
    sessionPath = resolve(cwd, options.sessionFile);
    let bytes: Buffer;
    try {
      bytes = await readFile(sessionPath);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      return failure(
        sessionPath,
        code === "ENOENT"
          ? "session file not found"
          : code === "EISDIR"
            ? "is a folder, not a session file"
            : `cannot read the session file (${(error as Error).message})`,
        "Pass the path of a session .jsonl file (see `keel --resume` or the sessions folder under KEEL_HOME).",
      );
    }
    const parsed = parseSessionFile(bytes, sessionPath);
    if (!parsed.ok) return { ok: false, diagnostics: parsed.diagnostics };
    header = parsed.session.header;
    entries = parsed.session.entries;
    diagnostics.push(...parsed.session.diagnostics);
  } else {
    header = options.header;
    entries = options.entries;
    leafId = options.leafId;
    sessionPath = options.sessionPath === undefined ? undefined : resolve(cwd, options.sessionPath);
  }

  const outputPath = resolve(cwd, options.outputPath ?? defaultFileName(header, sessionPath));
  if (sessionPath !== undefined && outputPath === sessionPath) {
    return failure(
      outputPath,
      "the output path is the session file itself; it was not overwritten",
      "Give an output path ending in .html, or omit it to write keel-session-<name>.html.",
    );
  }
  const existing = await stat(outputPath).catch(() => undefined);
  if (existing?.isDirectory() === true) {
    return failure(
      outputPath,
      "the output path is a folder",
      `Give a file path, e.g. ${join(outputPath, "session.html")}.`,
    );
  }

  const html = renderSessionHtml({
    header,
    entries,
    leafId,
    nonce: randomBytes(16).toString("base64"),
    exportedAt: (options.now ?? (() => new Date()))(),
  });
  const temp = `${outputPath}.${process.pid}.${randomBytes(4).toString("hex")}.tmp`;
  try {
    await mkdir(dirname(outputPath), { recursive: true });
    await writeFile(temp, html, { encoding: "utf8", flag: "wx" });
    await rename(temp, outputPath);
  } catch (error) {
    await rm(temp, { force: true }).catch(() => undefined);
    return failure(
      outputPath,
      `cannot write the HTML file (${(error as Error).message})`,
      "Check that the folder exists and is writable, or choose another output path.",
    );
  }
  return { ok: true, path: outputPath, diagnostics };
}
