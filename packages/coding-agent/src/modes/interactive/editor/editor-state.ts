import type { ImageContent } from "@keel/ai";
import { countOf } from "../render/count.js";

/** A paste too large to show inline: the editor shows a marker, the prompt gets the text. */
export interface HeldPaste {
  marker: string;
  text: string;
}

/** An image attached to the prompt being written, shown as a marker. */
export interface HeldImage {
  marker: string;
  image: ImageContent;
}

/** The editor's content, cursor and history: a value, changed only by the functions below. */
export interface EditorState {
  text: string;
  /** Offset into `text` (UTF-16 units, always at a code point boundary). */
  cursor: number;
  /** Submitted prompts, oldest first. */
  history: string[];
  /** Index into `history` while browsing it; `undefined` when editing the draft. */
  historyIndex?: number;
  /** The draft put aside while browsing the history. */
  draft?: string;
  pastes: HeldPaste[];
  images: HeldImage[];
}

/** Pastes with more lines than this are held behind a marker. */
export const LARGE_PASTE_LINES = 10;
/** Pastes with more characters than this are held behind a marker. */
export const LARGE_PASTE_CHARS = 2_000;
/** The most history entries kept. */
const HISTORY_LIMIT = 200;

/** An empty editor with the given history. */
export function emptyEditor(history: string[] = []): EditorState {
  return { text: "", cursor: 0, history, pastes: [], images: [] };
}

function lineStart(text: string, cursor: number): number {
  return text.lastIndexOf("\n", cursor - 1) + 1;
}

function lineEnd(text: string, cursor: number): number {
  const end = text.indexOf("\n", cursor);
  return end === -1 ? text.length : end;
}

function previousBoundary(text: string, cursor: number): number {
  if (cursor <= 0) return 0;
  const code = text.charCodeAt(cursor - 1);
  return code >= 0xdc00 && code <= 0xdfff && cursor >= 2 ? cursor - 2 : cursor - 1;
}

function nextBoundary(text: string, cursor: number): number {
  if (cursor >= text.length) return text.length;
  const code = text.charCodeAt(cursor);
  return code >= 0xd800 && code <= 0xdbff ? cursor + 2 : cursor + 1;
}

/** Inserts text at the cursor. */
export function insertText(state: EditorState, text: string): EditorState {
  const clean = text.replace(/\r\n?/g, "\n").replace(/\t/g, "  ");
  return {
    ...state,
    text: state.text.slice(0, state.cursor) + clean + state.text.slice(state.cursor),
    cursor: state.cursor + clean.length,
    historyIndex: undefined,
  };
}

/** Inserts a paste: inline when small, behind a `[paste #n, N lines]` marker when large. */
export function insertPaste(state: EditorState, text: string): EditorState {
  const clean = text.replace(/\r\n?/g, "\n");
  const lines = clean.split("\n").length;
  if (lines <= LARGE_PASTE_LINES && clean.length <= LARGE_PASTE_CHARS) return insertText(state, clean);
  const marker = `[paste #${state.pastes.length + 1}, ${countOf(lines, "line")}, ${countOf(clean.length, "char")}]`;
  return { ...insertText(state, marker), pastes: [...state.pastes, { marker, text: clean }] };
}

/** Attaches an image at the cursor, shown as `[image #n: name]`. */
export function attachImage(state: EditorState, name: string, image: ImageContent): EditorState {
  const marker = `[image #${state.images.length + 1}: ${name}]`;
  return { ...insertText(state, marker), images: [...state.images, { marker, image }] };
}

/** Deletes the character before the cursor (a whole paste or image marker at once). */
export function backspace(state: EditorState): EditorState {
  if (state.cursor === 0) return state;
  const held = [...state.pastes, ...state.images].find((paste) =>
    state.text.slice(0, state.cursor).endsWith(paste.marker),
  );
  const from = held ? state.cursor - held.marker.length : previousBoundary(state.text, state.cursor);
  return { ...state, text: state.text.slice(0, from) + state.text.slice(state.cursor), cursor: from };
}

/** Deletes the character under the cursor. */
export function deleteForward(state: EditorState): EditorState {
  if (state.cursor >= state.text.length) return state;
  const to = nextBoundary(state.text, state.cursor);
  return { ...state, text: state.text.slice(0, state.cursor) + state.text.slice(to) };
}

/** Deletes the word before the cursor (Ctrl+W, Alt+Backspace). */
export function deleteWordBackward(state: EditorState): EditorState {
  const from = wordLeftOffset(state.text, state.cursor);
  return { ...state, text: state.text.slice(0, from) + state.text.slice(state.cursor), cursor: from };
}

