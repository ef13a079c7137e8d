import { describe, expect, it } from "vitest";
import { IncrementalJsonParser, type JsonParseResult } from "./incremental-json-parser.js";
import { exactDiff } from "./test-support/exact-diff.js";
import { checkPrefixConsistent } from "./test-support/prefix-consistency.js";
import { type GenNode, Random, randomNode, serialize, splitRandomly } from "./test-support/random-json.js";

/** What JSON.parse says: the value, or the error position when V8 reports one. */
function reference(text: string): { ok: true; value: unknown } | { ok: false; position: number | undefined } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (error) {
    const message = (error as Error).message;
    const at = /at position (\d+)/.exec(message);
    if (at) return { ok: false, position: Number(at[1]) };
    if (message.includes("Unexpected end of JSON input")) return { ok: false, position: text.length };
    return { ok: false, position: undefined };
  }
}

/** Asserts that a parse result is `{ ok: true }` with exactly `expected` as its value. */
function expectExactly(result: JsonParseResult, expected: unknown, label: string): void {
  expect(result.ok, label).toBe(true);
  if (result.ok) expect(exactDiff(result.value, expected), label).toBeUndefined();
}

function feedAll(pieces: readonly string[]): IncrementalJsonParser {
  const parser = new IncrementalJsonParser();
  for (const piece of pieces) parser.feed(piece);
  return parser;
}

describe("IncrementalJsonParser property fuzz (seeded)", () => {
  it("final value equals JSON.parse and every partial value is prefix-consistent", () => {
    const rng = new Random(0x5eed);
    for (let round = 0; round < 1500; round++) {
      const node: GenNode = randomNode(rng, 1 + rng.int(5));
      const text = serialize(rng, node);
      const pieces = splitRandomly(rng, text);
      const readEvery = rng.chance(0.8);
      const parser = new IncrementalJsonParser();
      let root: unknown;
      for (const piece of pieces) {
        parser.feed(piece);
        if (!readEvery && !rng.chance(0.2)) continue;
        const partial = parser.value;
        if (partial === undefined) continue;
        try {
          checkPrefixConsistent(partial, node);
        } catch (error) {
          throw new Error(`round ${round}, text ${JSON.stringify(text)}: ${(error as Error).message}`);
        }
        // Containers grow in place: the root keeps its identity.
        if (typeof root === "object" && root !== null) expect(partial).toBe(root);
        root = partial;
      }
      const result = parser.finish();
      expectExactly(result, JSON.parse(text), `round ${round}: ${JSON.stringify(text)}`);
      expect(parser.text).toBe(text);
      if (result.ok && typeof root === "object" && root !== null) expect(result.value).toBe(root);
    }
  });

  it("duplicate keys: last wins with the first key's position, as in JSON.parse", () => {
    const rng = new Random(7);
    for (let round = 0; round < 300; round++) {
      const parts: string[] = [];
      for (let i = rng.int(8); i >= 0; i--) parts.push(`"${rng.pick(["a", "b", "__proto__", "1"])}":${rng.int(100)}`);
      const text = `{${parts.join(",")}}`;
      const result = feedAll(splitRandomly(rng, text)).finish();
      const expected = JSON.parse(text) as Record<string, unknown>;
      expectExactly(result, expected, text);
    }
  });

  it("malformed input: finish() is ok exactly when JSON.parse succeeds, with V8's error offset", () => {
    const rng = new Random(0xbad);
    const noise = [
      '"',
      "\\",
      "{",
      "}",
      "[",
      "]",
      ":",
      ",",
      "0",
      "7",
      "-",
      "+",
      ".",
      "e",
      "E",
      "t",
      "n",
      "u",
      " ",
      "\u0001",
      "x",
      "\uD800",
    ];
    let rejected = 0;
    for (let round = 0; round < 4000; round++) {
      let text = serialize(rng, randomNode(rng, 1 + rng.int(4)));
      const mutations = 1 + rng.int(3);
      for (let m = 0; m < mutations; m++) {
        const at = rng.int(text.length + 1);
        const kind = rng.int(4);
        if (kind === 0) text = text.slice(0, at);
        else if (kind === 1) text = text.slice(0, at) + rng.pick(noise) + text.slice(at + 1);
        else if (kind === 2) text = text.slice(0, at) + rng.pick(noise) + text.slice(at);
        else text = text.slice(0, at) + text.slice(at + 1);
      }
      const expected = reference(text);
      const result = feedAll(splitRandomly(rng, text)).finish();
      const label = `round ${round}: ${JSON.stringify(text)}`;
      expect(result.ok, label).toBe(expected.ok);
      if (expected.ok) {
        expectExactly(result, expected.value, label);
      } else if (!result.ok) {
        rejected++;
        expect(result.error.offset, label).toBeGreaterThanOrEqual(0);
        expect(result.error.offset, label).toBeLessThanOrEqual(text.length);
        if (expected.position !== undefined) expect(result.error.offset, label).toBe(expected.position);
      }
    }
    expect(rejected).toBeGreaterThan(1000);
  });

  it("every truncation of a valid document is rejected (or still valid) exactly like JSON.parse", () => {
    const rng = new Random(99);
    for (let round = 0; round < 60; round++) {
      const text = serialize(rng, randomNode(rng, 3));
      for (let cut = 0; cut <= text.length; cut++) {
        const prefix = text.slice(0, cut);
        const expected = reference(prefix);
        const result = feedAll(splitRandomly(rng, prefix)).finish();
        expect(result.ok, JSON.stringify(prefix)).toBe(expected.ok);
        if (expected.ok) expectExactly(result, expected.value, JSON.stringify(prefix));
        else if (!result.ok && expected.position !== undefined) expect(result.error.offset).toBe(expected.position);
      }
    }
  });
});
