import type { ItemDecision, PermissionDecision } from "./decide-permission.js";

/** The tool-result text of a call a rule or the mode denied. */
export function deniedText(decision: PermissionDecision): string {
  const { deciding } = decision;
  if (decision.decidedBy === "mode") {
    return `Permission denied: ${deciding.reason}; ${deciding.subject} is not one of them. Plan first; the user can leave plan mode (--permission-mode default) to let it run.`;
  }
  return `Permission denied: ${deciding.subject} is forbidden by ${deciding.reason}. Do not retry it in another form; tell the user if it is needed.`;
}

/**
 * The tool-result text of an "ask" in a run that cannot ask (print, JSON,
 * RPC without a client that answers): which rule or default applied, and
 * how the user can allow the call.
 */
export function headlessText(decision: PermissionDecision): string {
  const { deciding } = decision;
  const start = `Permission denied: ${deciding.subject} needs approval (${deciding.reason}) and this run cannot ask the user.`;
  if (deciding.decidedBy === "rule" && deciding.rule) {
    const { rule } = deciding;
    return `${start} An ask rule is stronger than any allow rule, so tell the user: to let it run without asking, remove ${rule.rule.text} from permissions.${rule.list} in ${rule.source}, or run keel where it can ask.`;
  }
  if (decision.suggestions.length === 0) {
    return `${start} No rule can allow it as written; tell the user, or rewrite it so that every part can be checked (no eval, no computed program names, no assignments in front of a program).`;
  }
  const flags = decision.suggestions.map((rule) => `--allow '${rule}'`).join(" ");
  const keys = decision.suggestions.map((rule) => JSON.stringify(rule)).join(", ");
  return `${start} Tell the user: to allow it, run keel with ${flags}, or add ${keys} to "permissions": { "allow": [...] } in settings.json.`;
}

/** The tool-result text of a call the user refused at the prompt. */
export function refusedText(deciding: ItemDecision, reason: string | undefined): string {
  return `Permission denied: the user refused ${deciding.subject}${reason ? `: ${reason}` : "."}`;
}
