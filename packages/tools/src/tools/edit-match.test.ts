import { describe, expect, it } from "vitest";
import { applyEdits, matchEdits, normalizeForMatch } from "./edit-match.js";

describe("normalizeForMatch", () => {
  it("drops trailing whitespace and carriage returns, maps quotes, dashes and spaces", () => {
    expect(normalizeForMatch("a  \r\nb\t\n\u201cq\u201d \u2018s\u2019\u2014x\u00a0y\u3000")).toBe(
      "a\nb\n\"q\" 's'-x y",
    );
  });

  it("keeps a typographic quote at the end of a line (it is not whitespace)", () => {
    expect(normalizeForMatch("say \u201chi\u201d\nnext")).toBe('say "hi"\nnext');
  });
});

describe("matchEdits", () => {
  it("maps a normalized match back to the original range, across removed trailing whitespace", () => {
    const content = "keep\nfirst line   \nsecond \u201cline\u201d\t\nkeep\n";
    const [match] = matchEdits(content, [{ oldText: 'first line\nsecond "line"', newText: "X" }]);
    expect(match?.fuzzy).toBe(true);
    expect(content.slice(match?.start, match?.end)).toBe("first line   \nsecond \u201cline\u201d");
    expect(applyEdits(content, match ? [match] : [])).toBe("keep\nX\t\nkeep\n");
  });

  it("prefers an exact match and reports its line numbers when ambiguous", () => {
    expect(() => matchEdits("a\nb\na\n", [{ oldText: "a", newText: "c" }])).toThrow("found 2 times (at lines 1, 3)");
  });
});
