import { defaultSessionDir, listSessions, loadConfiguration, resolveKeelHome } from "@keel/coding-agent";
import {
  formatModelTable,
  keelHomePaths,
  keyStatus,
  knownModels,
  listModelRows,
  loadModelsJson,
  readAuthFile,
} from "@keel/coding-agent/internal";
import type { KeelIo } from "../io.js";
import { reportDiagnostics } from "../report.js";

/** `keel --list-models [search]`: a table of every known model, with whether a key is configured. */
export async function listModelsCommand(io: KeelIo, search: string | undefined): Promise<number> {
  const paths = keelHomePaths(resolveKeelHome(io.env, io.cwd));
  const [loaded, auth] = await Promise.all([loadModelsJson(paths.models), readAuthFile(paths.auth)]);
  reportDiagnostics(io, [...loaded.diagnostics, ...auth.diagnostics]);
  const keys = { auth: auth.entries, env: io.env, modelsJsonKeys: loaded.apiKeys };
  const rows = listModelRows(knownModels(), (model) => keyStatus(model, keys), search);
  io.stdout.write(`${formatModelTable(rows)}\n`);
  return 0;
}

/** `keel -r` without a terminal UI: lists this folder's sessions, newest first, and exits. */
export async function listSessionsCommand(io: KeelIo, sessionDir: string | undefined): Promise<number> {
  const config = await loadConfiguration({ cwd: io.cwd, env: io.env });
  const dir = sessionDir ?? config.settings.sessionDir ?? defaultSessionDir(config.home.home, io.cwd);
  const sessions = listSessions(dir);
  if (sessions.length === 0) {
    io.stdout.write(`No sessions yet for ${io.cwd} (in ${dir}).\n`);
    return 0;
  }
  for (const s of sessions) {
    const label = s.name ?? s.firstMessage ?? "(no messages)";
    io.stdout.write(
      `${s.id}  ${s.modifiedAt.toISOString().slice(0, 16).replace("T", " ")}  ${s.entryCount} entr${s.entryCount === 1 ? "y" : "ies"}  ${label}\n`,
    );
  }
  io.stdout.write("\nOpen one with keel --session <id> (a unique prefix is enough), or the newest with keel -c.\n");
  return 0;
}
