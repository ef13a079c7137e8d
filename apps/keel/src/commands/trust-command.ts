import { resolve } from "node:path";
import { resolveKeelHome } from "@keel/coding-agent";
import { forgetTrustDecision, keelHomePaths, listTrustDecisions, saveTrustDecision } from "@keel/coding-agent/internal";
import type { KeelIo } from "../io.js";
import { reportDiagnostics, usageError } from "../report.js";
import { readCommandLine } from "./command-line.js";

/**
 * `keel trust [path]`, `keel untrust [path]`, `keel trust --list`,
 * `keel trust --forget [path]`: saved decisions in `$KEEL_HOME/trust.json`,
 * keyed by the folder's real path.
 */
export async function trustCommand(verb: "trust" | "untrust", argv: readonly string[], io: KeelIo): Promise<number> {
  const line = readCommandLine(io, argv, {
    flags: [
      { name: "list", kind: "boolean", description: "List saved decisions" },
      { name: "forget", kind: "boolean", description: "Remove the saved decision" },
    ],
    helpHint: `keel ${verb} --help`,
    usage: `Usage: keel ${verb} [path]    (default: the current folder)\n       keel trust --list\n       keel trust --forget [path]\n`,
  });
  if (!line.ok) return line.exitCode;
  const { flags, positionals } = line;
  if (positionals.length > 1)
    return usageError(io, { message: `keel ${verb} takes one folder; got ${positionals.length}` });
  const paths = keelHomePaths(resolveKeelHome(io.env, io.cwd));
  if (flags.list) {
    const { entries, diagnostics } = await listTrustDecisions(paths.trust);
    reportDiagnostics(io, diagnostics);
    if (entries.length === 0) io.stdout.write(`No saved decisions in ${paths.trust}.\n`);
    for (const entry of entries) io.stdout.write(`${entry.trusted ? "trusted  " : "untrusted"}  ${entry.path}\n`);
    return diagnostics.some((d) => d.severity === "error") ? 1 : 0;
  }
  const folder = resolve(io.cwd, positionals[0] ?? ".");
  const result = flags.forget
    ? await forgetTrustDecision(paths.trust, folder)
    : await saveTrustDecision(paths.trust, folder, verb === "trust");
  if (!result.ok) {
    reportDiagnostics(io, result.diagnostics);
    io.stderr.write(`keel: ${paths.trust} was left unchanged; fix it and run the command again.\n`);
    return 1;
  }
  const what = flags.forget ? "forgot the decision for" : verb === "trust" ? "trusted" : "marked untrusted";
  io.stdout.write(`${what} ${result.path}\n`);
  return 0;
}
