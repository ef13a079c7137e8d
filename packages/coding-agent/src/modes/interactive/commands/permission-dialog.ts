import type { PermissionAnswer, PermissionPrompt } from "../../../permissions/permission-prompter.js";
import { type SelectDialog, selectDialog } from "../state/dialog-state.js";

const ONCE = "Allow once";
const SESSION = "Allow for this session";
const PROJECT = "Always allow in this project";
const ALWAYS = "Always allow";
const DENY = "Deny";

/**
 * The dialog for a tool call that needs approval: what it is and why it
 * asks, the rules an answer would add, the change it makes (`diff`, for a
 * file edit or write), and the answers (only "once" and "deny" when no rule
 * can allow the call). Esc denies.
 */
export function permissionDialog(
  prompt: PermissionPrompt,
  resolve: (answer: PermissionAnswer) => void,
  diff?: string,
): SelectDialog {
  const { deciding } = prompt.decision;
  const rules = prompt.rules.length > 0 ? ` (adds ${prompt.rules.join(", ")})` : "";
  const options = prompt.rules.length > 0 ? [ONCE, SESSION, PROJECT, ALWAYS, DENY] : [ONCE, DENY];
  const title = `Allow ${deciding.subject}? ${deciding.reason}${rules}`;
  const dialog = selectDialog(title, options, (choice) => {
    switch (choice) {
      case ONCE:
        return resolve({ kind: "once" });
      case SESSION:
        return resolve({ kind: "session" });
      case PROJECT:
        return resolve({ kind: "project" });
      case ALWAYS:
        return resolve({ kind: "always" });
      default:
        return resolve({ kind: "deny", reason: "the user declined in the terminal UI" });
    }
  });
  return diff === undefined ? dialog : { ...dialog, diff };
}
