import type { FleetCounts, FleetJobReport } from "../fleet-client.js";
import { FLEET_JOB_STATES, type FleetResultLine } from "./job-result.js";

function table(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? "").length)),
  );
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join("  ")
      .trimEnd();
  return `${[line(header), ...rows.map(line)].join("\n")}\n`;
}

function oneLine(text: string, max: number): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

/** `$0.0123`. */
export function formatCost(cost: number): string {
  return `$${cost.toFixed(4)}`;
}

/** `waiting 3  active 2  completed 10  failed 1  cancelled 0`. */
export function formatCounts(counts: FleetCounts): string {
  return FLEET_JOB_STATES.map((state) => `${state} ${counts[state]}`).join("  ");
}

/** `[##########··········] 10/20 finished`: finished jobs (completed, failed, cancelled) of all. */
export function progressBar(counts: FleetCounts, width = 30): string {
  const total = FLEET_JOB_STATES.reduce((sum, state) => sum + counts[state], 0);
  const done = counts.completed + counts.failed + counts.cancelled;
  const filled = total === 0 ? width : Math.round((done / total) * width);
  return `[${"#".repeat(filled)}${"·".repeat(width - filled)}] ${done}/${total} finished`;
}

/** The `keel fleet status` table: counts, then one row per job with its progress. */
export function formatStatus(reports: readonly FleetJobReport[], counts: FleetCounts): string {
  const rows = reports.map((report) => {
    const progress = report.progress;
    const usage = report.result?.usage;
    const turns = report.result?.turns ?? progress?.turns ?? 0;
    const tools = report.result?.toolCalls ?? progress?.toolCalls ?? 0;
    const input = usage?.input ?? progress?.tokens.input ?? 0;
    const output = usage?.output ?? progress?.tokens.output ?? 0;
    const cost = usage?.cost ?? progress?.cost ?? 0;
    return [
      report.id,
      report.state,
      String(turns),
      String(tools),
      `${input}/${output}`,
      formatCost(cost),
      report.state === "active"
        ? (progress?.worker ?? "")
        : oneLine(report.result?.reason ?? report.failedReason ?? "", 60),
    ];
  });
  return `${formatCounts(counts)}\n\n${table(["ID", "STATE", "TURNS", "TOOLS", "TOKENS IN/OUT", "COST", "WORKER / REASON"], rows)}`;
}

/** The `keel fleet results --format table` table. */
export function formatResultsTable(lines: readonly FleetResultLine[], diffs: ReadonlyMap<string, string>): string {
  const rows = lines.map((line) => [
    line.id,
    line.state,
    line.exitCode === null ? "-" : String(line.exitCode),
    `${line.usage.input}/${line.usage.output}`,
    formatCost(line.usage.cost),
    diffStat(diffs.get(line.id)),
    oneLine(line.reason && !line.ok ? line.reason : line.finalText, 60),
  ]);
  return table(["ID", "STATE", "EXIT", "TOKENS IN/OUT", "COST", "DIFF", "FINAL TEXT / REASON"], rows);
}

/** `+12 -3` for a unified diff, `-` for none. */
export function diffStat(diff: string | undefined): string {
  if (diff === undefined || diff === "") return "-";
  let added = 0;
  let removed = 0;
  for (const line of diff.split("\n")) {
    if (line.startsWith("+") && !line.startsWith("+++")) added++;
    else if (line.startsWith("-") && !line.startsWith("---")) removed++;
  }
  return `+${added} -${removed}`;
}
