import { describe, expect, it } from "vitest";
import { renderMarkdown } from "./markdown.js";
import { stripAnsi, visibleWidth, wrapLine } from "./text-layout.js";
import { createTheme } from "./theme.js";

const plain = createTheme({ NO_COLOR: "1" });
const color = createTheme({});

describe("renderMarkdown", () => {
  it("renders headings, lists, inline code and links as text that fits the width", () => {
    const lines = renderMarkdown(
      "# Title\n\nSome **bold** and `code`, see [docs](https://example.test).\n\n- one\n- two\n\n1. first",
      plain,
      80,
    );
    expect(lines).toEqual([
      "Title",
      "",
      "Some bold and code, see docs (https://example.test).",
      "",
      "- one",
      "- two",
      "",
      "1. first",
    ]);
  });

  it("highlights fenced code with colour and keeps its text exactly", () => {
    const source = "```ts\nconst answer = 42; // the answer\n```";
    const coloured = renderMarkdown(source, color, 80);
    expect(coloured.join("\n")).toContain("\u001b[");
    expect(coloured.map(stripAnsi)).toEqual(["```ts", "  const answer = 42; // the answer", "```"]);
    expect(renderMarkdown(source, plain, 80).join("\n")).not.toContain("\u001b[");
  });

  it("wraps long paragraphs to the width, at spaces", () => {
    const text = Array.from({ length: 40 }, (_, i) => `word${i}`).join(" ");
    const lines = renderMarkdown(text, plain, 30);
    for (const line of lines) expect(visibleWidth(line)).toBeLessThanOrEqual(30);
    expect(lines.join(" ")).toBe(text);
  });

  it("renders an unfinished code fence (while streaming) as code", () => {
    expect(renderMarkdown("Here:\n\n```sh\nnpm te", plain, 80)).toEqual(["Here:", "", "```sh", "  npm te", "```"]);
  });

  it("lays a table out as a grid, or as lines when it is too wide", () => {
    const table = "| name | size |\n| --- | --- |\n| a.txt | 12 |";
    expect(renderMarkdown(table, plain, 80)).toEqual(["│ name  │ size │", "├───────┼──────┤", "│ a.txt │ 12   │"]);
    expect(renderMarkdown(table, plain, 12)).toEqual(["name: a.txt", "size: 12"]);
  });
});

describe("wrapLine", () => {
  it("re-opens a style on the next line and counts wide characters as two columns", () => {
    const lines = wrapLine(`\u001b[32m${"a".repeat(12)}\u001b[39m`, 5);
    expect(lines.map(stripAnsi)).toEqual(["aaaaa", "aaaaa", "aa"]);
    expect(lines[1]?.startsWith("\u001b[32m")).toBe(true);
    expect(wrapLine("世界世界", 4)).toEqual(["世界", "世界"]);
  });
});
