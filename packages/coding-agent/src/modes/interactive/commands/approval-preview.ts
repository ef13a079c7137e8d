import { readFile } from "node:fs/promises";
import { homedir } from "node:os";
import { isAbsolute, join, resolve } from "node:path";

/** Context lines around a change, as in `diff -u`. */
const CONTEXT = 3;

function linesOf(text: string): string[] {
  if (text === "") return [];
  const lines = text.replace(/\r\n/g, "\n").split("\n");
  if (lines.at(-1) === "") lines.pop();
  return lines;
}

/** One hunk: the lines of `before` and `after` that differ (common leading and trailing lines trimmed), with context. */
function hunk(before: string[], after: string[], offset: number): { text: string; delta: number } | undefined {
  let head = 0;
  while (head < before.length && head < after.length && before[head] === after[head]) head++;
  let tail = 0;
  while (
    tail < before.length - head &&
    tail < after.length - head &&
    before[before.length - 1 - tail] === after[after.length - 1 - tail]
  ) {
    tail++;
  }
  const removed = before.slice(head, before.length - tail);
  const added = after.slice(head, after.length - tail);
  if (removed.length === 0 && added.length === 0) return undefined;
  const start = Math.max(0, head - CONTEXT);
  const lead = before.slice(start, head);
  const trail = before.slice(before.length - tail, Math.min(before.length, before.length - tail + CONTEXT));
  const oldCount = lead.length + removed.length + trail.length;
  const newCount = lead.length + added.length + trail.length;
  const oldStart = oldCount === 0 ? start : start + 1;
  const newStart = newCount === 0 ? start + offset : start + 1 + offset;
  const body = [
    ...lead.map((line) => ` ${line}`),
    ...removed.map((line) => `-${line}`),
    ...added.map((line) => `+${line}`),
    ...trail.map((line) => ` ${line}`),
  ];
  return {
    text: `@@ -${oldStart},${oldCount} +${newStart},${newCount} @@\n${body.join("\n")}`,
    delta: added.length - removed.length,
  };
}

/** A unified diff of a whole-text change (one hunk around what differs). */
export function textChangeDiff(path: string, before: string | undefined, after: string): string {
  const header = `--- ${before === undefined ? "/dev/null" : `a/${path}`}\n+++ b/${path}`;
  const change = hunk(linesOf(before ?? ""), linesOf(after), 0);
  return change === undefined ? `${header}\n(no change)` : `${header}\n${change.text}`;
}

/** A unified diff of exact-text replacements, one hunk per replacement; `undefined` when one does not occur exactly once. */
export function replacementsDiff(
  path: string,
  content: string,
  edits: readonly { oldText: string; newText: string }[],
): string | undefined {
  const text = content.replace(/\r\n/g, "\n");
  const found = edits.map((edit) => {
    const oldText = edit.oldText.replace(/\r\n/g, "\n");
    const at = oldText === "" ? -1 : text.indexOf(oldText);
    return { at, oldText, newText: edit.newText.replace(/\r\n/g, "\n") };
  });
  if (found.some((edit) => edit.at === -1 || text.indexOf(edit.oldText, edit.at + 1) !== -1)) return undefined;
  found.sort((a, b) => a.at - b.at);
  const before = linesOf(text);
  const hunks: string[] = [];
  let offset = 0;
  for (const edit of found) {
    const after = linesOf(text.slice(0, edit.at) + edit.newText + text.slice(edit.at + edit.oldText.length));
    const change = hunk(before, after, offset);
    if (change === undefined) continue;
    hunks.push(change.text);
    offset += change.delta;
  }
  return `--- a/${path}\n+++ b/${path}\n${hunks.join("\n")}`;
}

/** The replacements as removed and added lines, when the file cannot be matched (the tool will say why). */
function plainReplacements(path: string, edits: readonly { oldText: string; newText: string }[]): string {
  const body = edits.flatMap((edit) => [
    "@@ @@",
    ...linesOf(edit.oldText).map((line) => `-${line}`),
    ...linesOf(edit.newText).map((line) => `+${line}`),
  ]);
  return `--- a/${path}\n+++ b/${path}\n${body.join("\n")}`;
}

function expand(cwd: string, path: string): string {
  if (path === "~") return homedir();
  if (path.startsWith("~/")) return join(homedir(), path.slice(2));
  return isAbsolute(path) ? path : resolve(cwd, path);
}

async function readText(file: string): Promise<string | undefined> {
  try {
    return await readFile(file, "utf8");
  } catch {
    return undefined;
  }
}

function isEdits(value: unknown): value is { oldText: string; newText: string }[] {
  return (
    Array.isArray(value) &&
    value.every(
      (edit) =>
        typeof edit === "object" &&
        edit !== null &&
        typeof (edit as { oldText?: unknown }).oldText === "string" &&
        typeof (edit as { newText?: unknown }).newText === "string",
    )
  );
}

/**
 * What a file change asks to do, as a unified diff for the approval dialog:
 * an `edit`'s replacements in their file (with context), a `write`'s
 * content against what the file holds now (all added for a new file).
 * `undefined` for other tools. Never throws: a file that cannot be read is
 * shown as the bare replacements, or as new content.
 */
export async function approvalPreview(
  toolName: string,
  args: Record<string, unknown>,
  cwd: string,
): Promise<string | undefined> {
  const path = typeof args.path === "string" ? args.path : undefined;
  if (path === undefined) return undefined;
  switch (toolName) {
    case "edit": {
      const edits = args.edits;
      if (!isEdits(edits)) return undefined;
      const content = await readText(expand(cwd, path));
      return (
        (content === undefined ? undefined : replacementsDiff(path, content, edits)) ?? plainReplacements(path, edits)
      );
    }
    case "write": {
      if (typeof args.content !== "string") return undefined;
      return textChangeDiff(path, await readText(expand(cwd, path)), args.content);
    }
    default:
      return undefined;
  }
}
