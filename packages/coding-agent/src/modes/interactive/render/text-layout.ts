// ANSI-aware measuring and wrapping of the strings the components draw.
// Escape sequences take no columns; wide characters take two.

// biome-ignore lint/suspicious/noControlCharactersInRegex: matching terminal escape sequences is the point
const ANSI = /\u001b\[[0-9;?]*[ -/]*[@-~]|\u001b\][^\u0007\u001b]*(?:\u0007|\u001b\\)/g;

/** The text without terminal escape sequences. */
export function stripAnsi(text: string): string {
  return text.replace(ANSI, "");
}

/** Columns one code point takes: 0 for combining marks and controls, 2 for wide (CJK, emoji), else 1. */
export function charWidth(codePoint: number): number {
  if (codePoint < 32 || (codePoint >= 0x7f && codePoint < 0xa0)) return 0;
  if (codePoint >= 0x300 && codePoint <= 0x36f) return 0;
  if (codePoint === 0x200b || codePoint === 0x200d || (codePoint >= 0xfe00 && codePoint <= 0xfe0f)) return 0;
  if (
    (codePoint >= 0x1100 && codePoint <= 0x115f) ||
    (codePoint >= 0x2e80 && codePoint <= 0xa4cf) ||
    (codePoint >= 0xac00 && codePoint <= 0xd7a3) ||
    (codePoint >= 0xf900 && codePoint <= 0xfaff) ||
    (codePoint >= 0xfe30 && codePoint <= 0xfe4f) ||
    (codePoint >= 0xff00 && codePoint <= 0xff60) ||
    (codePoint >= 0xffe0 && codePoint <= 0xffe6) ||
    (codePoint >= 0x1f300 && codePoint <= 0x1faff) ||
    (codePoint >= 0x20000 && codePoint <= 0x3fffd)
  ) {
    return 2;
  }
  return 1;
}

/** Columns the text takes on one line. */
export function visibleWidth(text: string): number {
  let width = 0;
  for (const char of stripAnsi(text)) width += charWidth(char.codePointAt(0) ?? 0);
  return width;
}

const RESET = "\u001b[0m";

function trimTrailingSpaces(text: string): string {
  const reset = text.endsWith(RESET);
  const body = reset ? text.slice(0, -RESET.length) : text;
  return body.replace(/ +$/, "") + (reset ? RESET : "");
}

interface Piece {
  /** An escape sequence (no width) or one character. */
  text: string;
  width: number;
  escape: boolean;
}

function pieces(line: string): Piece[] {
  const out: Piece[] = [];
  let last = 0;
  for (const match of line.matchAll(ANSI)) {
    for (const char of line.slice(last, match.index)) {
      out.push({ text: char, width: charWidth(char.codePointAt(0) ?? 0), escape: false });
    }
    out.push({ text: match[0], width: 0, escape: true });
    last = match.index + match[0].length;
  }
  for (const char of line.slice(last))
    out.push({ text: char, width: charWidth(char.codePointAt(0) ?? 0), escape: false });
  return out;
}

/**
 * Wraps one line (no newlines) to `width` columns, at spaces when it can and
 * inside a word when it must. Styles open at a break are closed at the end
 * of the line and opened again on the next, so every line stands alone.
 */
export function wrapLine(line: string, width: number): string[] {
  if (width <= 0) return [line];
  if (visibleWidth(line) <= width) return [line];
  const lines: string[] = [];
  let active: string[] = [];
  let current: Piece[] = [];
  let currentWidth = 0;
  let lastSpace = -1;
  const emit = (upto: number): void => {
    const taken = current.slice(0, upto);
    let text = taken.map((piece) => piece.text).join("");
    const opened = active.length > 0;
    if (opened) text += RESET;
    lines.push(trimTrailingSpaces(text));
    const rest = current.slice(upto);
    while (rest.length > 0 && rest[0]?.text === " ") rest.shift();
    current = [...active.map((code) => ({ text: code, width: 0, escape: true })), ...rest];
    currentWidth = rest.reduce((sum, piece) => sum + piece.width, 0);
    lastSpace = -1;
    for (let i = 0; i < current.length; i++) if (current[i]?.text === " ") lastSpace = i;
  };
  for (const piece of pieces(line)) {
    if (piece.escape) {
      if (piece.text === RESET || piece.text === "\u001b[m") active = [];
      else if (piece.text.endsWith("m")) active.push(piece.text);
      current.push(piece);
      continue;
    }
    if (currentWidth + piece.width > width) {
      if (piece.text === " ") {
        emit(current.length);
        continue;
      }
      emit(lastSpace > 0 ? lastSpace : current.length);
    }
    if (piece.text === " ") lastSpace = current.length;
    current.push(piece);
    currentWidth += piece.width;
  }
  if (current.some((piece) => !piece.escape) || lines.length === 0) lines.push(current.map((p) => p.text).join(""));
  return lines;
}

/** Wraps every line of a multi-line text to `width` columns. */
export function wrapText(text: string, width: number): string[] {
  return text.split("\n").flatMap((line) => wrapLine(line, width));
}

/** Cuts a line to `width` columns, ending with `…` when it was cut. */
export function truncateLine(line: string, width: number): string {
  if (visibleWidth(line) <= width) return line;
  let out = "";
  let used = 0;
  let styled = false;
  for (const piece of pieces(line)) {
    if (piece.escape) {
      out += piece.text;
      styled = true;
      continue;
    }
    if (used + piece.width > width - 1) break;
    out += piece.text;
    used += piece.width;
  }
  return `${out}…${styled ? "\u001b[0m" : ""}`;
}
