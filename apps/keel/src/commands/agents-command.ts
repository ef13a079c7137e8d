import { agentListReport, formatAgentList, listSessionAgents } from "@keel/coding-agent/internal";
import type { KeelIo } from "../io.js";
import { listReportCommand } from "./list-report-command.js";

const USAGE = `Usage: keel agents [list] [--json]   the subagents the task tool offers here: the built-in general,
                                    $KEEL_HOME/agents/*.md, a trusted project's .keel/agents/ and
                                    .claude/agents/, and those extensions register (registerAgent)
`;

/**
 * `keel agents [list] [--json]`: every subagent definition that loads here
 * (name, where it came from — a file, or the extension that registered it —
 * tools, model, isolation, description); bad files are reported on stderr
 * naming the file and field.
 */
export function agentsCommand(argv: readonly string[], io: KeelIo): Promise<number> {
  return listReportCommand(argv, io, {
    name: "agents",
    usage: USAGE,
    read: async () => {
      const listed = await listSessionAgents({ cwd: io.cwd, env: io.env, stderr: io.stderr });
      return {
        report: agentListReport(listed.agents),
        diagnostics: [...listed.diagnostics, ...listed.problems],
        failed: listed.problems.some((d) => d.severity === "error"),
      };
    },
    format: formatAgentList,
  });
}
