import { loadConfiguration } from "@keel/coding-agent";
import { collectHookSources, formatHookList, hookListReport } from "@keel/coding-agent/internal";
import type { KeelIo } from "../io.js";
import { listReportCommand } from "./list-report-command.js";

const USAGE = `Usage: keel hooks [list] [--json]   the lifecycle hooks that run here (user settings, a trusted
                                   project's .keel/settings.json and .claude/ files), and what an
                                   untrusted project would add if it were trusted
`;

/**
 * `keel hooks [list] [--json]`: every configured hook command with its
 * event, matcher, timeout and file; for an untrusted project, what
 * trusting it would add (its hooks never run until then).
 */
export function hooksCommand(argv: readonly string[], io: KeelIo): Promise<number> {
  return listReportCommand(argv, io, {
    name: "hooks",
    usage: USAGE,
    read: async () => {
      const config = await loadConfiguration({ cwd: io.cwd, env: io.env });
      const sources = await collectHookSources(config);
      const untrusted = config.project !== undefined && !config.trusted ? config.project.root : undefined;
      const report = hookListReport(sources, untrusted);
      return { report, diagnostics: [...config.diagnostics, ...sources.diagnostics], failed: false };
    },
    format: formatHookList,
  });
}
