import { readFile } from "node:fs/promises";
import type { Diagnostic } from "../diagnostics.js";
import { parseSessionFile } from "./parse-session.js";
import type { PermissionDecisionEntry } from "./session-schema.js";

/** The permission decisions recorded in one session file, in order. */
export type PermissionAudit =
  | { ok: true; decisions: PermissionDecisionEntry[]; diagnostics: Diagnostic[] }
  | { ok: false; diagnostics: Diagnostic[] };

/** Reads a session file's `permission_decision` entries (what `keel permissions audit` prints). */
export async function readPermissionAudit(path: string): Promise<PermissionAudit> {
  let bytes: Buffer;
  try {
    bytes = await readFile(path);
  } catch (error) {
    return {
      ok: false,
      diagnostics: [
        { severity: "error", source: path, message: `cannot read the session file: ${(error as Error).message}` },
      ],
    };
  }
  const parsed = parseSessionFile(bytes, path);
  if (!parsed.ok) return parsed;
  const decisions = parsed.session.entries.filter(
    (entry): entry is PermissionDecisionEntry => entry.type === "permission_decision",
  );
  return { ok: true, decisions, diagnostics: parsed.session.diagnostics };
}

/**
 * One line per decision: time, verdict, who decided (and the rule or
 * mode), the call and what it did.
 *
 * @example
 * 2026-12-01T10:00:00.000Z  deny   rule bash(rm:*)  call_1 bash  bash command `rm -rf x`
 */
export function formatPermissionAudit(decisions: readonly PermissionDecisionEntry[]): string {
  return decisions
    .map((d) => {
      const by = d.rule ? `${d.decidedBy} ${d.rule}` : d.decidedBy === "mode" ? `mode ${d.mode}` : d.decidedBy;
      const scope = d.scope ? ` (${d.scope})` : "";
      const nested = d.parentToolCallId ? ` (inside ${d.parentToolCallId})` : "";
      return `${d.timestamp}  ${d.decision.padEnd(5)}  ${by}${scope}  ${d.toolCallId}${nested} ${d.toolName}  ${d.subject}  — ${d.reason}\n`;
    })
    .join("");
}