/** Deletes to the end of the line (Ctrl+K). */
export function killToLineEnd(state: EditorState): EditorState {
  const end = lineEnd(state.text, state.cursor);
  const to = end === state.cursor && end < state.text.length ? end + 1 : end;
  return { ...state, text: state.text.slice(0, state.cursor) + state.text.slice(to) };
}

/** Deletes to the start of the line (Ctrl+U). */
export function killToLineStart(state: EditorState): EditorState {
  const start = lineStart(state.text, state.cursor);
  return { ...state, text: state.text.slice(0, start) + state.text.slice(state.cursor), cursor: start };
}

function wordLeftOffset(text: string, cursor: number): number {
  let i = cursor;
  while (i > 0 && /\s/.test(text[i - 1] ?? "")) i--;
  while (i > 0 && !/\s/.test(text[i - 1] ?? "")) i--;
  return i;
}

function wordRightOffset(text: string, cursor: number): number {
  let i = cursor;
  while (i < text.length && /\s/.test(text[i] ?? "")) i++;
  while (i < text.length && !/\s/.test(text[i] ?? "")) i++;
  return i;
}

/** The cursor movements the editor knows. */
export type CursorMove = "left" | "right" | "home" | "end" | "wordLeft" | "wordRight" | "start" | "end-of-text";

/** Moves the cursor. */
export function moveCursor(state: EditorState, move: CursorMove): EditorState {
  const { text, cursor } = state;
  const next = (() => {
    switch (move) {
      case "left":
        return previousBoundary(text, cursor);
      case "right":
        return nextBoundary(text, cursor);
      case "home":
        return lineStart(text, cursor);
      case "end":
        return lineEnd(text, cursor);
      case "wordLeft":
        return wordLeftOffset(text, cursor);
      case "wordRight":
        return wordRightOffset(text, cursor);
      case "start":
        return 0;
      case "end-of-text":
        return text.length;
    }
  })();
  return next === cursor ? state : { ...state, cursor: next };
}

/**
 * Up: the line above in a multi-line text; on the first line, the previous
 * history entry (the draft is kept and comes back after the newest entry).
 */
export function moveUp(state: EditorState): EditorState {
  const start = lineStart(state.text, state.cursor);
  if (start > 0) {
    const column = state.cursor - start;
    const previousStart = lineStart(state.text, start - 1);
    return { ...state, cursor: Math.min(previousStart + column, start - 1) };
  }
  if (state.history.length === 0) return state;
  const index = state.historyIndex === undefined ? state.history.length - 1 : Math.max(0, state.historyIndex - 1);
  const text = state.history[index] ?? "";
  return {
    ...state,
    text,
    cursor: text.length,
    historyIndex: index,
    draft: state.historyIndex === undefined ? state.text : state.draft,
  };
}

/** Down: the line below; on the last line while browsing history, the next entry (then the draft). */
export function moveDown(state: EditorState): EditorState {
  const end = lineEnd(state.text, state.cursor);
  if (end < state.text.length) {
    const column = state.cursor - lineStart(state.text, state.cursor);
    const nextStart = end + 1;
    return { ...state, cursor: Math.min(nextStart + column, lineEnd(state.text, nextStart)) };
  }
  if (state.historyIndex === undefined) return state;
  const index = state.historyIndex + 1;
  if (index >= state.history.length) {
    const text = state.draft ?? "";
    return { ...state, text, cursor: text.length, historyIndex: undefined, draft: undefined };
  }
  const text = state.history[index] ?? "";
  return { ...state, text, cursor: text.length, historyIndex: index };
}

/**
 * Takes the text for a prompt: held pastes expanded, image markers taken
 * out (the images whose marker is still there come with it), the editor
 * emptied and the text (as typed, with markers) added to the history.
 */
export function submitText(state: EditorState): { text: string; images: ImageContent[]; state: EditorState } {
  let text = state.text;
  for (const paste of state.pastes) text = text.split(paste.marker).join(paste.text);
  const images = state.images.filter((held) => text.includes(held.marker)).map((held) => held.image);
  for (const held of state.images) text = text.split(held.marker).join("");
  text = text.replace(/[ \t]+$/gm, "");
  const typed = state.text.trim();
  const last = state.history.at(-1);
  const history = typed === "" || typed === last ? state.history : [...state.history, state.text].slice(-HISTORY_LIMIT);
  return { text, images, state: emptyEditor(history) };
}

/** Replaces the whole text (completion, a command that fills the editor). */
export function setText(state: EditorState, text: string, cursor = text.length): EditorState {
  return { ...state, text, cursor: Math.max(0, Math.min(cursor, text.length)), historyIndex: undefined };
}
