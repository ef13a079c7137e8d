import { LineIndex, type MatchedEdit } from "./edit-match.js";

/** A unified diff of an edit and where it starts. */
export interface EditDiff {
  /** Unified diff (3 lines of context), `---`/`+++` headers included. */
  diff: string;
  /** 1-based line of the first change, in the new file. */
  firstChangedLine: number;
}

type Op = { kind: " " | "-" | "+"; text: string };

const CONTEXT = 3;
/** Above this many cells, a block is shown as all removed + all added instead of a minimal diff. */
const MAX_LCS_CELLS = 4_000_000;

function linesOf(text: string): string[] {
  if (text === "") return [];
  const lines = text.split("\n");
  if (lines[lines.length - 1] === "") lines.pop();
  return lines.map((line) => (line.endsWith("\r") ? line.slice(0, -1) : line));
}

/** Line diff of two small blocks: common prefix/suffix trimmed, then LCS. */
function diffLines(before: string[], after: string[]): Op[] {
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
  const a = before.slice(head, before.length - tail);
  const b = after.slice(head, after.length - tail);
  const middle: Op[] = [];
  if ((a.length + 1) * (b.length + 1) > MAX_LCS_CELLS) {
    for (const text of a) middle.push({ kind: "-", text });
    for (const text of b) middle.push({ kind: "+", text });
  } else {
    const width = b.length + 1;
    const table = new Uint32Array((a.length + 1) * width);
    for (let i = a.length - 1; i >= 0; i--) {
      for (let j = b.length - 1; j >= 0; j--) {
        table[i * width + j] =
          a[i] === b[j]
            ? (table[(i + 1) * width + j + 1] ?? 0) + 1
            : Math.max(table[(i + 1) * width + j] ?? 0, table[i * width + j + 1] ?? 0);
      }
    }
    let i = 0;
    let j = 0;
    while (i < a.length || j < b.length) {
      if (i < a.length && j < b.length && a[i] === b[j]) {
        middle.push({ kind: " ", text: a[i] as string });
        i++;
        j++;
      } else if (
        i < a.length &&
        (j >= b.length || (table[(i + 1) * width + j] ?? 0) >= (table[i * width + j + 1] ?? 0))
      ) {
        // On a tie, removals come first, as in `diff -u`.
        middle.push({ kind: "-", text: a[i] as string });
        i++;
      } else {
        middle.push({ kind: "+", text: b[j] as string });
        j++;
      }
    }
  }
  return [
    ...before.slice(0, head).map((text): Op => ({ kind: " ", text })),
    ...middle,
    ...before.slice(before.length - tail).map((text): Op => ({ kind: " ", text })),
  ];
}

interface Group {
  /** First and last original line (1-based) the group touches. */
  firstLine: number;
  lastLine: number;
  ops: Op[];
}

function groupEdits(index: LineIndex, content: string, matches: MatchedEdit[]): Group[] {
  const groups: { firstLine: number; lastLine: number; edits: MatchedEdit[] }[] = [];
  for (const match of matches) {
    const firstLine = index.lineOf(match.start);
    const lastLine = index.lineOf(Math.max(match.start, match.end - 1));
    const previous = groups[groups.length - 1];
    if (previous && firstLine <= previous.lastLine) {
      previous.lastLine = Math.max(previous.lastLine, lastLine);
      previous.edits.push(match);
    } else {
      groups.push({ firstLine, lastLine, edits: [match] });
    }
  }
  return groups.map((group) => {
    const blockStart = index.startOf(group.firstLine);
    const nextLine = index.startOf(group.lastLine + 1);
    const blockEnd = Math.min(content.length, nextLine);
    let after = "";
    let cursor = blockStart;
    for (const edit of group.edits) {
      after += content.slice(cursor, edit.start) + edit.newText;
      cursor = edit.end;
    }
    after += content.slice(cursor, blockEnd);
    return {
      firstLine: group.firstLine,
      lastLine: group.lastLine,
      ops: diffLines(linesOf(content.slice(blockStart, blockEnd)), linesOf(after)),
    };
  });
}

/**
 * Builds a unified diff for `matches` (sorted, non-overlapping) applied to
 * `content`, touching only the edited regions, so it stays cheap on large
 * files.
 */
export function buildEditDiff(
  path: string,
  content: string,
  matches: MatchedEdit[],
  index: LineIndex = new LineIndex(content),
): EditDiff {
  const total = index.lineCount;
  const groups = groupEdits(index, content, matches);
  const hunks: string[] = [];
  let firstChangedLine = 0;
  let delta = 0; // new line number minus old line number, before the current group
  let hunk:
    | { oldStart: number; newStart: number; lines: string[]; oldCount: number; newCount: number; lastOld: number }
    | undefined;

  const flush = () => {
    if (!hunk) return;
    const tailEnd = Math.min(total, hunk.lastOld + CONTEXT);
    for (let line = hunk.lastOld + 1; line <= tailEnd; line++) {
      hunk.lines.push(` ${index.line(line)}`);
      hunk.oldCount++;
      hunk.newCount++;
    }
    hunks.push(
      `@@ -${hunk.oldCount === 0 ? hunk.oldStart - 1 : hunk.oldStart},${hunk.oldCount} +${hunk.newCount === 0 ? hunk.newStart - 1 : hunk.newStart},${hunk.newCount} @@\n${hunk.lines.join("\n")}`,
    );
    hunk = undefined;
  };

  for (const group of groups) {
    const contextStart = Math.max(1, group.firstLine - CONTEXT);
    if (hunk && contextStart > hunk.lastOld + CONTEXT + 1) flush();
    if (!hunk) {
      hunk = {
        oldStart: contextStart,
        newStart: contextStart + delta,
        lines: [],
        oldCount: 0,
        newCount: 0,
        lastOld: contextStart - 1,
      };
    }
    for (let line = hunk.lastOld + 1; line < group.firstLine; line++) {
      hunk.lines.push(` ${index.line(line)}`);
      hunk.oldCount++;
      hunk.newCount++;
    }
    let oldLine = group.firstLine;
    let newLine = group.firstLine + delta;
    for (const op of group.ops) {
      if (op.kind !== " " && firstChangedLine === 0) firstChangedLine = Math.max(1, newLine);
      hunk.lines.push(op.kind + op.text);
      if (op.kind !== "+") {
        hunk.oldCount++;
        oldLine++;
      }
      if (op.kind !== "-") {
        hunk.newCount++;
        newLine++;
      }
    }
    delta = newLine - oldLine;
    hunk.lastOld = group.lastLine;
  }
  flush();
  return { diff: `--- a/${path}\n+++ b/${path}\n${hunks.join("\n")}`, firstChangedLine: Math.max(1, firstChangedLine) };
}
