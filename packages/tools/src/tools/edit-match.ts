/** One replacement as the model gives it. */
export interface EditSpec {
  oldText: string;
  newText: string;
}

/** Where an edit matched in the original text. */
export interface MatchedEdit {
  /** Position of the edit in the request (0-based). */
  index: number;
  /** Range replaced in the original text, `[start, end)` in UTF-16 units. */
  start: number;
  end: number;
  newText: string;
  /** Matched only after normalization (whitespace, quotes, dashes, spaces). */
  fuzzy: boolean;
}

/** Maps positions in a text to 1-based line numbers. */
export class LineIndex {
  private readonly starts: number[] = [0];

  constructor(readonly text: string) {
    for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1)) this.starts.push(i + 1);
  }

  /** Lines in the text (a final newline does not start a new line). */
  get lineCount(): number {
    const last = this.starts[this.starts.length - 1] ?? 0;
    return last === this.text.length && this.starts.length > 1 ? this.starts.length - 1 : this.starts.length;
  }

  /** 1-based line of `offset`. */
  lineOf(offset: number): number {
    let low = 0;
    let high = this.starts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if ((this.starts[mid] ?? 0) <= offset) low = mid;
      else high = mid - 1;
    }
    return low + 1;
  }

  /** Offset where 1-based `line` starts. */
  startOf(line: number): number {
    return this.starts[line - 1] ?? this.text.length;
  }

  /** Text of 1-based `line`, without its newline or a trailing `\r`. */
  line(line: number): string {
    const start = this.startOf(line);
    const next = this.starts[line];
    const text = this.text.slice(start, next === undefined ? this.text.length : next - 1);
    return text.endsWith("\r") ? text.slice(0, -1) : text;
  }
}

/**
 * What the normalized match forgives, in one pass: trailing whitespace
 * (including `\r`) before a newline or the end (deleted), typographic single
 * and double quotes, dashes, and special spaces (each replaced by its ASCII
 * form, which keeps positions).
 */
const NORMALIZE =
  /([^\S\n]+)(?=\n|$)|[\u2018\u2019\u201A\u201B\u2032]|[\u201C\u201D\u201E\u201F\u2033]|[\u2010-\u2015\u2212]|[\u00A0\u2000-\u200A\u202F\u205F\u3000]/g;

function replacement(char: string): string {
  const code = char.charCodeAt(0);
  if (code === 0x2018 || code === 0x2019 || code === 0x201a || code === 0x201b || code === 0x2032) return "'";
  if (code >= 0x201c && code <= 0x2033 && code !== 0x2032) return '"';
  if ((code >= 0x2010 && code <= 0x2015) || code === 0x2212) return "-";
  return " ";
}

/** Text normalized for fuzzy matching: line endings, trailing whitespace, Unicode quotes, dashes and spaces. */
export function normalizeForMatch(text: string): string {
  return text.replace(NORMALIZE, (match, trailing: string | undefined) => (trailing ? "" : replacement(match)));
}

/**
 * A normalized text with the way back to original positions. Only
 * deletions (trailing whitespace) move positions, so it keeps one entry per
 * deletion rather than a map of every character.
 */
class NormalizedText {
  readonly text: string;
  /** Normalized offsets where a deletion happened, ascending. */
  private readonly at: number[] = [];
  /** Characters deleted up to and including each of those points. */
  private readonly shift: number[] = [];

  constructor(original: string) {
    let deleted = 0;
    this.text = original.replace(NORMALIZE, (match, trailing: string | undefined, offset: number) => {
      if (trailing) {
        deleted += match.length;
        this.at.push(offset + match.length - deleted);
        this.shift.push(deleted);
        return "";
      }
      return replacement(match);
    });
  }

  /** Original offset of normalized offset `index` (a newline maps to the original newline). */
  toOriginal(index: number): number {
    let low = 0;
    let high = this.at.length - 1;
    let shift = 0;
    while (low <= high) {
      const mid = (low + high) >> 1;
      if ((this.at[mid] ?? 0) <= index) {
        shift = this.shift[mid] ?? 0;
        low = mid + 1;
      } else {
        high = mid - 1;
      }
    }
    return index + shift;
  }
}

function occurrences(haystack: string, needle: string): number[] {
  const found: number[] = [];
  for (let i = haystack.indexOf(needle); i !== -1; i = haystack.indexOf(needle, i + 1)) found.push(i);
  return found;
}

function bigrams(text: string): Set<string> {
  const grams = new Set<string>();
  const capped = text.trim().slice(0, 200);
  for (let i = 0; i < capped.length - 1; i++) grams.add(capped.slice(i, i + 2));
  return grams;
}

function similarity(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const gram of a) if (b.has(gram)) shared++;
  return (2 * shared) / (a.size + b.size);
}

