import { diffStat, formatCost } from "./format-report.js";
import type { FleetResultLine } from "./job-result.js";
import type { StoredCheckpointDiff, StoredRecord } from "./stored-records.js";

/**
 * `keel fleet results <id>`: one job's result, then what it changed since
 * its first checkpoint — the snapshots and their store, each file with its
 * status, a `+added -removed` count and the unified diff.
 */
export function formatJobResult(
  line: FleetResultLine,
  checkpoints: StoredRecord<StoredCheckpointDiff> | undefined,
): string {
  const exit = line.exitCode === null ? "" : `  exit ${line.exitCode}`;
  const usage = `tokens ${line.usage.input}/${line.usage.output}  ${formatCost(line.usage.cost)}`;
  const out = [`job ${line.id}  ${line.state}${exit}  ${usage}`];
  const text = line.reason !== undefined && !line.ok ? line.reason : line.finalText;
  if (text !== "") out.push(text);
  if (line.sessionFile !== null) out.push(`session: ${line.sessionFile}`);
  out.push("");
  if (checkpoints === undefined) {
    out.push(
      line.state === "waiting" || line.state === "active"
        ? "No change since the first checkpoint yet: the job has not ended."
        : "No checkpoints were recorded for this job (checkpoints.enabled is false, git is missing, or it never ran).",
    );
    return `${out.join("\n")}\n`;
  }
  if (!checkpoints.ok) {
    out.push(`The change since the first checkpoint stored in Redis is unreadable (${checkpoints.problem}).`);
    return `${out.join("\n")}\n`;
  }
  const found = checkpoints.value;
  const count = found.files.length;
  out.push(
    `Since the first checkpoint (${found.from.slice(0, 8)} → ${found.to.slice(0, 8)}): ${count} file${count === 1 ? "" : "s"} changed, ${diffStat(found.diff)}`,
    `  store: ${found.store}`,
    ...found.files.map((file) => `  ${file.status} ${file.path}`),
  );
  if (found.diff !== "") out.push("", found.diff.endsWith("\n") ? found.diff.slice(0, -1) : found.diff);
  return `${out.join("\n")}\n`;
}
