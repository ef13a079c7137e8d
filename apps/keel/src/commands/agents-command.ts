import { parseArgs } from "@keel/coding-agent";
import { agentListReport, formatAgentList, listSessionAgents } from "@keel/coding-agent/internal";
import type { KeelIo } from "../io.js";
import { reportDiagnostics, usageError } from "../report.js";

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
export async function agentsCommand(argv: readonly string[], io: KeelIo): Promise<number> {
  const parsed = parseArgs(
    argv,
    [
      { name: "json", kind: "boolean", description: "Print the list as JSON" },
      { name: "help", short: ["h"], kind: "boolean", description: "Show help" },
    ],
    "keel agents --help",
  );
  if (!parsed.ok) return usageError(io, parsed.error);
  const { flags, positionals } = parsed.args;
  if (flags.help) {
    io.stdout.write(USAGE);
    return 0;
  }
  const [verb = "list", ...rest] = positionals;
  if (verb !== "list" || rest.length > 0) {
    return usageError(io, { message: `unknown agents command "${positionals.join(" ")}"`, hint: USAGE.trimEnd() });
  }
  const listed = await listSessionAgents({ cwd: io.cwd, env: io.env, stderr: io.stderr });
  reportDiagnostics(io, [...listed.diagnostics, ...listed.problems]);
  const report = agentListReport(listed.agents);
  io.stdout.write(flags.json ? `${JSON.stringify(report, null, 2)}\n` : formatAgentList(report));
  return listed.problems.some((d) => d.severity === "error") ? 1 : 0;
}
