import { describe, expect, it } from "vitest";
import {
  backspace,
  deleteWordBackward,
  emptyEditor,
  insertPaste,
  insertText,
  killToLineEnd,
  moveCursor,
  moveDown,
  moveUp,
  submitText,
} from "./editor-state.js";

describe("the editor", () => {
  it("edits multi-line text and moves between its lines", () => {
    let state = insertText(emptyEditor(), "first\nsecond");
    state = moveUp(state);
    expect(state.text.slice(0, state.cursor)).toBe("first");
    state = moveCursor(state, "home");
    state = insertText(state, "> ");
    expect(state.text).toBe("> first\nsecond");
    state = moveDown(state);
    state = moveCursor(state, "end");
    state = backspace(state);
    expect(state.text).toBe("> first\nsecon");
  });

  it("walks the history with Up/Down and gives the draft back", () => {
    let state = emptyEditor(["one", "two"]);
    state = insertText(state, "draft");
    state = moveUp(state);
    expect(state.text).toBe("two");
    state = moveUp(state);
    expect(state.text).toBe("one");
    state = moveUp(state);
    expect(state.text).toBe("one");
    state = moveDown(state);
    expect(state.text).toBe("two");
    state = moveDown(state);
    expect(state.text).toBe("draft");
  });

  it("submits the text, empties the editor and remembers it once", () => {
    const typed = insertText(emptyEditor(["old"]), "new prompt");
    const { text, state } = submitText(typed);
    expect(text).toBe("new prompt");
    expect(state.text).toBe("");
    expect(state.history).toEqual(["old", "new prompt"]);
    expect(submitText(insertText(state, "new prompt")).state.history).toEqual(["old", "new prompt"]);
  });

  it("holds a large paste behind a marker that a prompt expands and Backspace removes whole", () => {
    const big = Array.from({ length: 50 }, (_, i) => `row ${i}`).join("\n");
    let state = insertPaste(insertText(emptyEditor(), "look: "), big);
    expect(state.text).toBe("look: [paste #1, 50 lines, 339 chars]");
    expect(submitText(state).text).toBe(`look: ${big}`);
    state = backspace(state);
    expect(state.text).toBe("look: ");
    expect(insertPaste(emptyEditor(), "small\npaste").text).toBe("small\npaste");
  });

  it("deletes words and to the end of the line", () => {
    let state = insertText(emptyEditor(), "git commit -m");
    state = deleteWordBackward(state);
    expect(state.text).toBe("git commit ");
    state = moveCursor(state, "home");
    state = killToLineEnd(state);
    expect(state.text).toBe("");
  });
});
