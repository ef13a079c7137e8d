/**
 * Seeded random JSON documents for the parser's property tests. Not
 * shipped (tsconfig.build excludes test-support).
 */

/** A seeded PRNG (mulberry32): the same seed gives the same sequence. */
export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [0, n). */
  int(n: number): number {
    return Math.floor(this.next() * n);
  }

  /** True with probability `p`. */
  chance(p: number): boolean {
    return this.next() < p;
  }

  /** A random element of a non-empty array. */
  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)] as T;
  }
}

/**
 * A generated JSON value that remembers how numbers were written, so a
 * partial number can be checked against a prefix of its source text.
 */
export type GenNode =
  | { kind: "number"; text: string }
  | { kind: "string"; value: string }
  | { kind: "literal"; value: true | false | null }
  | { kind: "array"; items: GenNode[] }
  | { kind: "object"; entries: [string, GenNode][] };

const WHITESPACE = [" ", "\t", "\n", "\r", "  ", "\n  "] as const;
const ASCII = "abcxyz ABC019_-./:{}[],'<>!?";
const SPECIAL = ['"', "\\", "/", "\n", "\r", "\t", "\b", "\f", "\u0000", "\u001f", "\u007f"];
const UNICODE = ["é", "ß", "中", "文", "\u2028", "\u2029", "\uFEFF", "\uFFFF", "😀", "𝄞", "👩‍💻", "\u{10FFFF}"];
const LONE = ["\uD800", "\uDBFF", "\uDC00", "\uDFFF"];

/** A random string: ASCII, characters that need escaping, BMP, astral characters and lone surrogates. */
export function randomString(rng: Random, maxLength: number): string {
  const length = rng.int(maxLength + 1);
  let out = "";
  for (let i = 0; i < length; i++) {
    const r = rng.next();
    if (r < 0.55) out += ASCII.charAt(rng.int(ASCII.length));
    else if (r < 0.75) out += rng.pick(SPECIAL);
    else if (r < 0.95) out += rng.pick(UNICODE);
    else out += rng.pick(LONE);
  }
  return out;
}

/** Random JSON number text (all of the grammar: sign, zero, fraction, exponent with and without sign). */
export function randomNumberText(rng: Random): string {
  const r = rng.next();
  if (r < 0.08) return rng.pick(["0", "-0", "1e400", "-1e400", "5e-324", "1.7976931348623157e308", "9007199254740993"]);
  if (r < 0.35) return String(rng.int(1000) - 500);
  let text = rng.chance(0.3) ? "-" : "";
  text += rng.chance(0.2) ? "0" : String(1 + rng.int(9)) + digits(rng, rng.int(12));
  if (rng.chance(0.6)) text += `.${digits(rng, 1 + rng.int(10))}`;
  if (rng.chance(0.4)) text += rng.pick(["e", "E"]) + rng.pick(["", "+", "-"]) + digits(rng, 1 + rng.int(3));
  return text;
}

function digits(rng: Random, count: number): string {
  let out = "";
  for (let i = 0; i < count; i++) out += String(rng.int(10));
  return out;
}

/** A random JSON value tree; object keys are unique within each object. */
export function randomNode(rng: Random, depth: number): GenNode {
  const r = rng.next();
  if (depth > 0 && r < 0.3) {
    const entries: [string, GenNode][] = [];
    const seen = new Set<string>();
    const count = rng.int(6);
    for (let i = 0; i < count; i++) {
      const key = rng.chance(0.1)
        ? rng.pick(["__proto__", "constructor", "0", "10", "1", "toString"])
        : randomString(rng, 6);
      if (seen.has(key)) continue;
      seen.add(key);
      entries.push([key, randomNode(rng, depth - 1)]);
    }
    return { kind: "object", entries };
  }
  if (depth > 0 && r < 0.5) {
    const items: GenNode[] = [];
    const count = rng.int(6);
    for (let i = 0; i < count; i++) items.push(randomNode(rng, depth - 1));
    return { kind: "array", items };
  }
  if (r < 0.7) return { kind: "string", value: randomString(rng, 24) };
  if (r < 0.9) return { kind: "number", text: randomNumberText(rng) };
  return { kind: "literal", value: rng.pick([true, false, null] as const) };
}

/** Writes a string literal, escaping randomly chosen characters in every way JSON allows. */
export function encodeString(rng: Random, value: string): string {
  let out = '"';
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    const ch = value.charAt(i);
    const mustEscape = code === 0x22 || code === 0x5c || code < 0x20;
    if (!mustEscape && !rng.chance(0.1)) {
      out += ch;
      continue;
    }
    const short = JSON.stringify(ch).slice(1, -1);
    if (short.length === 2 && rng.chance(0.6)) out += short;
    else if (ch === "/" && rng.chance(0.5)) out += "\\/";
    else {
      const hex = code.toString(16).padStart(4, "0");
      out += `\\u${rng.chance(0.5) ? hex : hex.toUpperCase()}`;
    }
  }
  return `${out}"`;
}

/** Serializes a tree with random whitespace between tokens and random escapes. */
export function serialize(rng: Random, node: GenNode, wsRate = 0.3): string {
  const ws = (): string => (rng.chance(wsRate) ? rng.pick(WHITESPACE) : "");
  switch (node.kind) {
    case "number":
      return node.text;
    case "string":
      return encodeString(rng, node.value);
    case "literal":
      return String(node.value);
    case "array":
      return `[${ws()}${node.items.map((item) => serialize(rng, item, wsRate)).join(`${ws()},${ws()}`)}${ws()}]`;
    case "object":
      return `{${ws()}${node.entries
        .map(([key, value]) => `${encodeString(rng, key)}${ws()}:${ws()}${serialize(rng, value, wsRate)}`)
        .join(`${ws()},${ws()}`)}${ws()}}`;
  }
}

/** Splits text into pieces: single code units, small random pieces, or a few large ones. */
export function splitRandomly(rng: Random, text: string): string[] {
  const style = rng.int(3);
  const maxPiece = style === 0 ? 1 : style === 1 ? 8 : Math.max(1, Math.ceil(text.length / 3));
  const pieces: string[] = [];
  let i = 0;
  while (i < text.length) {
    const size = 1 + rng.int(maxPiece);
    pieces.push(text.slice(i, i + size));
    i += size;
  }
  return pieces;
}
