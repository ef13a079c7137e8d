import { loadConfiguration, parseArgs } from "@keel/coding-agent";
import { collectHookSources, formatHookList, hookListReport } from "@keel/coding-agent/internal";
import type { KeelIo } from "../io.js";
import { reportDiagnostics, usageError } from "../report.js";

const USAGE = `Usage: keel hooks [list] [--json]   the lifecycle hooks that run here (user settings, a trusted
                                   project's .keel/settings.json and .claude/ files), and what an
                                   untrusted project would add if it were trusted
`;

/**
 * `keel hooks [list] [--json]`: every configured hook command with its
 * event, matcher, timeout and file; for an untrusted project, what
 * trusting it would add (its hooks never run until then).
 */
export async function hooksCommand(argv: readonly string[], io: KeelIo): Promise<number> {
  const parsed = parseArgs(
    argv,
    [
      { name: "json", kind: "boolean", description: "Print the list as JSON" },
      { name: "help", short: ["h"], kind: "boolean", description: "Show help" },
    ],
    "keel hooks --help",
  );
  if (!parsed.ok) return usageError(io, parsed.error);
  const { flags, positionals } = parsed.args;
  if (flags.help) {
    io.stdout.write(USAGE);
    return 0;
  }
  const [verb = "list", ...rest] = positionals;
  if (verb !== "list" || rest.length > 0) {
    return usageError(io, { message: `unknown hooks command "${positionals.join(" ")}"`, hint: USAGE.trimEnd() });
  }
  const config = await loadConfiguration({ cwd: io.cwd, env: io.env });
  const sources = await collectHookSources(config);
  reportDiagnostics(io, [...config.diagnostics, ...sources.diagnostics]);
  const untrusted = config.project !== undefined && !config.trusted ? config.project.root : undefined;
  const report = hookListReport(sources, untrusted);
  io.stdout.write(flags.json ? `${JSON.stringify(report, null, 2)}\n` : formatHookList(report));
  return 0;
}
