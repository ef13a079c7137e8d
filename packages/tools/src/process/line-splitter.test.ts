import { describe, expect, it } from "vitest";
import { LineSplitter } from "./line-splitter.js";

describe("LineSplitter", () => {
  it("passes on whole lines across chunk and character boundaries, keeping the unfinished rest", () => {
    const lines: string[] = [];
    const splitter = new LineSplitter((line) => lines.push(line));
    const bytes = new TextEncoder().encode("one\ntwo é\n\nthree");
    const cut = bytes.indexOf(0xc3) + 1; // inside "é"
    splitter.push(bytes.subarray(0, 2));
    splitter.push(bytes.subarray(2, cut));
    splitter.push(bytes.subarray(cut));
    expect(lines).toEqual(["one", "two é", ""]);
    expect(splitter.rest).toBe("three");
  });
});
