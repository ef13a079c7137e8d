import { describe, expect, it } from "vitest";
import { KeyDecoder } from "./key-decoder.js";
import { key } from "./key-event.js";

const decode = (...chunks: string[]) => {
  const decoder = new KeyDecoder();
  return chunks.flatMap((chunk) => decoder.feed(chunk));
};

describe("KeyDecoder", () => {
  it("text typed fast and then Enter is text and an Enter key, not a paste", () => {
    expect(decode("hello world\r")).toEqual([{ kind: "text", text: "hello world" }, key("enter")]);
    expect(decode("a\rb\r")).toEqual([
      { kind: "text", text: "a" },
      key("enter"),
      { kind: "text", text: "b" },
      key("enter"),
    ]);
  });

  it("a bracketed paste is one paste, newlines kept, even when split across chunks", () => {
    expect(decode("\u001b[200~line one\r\nline two\u001b[201~")).toEqual([
      { kind: "paste", text: "line one\nline two" },
    ]);
    expect(decode("x\u001b[200~part ", "one\rpart two", "\u001b[201~\r")).toEqual([
      { kind: "text", text: "x" },
      { kind: "paste", text: "part one\npart two" },
      key("enter"),
    ]);
  });

  it("decodes Alt+Enter, Shift+Enter (CSI u and modifyOtherKeys) and Ctrl+J", () => {
    expect(decode("\u001b\r")).toEqual([key("enter", { alt: true })]);
    expect(decode("\u001b[13;2u")).toEqual([key("enter", { shift: true })]);
    expect(decode("\u001b[27;2;13~")).toEqual([key("enter", { shift: true })]);
    expect(decode("\n")).toEqual([key("char:j", { ctrl: true })]);
  });

  it("decodes Esc, arrows with modifiers, Home/End/Delete, Backspace, Tab and Ctrl letters", () => {
    expect(decode("\u001b")).toEqual([key("escape")]);
    expect(decode("\u001b[A", "\u001b[1;5D", "\u001bOB")).toEqual([
      key("up"),
      key("left", { ctrl: true }),
      key("down"),
    ]);
    expect(decode("\u001b[H", "\u001b[4~", "\u001b[3~")).toEqual([key("home"), key("end"), key("delete")]);
    expect(decode("\u007f\t\u000f\u0004")).toEqual([
      key("backspace"),
      key("tab"),
      key("char:o", { ctrl: true }),
      key("char:d", { ctrl: true }),
    ]);
    expect(decode("\u001bb")).toEqual([key("char:b", { alt: true })]);
  });

  it("passes unicode text through whole", () => {
    expect(decode("héllo 世界 🙂")).toEqual([{ kind: "text", text: "héllo 世界 🙂" }]);
  });

  it("ignores sequences it does not know instead of typing them", () => {
    expect(decode("\u001b[?1;2c")).toEqual([]);
  });
});