/** The lines of `index` most like `oldText`, formatted with line numbers, or `undefined` when nothing is close. */
export function closestCandidate(index: LineIndex, oldText: string): string | undefined {
  const wanted = normalizeForMatch(oldText)
    .split("\n")
    .filter((line) => line.trim() !== "")
    .slice(0, 3)
    .map(bigrams);
  if (wanted.length === 0) return undefined;
  const total = index.lineCount;
  const lineGrams = new Map<number, Set<string>>();
  const gramsOf = (line: number) => {
    let grams = lineGrams.get(line);
    if (!grams) {
      grams = bigrams(normalizeForMatch(index.line(line)));
      lineGrams.set(line, grams);
    }
    return grams;
  };
  let best = { line: 0, score: 0 };
  for (let line = 1; line <= total; line++) {
    let score = 0;
    for (let j = 0; j < wanted.length && line + j <= total; j++) {
      score += similarity(wanted[j] as Set<string>, gramsOf(line + j));
    }
    score /= wanted.length;
    if (score > best.score) best = { line, score };
    if (line > wanted.length) lineGrams.delete(line - wanted.length);
  }
  if (best.score < 0.3) return undefined;
  const span = Math.min(Math.max(oldText.split("\n").length, 1), 8);
  const last = Math.min(total, best.line + span - 1);
  const shown: string[] = [];
  for (let line = best.line; line <= last; line++) shown.push(`${String(line).padStart(6)}| ${index.line(line)}`);
  return `The closest text is at line${last > best.line ? `s ${best.line}-${last}` : ` ${best.line}`}:\n${shown.join("\n")}`;
}

function formatLines(lines: number[]): string {
  const shown = lines.slice(0, 10).join(", ");
  return lines.length > 10 ? `${shown}, …` : shown;
}

/**
 * Finds every edit in `content` (all against the original text): exact
 * match first, then a match after normalization. Each `oldText` must match
 * exactly one place, edits must not overlap, and each must change
 * something. Throws an `Error` saying which edit failed and what to do.
 * Returns the matches sorted by position.
 */
export function matchEdits(
  content: string,
  edits: EditSpec[],
  index: LineIndex = new LineIndex(content),
): MatchedEdit[] {
  let normalized: NormalizedText | undefined;
  const label = (i: number) => (edits.length > 1 ? `Edit ${i + 1} of ${edits.length}` : "Edit");
  const matches: MatchedEdit[] = edits.map((edit, i) => {
    if (edit.oldText === "") {
      throw new Error(
        `${label(i)}: oldText is empty. Give the exact text to replace (use write to create or overwrite a whole file).`,
      );
    }
    if (edit.oldText === edit.newText) {
      throw new Error(
        `${label(i)}: oldText and newText are identical, so it makes no change. Give the text as it should become.`,
      );
    }
    const exact = occurrences(content, edit.oldText);
    if (exact.length === 1) {
      const start = exact[0] as number;
      return { index: i, start, end: start + edit.oldText.length, newText: edit.newText, fuzzy: false };
    }
    if (exact.length > 1) {
      throw new Error(
        `${label(i)}: oldText was found ${exact.length} times (at lines ${formatLines(exact.map((at) => index.lineOf(at)))}). It must match exactly one place: include more surrounding lines to make it unique.`,
      );
    }
    normalized ??= new NormalizedText(content);
    const needle = normalizeForMatch(edit.oldText);
    const fuzzy = needle.trim() === "" ? [] : occurrences(normalized.text, needle);
    if (fuzzy.length === 1) {
      const at = fuzzy[0] as number;
      const start = normalized.toOriginal(at);
      const end = normalized.toOriginal(at + needle.length - 1) + 1;
      return { index: i, start, end, newText: edit.newText, fuzzy: true };
    }
    if (fuzzy.length > 1) {
      const lines = fuzzy.map((at) => index.lineOf((normalized as NormalizedText).toOriginal(at)));
      throw new Error(
        `${label(i)}: oldText was found ${fuzzy.length} times once whitespace and quotes are normalized (at lines ${formatLines(lines)}). Include more surrounding lines to make it unique.`,
      );
    }
    const candidate = closestCandidate(index, edit.oldText);
    throw new Error(
      `${label(i)}: oldText was not found in the file. ${candidate ?? "No similar lines were found."}\nCopy the text exactly as it is in the file (re-read it if it may have changed) and retry.`,
    );
  });
  const sorted = [...matches].sort((a, b) => a.start - b.start);
  for (let k = 1; k < sorted.length; k++) {
    const previous = sorted[k - 1] as MatchedEdit;
    const current = sorted[k] as MatchedEdit;
    if (current.start < previous.end) {
      throw new Error(
        `Edits ${previous.index + 1} and ${current.index + 1} overlap (lines ${index.lineOf(previous.start)}-${index.lineOf(previous.end - 1)} and ${index.lineOf(current.start)}-${index.lineOf(current.end - 1)}). Merge them into one edit.`,
      );
    }
  }
  return sorted;
}

/** Applies sorted, non-overlapping matches to `content`. */
export function applyEdits(content: string, matches: MatchedEdit[]): string {
  const parts: string[] = [];
  let cursor = 0;
  for (const match of matches) {
    parts.push(content.slice(cursor, match.start), match.newText);
    cursor = match.end;
  }
  parts.push(content.slice(cursor));
  return parts.join("");
}
