import { describe, expect, it } from "vitest";
import { formatSize, sliceUtf8, splitLines, truncateHead, truncateTail } from "./truncate.js";

const lines = (count: number, prefix = "line") =>
  Array.from({ length: count }, (_, i) => `${prefix} ${i + 1}`).join("\n");

describe("splitLines", () => {
  it("does not count a final newline as a line", () => {
    expect(splitLines("a\nb\n")).toEqual(["a", "b"]);
    expect(splitLines("a\nb")).toEqual(["a", "b"]);
    expect(splitLines("")).toEqual([]);
    expect(splitLines("\n")).toEqual([""]);
  });
});

describe("truncateHead", () => {
  it("returns short text untouched", () => {
    const result = truncateHead("a\nb\n");
    expect(result).toMatchObject({
      content: "a\nb\n",
      truncated: false,
      truncatedBy: null,
      totalLines: 2,
      totalBytes: 4,
    });
  });

  it("cuts at the line limit first when lines are short", () => {
    const result = truncateHead(lines(2500));
    expect(result.truncated).toBe(true);
    expect(result.truncatedBy).toBe("lines");
    expect(result.outputLines).toBe(2000);
    expect(result.totalLines).toBe(2500);
    expect(result.content.split("\n").at(-1)).toBe("line 2000");
  });

  it("cuts at the byte limit first when lines are long", () => {
    const text = Array.from({ length: 100 }, () => "x".repeat(1023)).join("\n");
    const result = truncateHead(text);
    expect(result.truncatedBy).toBe("bytes");
    expect(result.outputBytes).toBeLessThanOrEqual(50 * 1024);
    expect(result.outputLines).toBe(50);
    expect(Buffer.byteLength(result.content)).toBe(result.outputBytes);
  });

  it("reports a first line longer than the byte limit instead of silently returning nothing", () => {
    const result = truncateHead(`${"y".repeat(60_000)}\nshort`);
    expect(result.truncated).toBe(true);
    expect(result.firstLineExceedsLimit).toBe(true);
    expect(result.content).toBe("");
    expect(result.totalBytes).toBe(60_006);
  });

  it("honours custom limits", () => {
    const result = truncateHead(lines(10), { maxLines: 3 });
    expect(result.content).toBe("line 1\nline 2\nline 3");
    expect(result.maxLines).toBe(3);
  });
});

describe("truncateTail", () => {
  it("keeps the last lines", () => {
    const result = truncateTail(lines(2500));
    expect(result.truncatedBy).toBe("lines");
    expect(result.content.split("\n")[0]).toBe("line 501");
    expect(result.content.split("\n").at(-1)).toBe("line 2500");
  });

  it("keeps the end of a single line longer than the byte limit, cut at a character boundary", () => {
    // "é" is 2 bytes: an odd byte limit would land inside one.
    const text = "é".repeat(40_000);
    const result = truncateTail(text, { maxBytes: 1001 });
    expect(result.lastLinePartial).toBe(true);
    expect(result.outputBytes).toBeLessThanOrEqual(1001);
    expect(result.content).toBe("é".repeat(500));
    expect(result.content).not.toContain("\uFFFD");
  });

  it("counts lines and bytes of the whole input", () => {
    const result = truncateTail(`${lines(3000)}\n`);
    expect(result.totalLines).toBe(3000);
    expect(result.totalBytes).toBe(Buffer.byteLength(`${lines(3000)}\n`));
  });
});

describe("sliceUtf8", () => {
  it("never cuts inside a multi-byte character", () => {
    const text = "a😀b"; // 1 + 4 + 1 bytes
    expect(sliceUtf8(text, 3, "head")).toBe("a");
    expect(sliceUtf8(text, 5, "head")).toBe("a😀");
    expect(sliceUtf8(text, 3, "tail")).toBe("b");
    expect(sliceUtf8(text, 5, "tail")).toBe("😀b");
  });
});

describe("formatSize", () => {
  it("formats bytes for people", () => {
    expect(formatSize(512)).toBe("512 B");
    expect(formatSize(50 * 1024)).toBe("50.0 KB");
    expect(formatSize(3 * 1024 * 1024)).toBe("3.0 MB");
  });
});
