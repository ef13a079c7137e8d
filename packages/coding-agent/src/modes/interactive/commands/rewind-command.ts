import type { RewindScope } from "../../../checkpoints/rewind-session.js";
import type { SessionRuntime } from "../../../runtime/session-runtime.js";
import { confirmDialog, selectDialog } from "../state/dialog-state.js";
import { itemsFromMessages } from "../state/items-from-messages.js";
import type { CommandHost } from "./command-host.js";
import { type TreeLine, treeLines } from "./tree-lines.js";

/** The scope choices of `/rewind`, in the order shown. */
const SCOPES: readonly { label: string; scope: RewindScope }[] = [
  { label: "Code and conversation", scope: "both" },
  { label: "Conversation only (files stay)", scope: "conversation" },
  { label: "Code only (the conversation stays)", scope: "code" },
];

function pick(ui: CommandHost, title: string, options: string[], initial?: string): Promise<string | undefined> {
  return new Promise((resolve) => ui.openDialog(selectDialog(title, options, resolve, initial)));
}

function confirm(ui: CommandHost, title: string, message: string): Promise<boolean> {
  return new Promise((resolve) => ui.openDialog(confirmDialog(title, message, resolve)));
}

function oneLine(text: string, max = 70): string {
  const line = text.replace(/\s+/g, " ").trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

/** Shows the transcript of the session's current branch again (after the leaf moved). */
function redraw(ui: CommandHost, runtime: SessionRuntime): void {
  ui.store.dispatch({ type: "reset", items: itemsFromMessages(runtime.messages()) });
}

/**
 * `/rewind` (and Esc Esc on an empty editor): pick one of your messages on
 * the current branch, then what to put back — code and conversation,
 * conversation only, code only. Files changed outside Keel since the
 * checkpoints are listed and the rewind goes on only if you say so. The
 * message comes back in the editor; the notice names how to undo.
 */
export async function rewindCommand(ui: CommandHost, runtime: SessionRuntime): Promise<void> {
  const messages = runtime.forkMessages().map((message) => ({ id: message.entryId, text: message.text }));
  if (messages.length === 0) return ui.notify("warning", "Nothing to rewind yet: send a message first.");
  const options = messages.map((message, i) => `${i + 1}. ${oneLine(message.text)}`);
  const choice = await pick(ui, "Rewind to before which message?", options, options.at(-1));
  if (choice === undefined) return;
  const target = messages[options.indexOf(choice)];
  if (target === undefined) return;
  const scopeLabel = await pick(
    ui,
    "Put back what?",
    SCOPES.map((s) => s.label),
    SCOPES[0]?.label,
  );
  const scope = SCOPES.find((s) => s.label === scopeLabel)?.scope;
  if (scope === undefined) return;
  let result = await runtime.rewind(target.id, scope);
  if (!result.ok && result.error.includes("changed outside Keel")) {
    const [first, ...rest] = result.error.split("\n");
    const listed = rest.filter((line) => line.startsWith("  ")).join("\n");
    if (!(await confirm(ui, first ?? "Files were changed outside Keel", `${listed}\nRewind anyway?`))) {
      return ui.notify("info", "Rewind cancelled: nothing changed.");
    }
    result = await runtime.rewind(target.id, scope, { force: true });
  }
  if (!result.ok) return ui.notify("error", result.error);
  const outcome = result.value;
  if (scope !== "code") {
    redraw(ui, runtime);
    ui.fillEditor(outcome.text ?? target.text);
  }
  const files = scope === "conversation" ? "" : ` ${outcome.changes.length} file(s) put back.`;
  ui.notify(
    "info",
    `Rewound to before “${oneLine(target.text, 40)}”.${files} To undo: keel --session ${runtime.state().sessionId} --rewind ${outcome.undoEntryId}`,
  );
}

/** The choices after a `/tree` move that leaves messages behind, the default first. */
const SUMMARY_CHOICES = ["No summary", "Summarize it (the model writes a branch summary)"] as const;

/** Whether moving to `line` leaves messages of the current branch behind (then a summary may be asked for). */
function leavesMessages(runtime: SessionRuntime, line: TreeLine): boolean {
  const target = runtime.branch(line.entryId);
  // To one of your messages, the conversation goes on from the entry before it.
  const kept = new Set((line.role === "user" ? target.slice(0, -1) : target).map((entry) => entry.id));
  return runtime.branch().some((entry) => !kept.has(entry.id) && entry.type === "message");
}

/** What a `/tree` move did, by the kind of line chosen. */
function movedTo(role: TreeLine["role"]): string {
  switch (role) {
    case "user":
      return "Moved to before that message in this session; it is in the editor.";
    case "assistant":
      return "Moved to after that answer in this session.";
    case "summary":
      return "Moved to that branch summary in this session.";
    default: {
      const unreachable: never = role;
      throw new Error(`unknown tree line ${String(unreachable)}`);
    }
  }
}

/**
 * `/tree`: the session's messages (and branch summaries) on every branch; choosing one moves the
 * conversation there in place (pi's tree navigation): to one of your
 * messages, to just before it with its text in the editor; to an answer,
 * right after it. When that leaves messages behind, it asks whether the
 * model should summarize them (a `branch_summary` where the conversation
 * goes on, shown in the list). The branch left stays in the session file.
 */
export async function treeCommand(ui: CommandHost, runtime: SessionRuntime): Promise<void> {
  const { tree, leafId } = runtime.tree();
  const branch = new Set(leafId === null ? [] : runtime.branch(leafId).map((entry) => entry.id));
  const lines = treeLines(tree, branch);
  if (lines.length === 0) return ui.notify("info", "The session has no messages yet.");
  const options = lines.map((line) => line.label);
  const current = lines.filter((line) => line.onBranch).at(-1)?.label;
  const choice = await pick(ui, "Session tree (● current branch) — Enter continues from there", options, current);
  if (choice === undefined) return;
  const line = lines[options.indexOf(choice)];
  if (line === undefined) return;
  let summarize = false;
  if (leavesMessages(runtime, line)) {
    const answer = await pick(ui, "Summarize the branch you leave?", [...SUMMARY_CHOICES], SUMMARY_CHOICES[0]);
    if (answer === undefined) return;
    summarize = answer === SUMMARY_CHOICES[1];
    if (summarize) ui.notify("info", "Summarizing the branch you leave…");
  }
  const result = await runtime.navigateTree(line.entryId, summarize ? { summarize: true } : {});
  if (!result.ok) return ui.notify("error", result.error);
  redraw(ui, runtime);
  if (result.value.text !== undefined) ui.fillEditor(result.value.text);
  ui.notify("info", `${movedTo(line.role)} The branch you left stays in /tree.`);
}
