// Records every tool call and its outcome: as `audit` entries in the
// session, and as JSON lines in the file given with `--audit-log <path>`.
import { appendFileSync } from "node:fs";
import type { ExtensionAPI } from "../../src/index.js";

/** One audit record. */
export type AuditRecord =
  | { event: "call"; toolCallId: string; toolName: string; input: Record<string, unknown>; at: string }
  | { event: "result"; toolCallId: string; toolName: string; isError: boolean; at: string };

export default function auditLog(pi: ExtensionAPI): void {
  pi.registerFlag("audit-log", {
    type: "string",
    description: "Append a JSON line per tool call and result to this file",
  });

  const record = (entry: AuditRecord): void => {
    pi.appendEntry("audit", entry);
    const file = pi.getFlag("audit-log");
    if (typeof file === "string" && file !== "") appendFileSync(file, `${JSON.stringify(entry)}\n`);
  };

  pi.on("tool_call", (event) => {
    const { toolCallId, toolName, input } = event;
    record({ event: "call", toolCallId, toolName, input: structuredClone(input), at: new Date().toISOString() });
  });
  pi.on("tool_result", (event) => {
    const { toolCallId, toolName, isError } = event;
    record({ event: "result", toolCallId, toolName, isError, at: new Date().toISOString() });
  });
}
