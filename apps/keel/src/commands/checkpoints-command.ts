import { loadConfiguration } from "@keel/coding-agent";
import { existingSessionIds, listCheckpointStores, parseAge, pruneCheckpoints } from "@keel/coding-agent/internal";
import type { KeelIo } from "../io.js";
import { reportDiagnostics, usageError } from "../report.js";
import { readCommandLine } from "./command-line.js";

const USAGE = `Usage: keel checkpoints                          list each project's checkpoints: count, size on disk, newest
       keel checkpoints prune [--older-than 30d]  drop checkpoints older than that (m, h, d, w) and those of deleted sessions
`;

function size(bytes: number): string {
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/**
 * `keel checkpoints [list | prune [--older-than <age>]]`: the shadow stores
 * under `$KEEL_HOME/checkpoints/` (docs/checkpoints.md), and their pruning.
 */
export async function checkpointsCommand(argv: readonly string[], io: KeelIo): Promise<number> {
  const line = readCommandLine(io, argv, {
    flags: [
      { name: "older-than", kind: "string", valueName: "age", description: "Drop checkpoints older than this (30d)" },
    ],
    helpHint: "keel checkpoints --help",
    usage: USAGE,
  });
  if (!line.ok) return line.exitCode;
  const { flags, positionals } = line;
  const [verb = "list", ...rest] = positionals;
  if (rest.length > 0) return usageError(io, { message: `keel checkpoints ${verb} takes no arguments`, hint: USAGE });
  const config = await loadConfiguration({ cwd: io.cwd, env: io.env });
  if (config.blocking.length > 0) {
    reportDiagnostics(io, config.diagnostics);
    return 2;
  }
  const keelHome = config.home.home;
  switch (verb) {
    case "list": {
      if (flags["older-than"] !== undefined)
        return usageError(io, { message: "--older-than goes with prune", hint: USAGE });
      const stores = await listCheckpointStores(keelHome);
      if (stores.length === 0) {
        io.stdout.write(`No checkpoints yet (${keelHome}/checkpoints).\n`);
        return 0;
      }
      io.stdout.write("checkpoints  size        newest                project\n");
      for (const store of stores) {
        const newest = store.newest === undefined ? "-" : new Date(store.newest).toISOString().slice(0, 19);
        const project = store.projectExists ? store.project : `${store.project} (gone)`;
        io.stdout.write(
          `${String(store.count).padStart(11)}  ${size(store.bytes).padEnd(10)}  ${newest.padEnd(20)}  ${project}\n`,
        );
      }
      return 0;
    }
    case "prune": {
      const age = flags["older-than"];
      const olderThanMs = typeof age === "string" ? parseAge(age) : undefined;
      if (typeof age === "string" && olderThanMs === undefined) {
        return usageError(io, {
          message: `--older-than takes an age such as 30d, 12h, 90m or 2w; got "${age}"`,
          hint: USAGE,
        });
      }
      const sessionDirs = [config.home.sessions, ...(config.settings.sessionDir ? [config.settings.sessionDir] : [])];
      const result = await pruneCheckpoints(keelHome, {
        ...(olderThanMs === undefined ? {} : { olderThanMs }),
        sessionIds: existingSessionIds(sessionDirs),
      });
      io.stdout.write(
        `Removed ${result.removed} checkpoint${result.removed === 1 ? "" : "s"}, kept ${result.kept}` +
          `${result.storesRemoved.length > 0 ? `; ${result.storesRemoved.length} project store(s) deleted` : ""}` +
          ` (${size(result.bytesBefore)} → ${size(result.bytesAfter)}).\n`,
      );
      return 0;
    }
    default:
      return usageError(io, { message: `unknown checkpoints command "${verb}"`, hint: USAGE });
  }
}
