import type { PermissionDecisionEvent } from "../../permissions/permission-record.js";

/**
 * The stderr line of a refused tool call in a headless run: what was
 * refused, why, and the rule or flag that would allow it — whole, never
 * cut (the model is told too, but the user would not know otherwise).
 * `undefined` for an allowed call.
 *
 * @example
 * refusalLine(event);
 * // "keel: refused edit ./add.js: it needs approval (no rule allows changing it) and this run cannot ask; to allow it, run keel with --allow 'edit(./add.js)' or add "edit(./add.js)" to "permissions": { "allow": [...] } in settings.json"
 */
export function refusalLine(event: PermissionDecisionEvent, program = "keel"): string | undefined {
  if (event.decision === "allow") return undefined;
  const start = `${program}: refused ${event.subject}`;
  const where = event.ruleSource ? ` in ${event.ruleSource}` : "";
  switch (event.decidedBy) {
    case "headless": {
      const cannotAsk = `${start}: it needs approval (${event.reason}) and this run cannot ask`;
      if (event.rule !== undefined) {
        return `${cannotAsk}; an ask rule is stronger than --allow: to let it run, remove ${event.rule} from permissions.ask${where}, or run keel where it can ask`;
      }
      const rules = event.allowWith ?? [];
      if (rules.length === 0) {
        return `${cannotAsk}; no rule can allow it as written: run it yourself, or run keel where it can ask`;
      }
      const flags = rules.map((rule) => `--allow '${rule}'`).join(" ");
      const keys = rules.map((rule) => JSON.stringify(rule)).join(", ");
      return `${cannotAsk}; to allow it, run keel with ${flags} or add ${keys} to "permissions": { "allow": [...] } in settings.json`;
    }
    case "rule":
      return `${start}: ${event.reason}; a deny rule is stronger than --allow: to allow it, remove ${event.rule ?? "that rule"} from permissions.deny${where}`;
    case "mode":
      return `${start}: ${event.reason}; to let it run, leave ${event.mode} mode (--permission-mode default)`;
    case "default":
    case "user":
    case "hook":
      return `${start}: ${event.reason}`;
    default: {
      const unreachable: never = event.decidedBy;
      return `${start}: ${String(unreachable)}`;
    }
  }
}
