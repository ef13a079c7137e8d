import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { defaultSessionDir, exportSessionHtml, loadConfiguration } from "@keel/coding-agent";
import { resolveSessionRef } from "@keel/coding-agent/internal";
import type { KeelIo } from "../io.js";
import { reportDiagnostics } from "../report.js";

/**
 * `keel --export <session.jsonl | id> [out.html]`: writes the session as one
 * self-contained HTML page and prints its path. The session is found as
 * `--session` finds it: a path, else an id or a unique prefix of one in
 * this folder's sessions (`--session-dir` or the `sessionDir` setting).
 * Exit 0 when written, 2 when no session (or several) matches, 1 when the
 * session cannot be read or the page cannot be written (nothing is written
 * then, and an earlier file at the output path is left as it was).
 */
export async function exportCommand(
  request: { sessionFile: string; outputPath?: string },
  io: KeelIo,
  sessionDir?: string,
): Promise<number> {
  const ref = request.sessionFile;
  // A path is exported as given (its own errors: not found, not a session); an id goes through --session's resolver.
  const sessionFile =
    looksLikePath(ref) || existsSync(resolve(io.cwd, ref)) ? ref : await findById(ref, io, sessionDir);
  if (sessionFile === undefined) return 2;
  const result = await exportSessionHtml({
    sessionFile,
    ...(request.outputPath === undefined ? {} : { outputPath: request.outputPath }),
    cwd: io.cwd,
  });
  reportDiagnostics(io, result.diagnostics);
  if (!result.ok) return 1;
  io.stdout.write(`Exported the session to ${result.path}\n`);
  return 0;
}

function looksLikePath(ref: string): boolean {
  return ref.includes("/") || ref.includes("\\") || ref.endsWith(".jsonl");
}

/** The session file of an id or unique id prefix, as `--session` finds it; `undefined` (reported) when none or several match. */
async function findById(ref: string, io: KeelIo, sessionDir: string | undefined): Promise<string | undefined> {
  const config = await loadConfiguration({ cwd: io.cwd, env: io.env });
  const dir =
    sessionDir !== undefined
      ? resolve(io.cwd, sessionDir)
      : (config.settings.sessionDir ?? defaultSessionDir(config.home.home, io.cwd));
  const found = resolveSessionRef(ref, { dirs: [dir], cwd: io.cwd, flag: "--export" });
  if (found.ok) return found.path;
  reportDiagnostics(io, [found.diagnostic]);
  return undefined;
}
