/**
 * Streamed tool arguments: IncrementalJsonParser (feed every delta, read
 * `.value` after each one as the UI does, then finish) against one
 * JSON.parse of the whole text, and against re-parsing the whole buffer at
 * every delta (what the reference runtime does).
 */
import { IncrementalJsonParser } from "../src/json/incremental-json-parser.js";
import { machineLoad, measure, ms, seededRandom } from "./measure.js";

const MB = 1024 * 1024;
const DELTAS_PER_MB = 2000;
const REPARSE_STRIDE = 20;

/** `{"path","content"}` with ~`size` chars of code-like content: quotes, backslashes, newlines, tabs, unicode. */
function bigStringArguments(size: number): string {
  const random = seededRandom(1);
  const samples = [
    'const greeting = "héllo \\"wörld\\"";',
    "\tif (a < b && c > d) { return `a` + a + '\\n'; }",
    "// 中文注释 with emoji 😀 and 𝄞",
    'path = "C:\\\\Users\\\\me\\\\file.ts"; \u0001\u001f',
    "      plain ascii line of source code, nothing special here at all",
  ];
  let content = "";
  while (content.length < size) content += `${samples[Math.floor(random() * samples.length)]}\n`;
  const text = JSON.stringify({ path: "src/generated/big-file.ts", content: content.slice(0, size) });
  return text;
}

/** `{"edits":[...]}`: many small nested objects, numbers, literals and short strings, ~`size` chars. */
function manySmallValuesArguments(size: number): string {
  const random = seededRandom(2);
  const edits: unknown[] = [];
  let length = 0;
  for (let i = 0; length < size; i++) {
    const edit = {
      path: `src/module-${i % 97}/file-${i}.ts`,
      range: { start: { line: i, character: i % 80 }, end: { line: i + 3, character: 0 } },
      oldText: `old ${i} "q" é`,
      newText: `new\t${i}\n😀`,
      flags: [true, false, null, i % 2 === 0],
      score: Number((random() * 2000 - 1000).toFixed(3)) * 10 ** Math.floor(random() * 8 - 4),
    };
    edits.push(edit);
    length += JSON.stringify(edit).length + 1;
  }
  // Indented: some providers stream pretty-printed arguments, and whitespace is part of the work.
  return JSON.stringify({ edits }, null, 1);
}

function split(text: string, pieceSize: number): string[] {
  const pieces: string[] = [];
  for (let i = 0; i < text.length; i += pieceSize) pieces.push(text.slice(i, i + pieceSize));
  return pieces;
}

/** What the UI does: feed, read the partial value after every delta, then finish and use the result. */
function incremental(deltas: readonly string[]): unknown {
  const parser = new IncrementalJsonParser();
  let seen = 0;
  for (const delta of deltas) {
    parser.feed(delta);
    if (parser.value !== undefined) seen++;
  }
  const result = parser.finish();
  if (!result.ok) throw new Error(result.error.message);
  // Touch the largest string once so its rope is flattened inside the timed region.
  const content = (result.value as { content?: string }).content;
  return content === undefined ? seen : content.charCodeAt(content.length - 1) + seen;
}

/**
 * The reference approach, one delta: JSON.parse the whole buffer; when that
 * fails, close the open string and brackets and JSON.parse again. (A
 * generous model: the reference uses a JavaScript partial-JSON parser,
 * which is slower than the native JSON.parse used here.)
 */
function reparseBuffer(buffer: string, previous: unknown): unknown {
  try {
    return JSON.parse(buffer);
  } catch {
    try {
      return JSON.parse(repair(buffer));
    } catch {
      return previous;
    }
  }
}

/**
 * Total time of re-parsing the buffer at every delta, in ms. The cost of one
 * step depends only on the buffer length, so by default one delta in
 * `REPARSE_STRIDE` (the middle one of each group) is timed and counted
 * `REPARSE_STRIDE` times; `KEEL_BENCH_FULL_REPARSE=1` times every delta
 * (minutes on 1 MB).
 */
function reparseEveryDelta(deltas: readonly string[]): number {
  const stride = process.env.KEEL_BENCH_FULL_REPARSE === "1" ? 1 : REPARSE_STRIDE;
  let buffer = "";
  let partial: unknown;
  let total = 0;
  for (let i = 0; i < deltas.length; i++) {
    buffer += deltas[i];
    if (i % stride !== stride >> 1) continue;
    const start = performance.now();
    partial = reparseBuffer(buffer, partial);
    total += performance.now() - start;
  }
  if (partial === undefined) throw new Error("re-parse never produced a value");
  return total * stride;
}

function repair(text: string): string {
  const closers: string[] = [];
  let inString = false;
  let escaped = false;
  let lastBackslash = -1;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (escaped) escaped = false;
      else if (c === 0x5c) {
        escaped = true;
        lastBackslash = i;
      } else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b) closers.push("}");
    else if (c === 0x5b) closers.push("]");
    else if (c === 0x7d || c === 0x5d) closers.pop();
  }
  let repaired = text;
  if (inString) {
    if (lastBackslash >= text.length - 6) repaired = repaired.slice(0, lastBackslash);
    repaired += '"';
  }
  repaired = repaired.trimEnd();
  if (repaired.endsWith(",")) repaired = repaired.slice(0, -1);
  if (repaired.endsWith(":")) repaired += "null";
  return repaired + closers.reverse().join("");
}

interface Row {
  parserCpu: number;
  parserMin: number;
  jsonParseCpu: number;
  reparse: number;
}

function compare(label: string, text: string, pieceSize: number): Row {
  const deltas = split(text, pieceSize);
  const parser = measure(() => incremental(deltas), { warmup: 5, runs: 15 });
  const jsonParse = measure(() => JSON.parse(text), { warmup: 5, runs: 15 });
  const estimates = [0, 1, 2].map(() => reparseEveryDelta(deltas)).sort((a, b) => a - b);
  const reparse = estimates[1] ?? Number.NaN;
  const sampled =
    process.env.KEEL_BENCH_FULL_REPARSE === "1"
      ? "every delta timed"
      : `1 delta in ${REPARSE_STRIDE} timed, x${REPARSE_STRIDE}`;
  console.log(
    `${label}: ${(text.length / MB).toFixed(2)} M chars in ${deltas.length} deltas of ${pieceSize}   (wall median / min / CPU median)\n` +
      `  (a) IncrementalJsonParser, feed + .value after every delta + finish: ${ms(parser.median)} / ${ms(parser.min)} / ${ms(parser.cpuMedian)}\n` +
      `  (b) one JSON.parse of the whole text:                               ${ms(jsonParse.median)} / ${ms(jsonParse.min)} / ${ms(jsonParse.cpuMedian)}\n` +
      `  (c) re-parse the buffer at every delta (reference):                 ${ms(reparse)} (median of 3; ${sampled})\n` +
      `  parser / JSON.parse = ${(parser.cpuMedian / jsonParse.cpuMedian).toFixed(2)}x (CPU), ${(parser.min / jsonParse.min).toFixed(2)}x (min wall);` +
      `  re-parse / parser = ${(reparse / parser.median).toFixed(0)}x`,
  );
  return { parserCpu: parser.cpuMedian, parserMin: parser.min, jsonParseCpu: jsonParse.cpuMedian, reparse };
}

/** Prints the figures (medians of several runs after warm-up). */
export async function run(): Promise<void> {
  console.log(machineLoad());
  const variants = [
    ["one big string", bigStringArguments],
    ["many small values", manySmallValuesArguments],
  ] as const;
  for (const [name, build] of variants) {
    const full = build(MB);
    const pieceSize = Math.ceil(full.length / DELTAS_PER_MB);
    const one = compare(`${name}, 1 MB`, full, pieceSize);
    const half = compare(`${name}, 0.5 MB (same delta size)`, build(MB / 2), pieceSize);
    console.log(
      `  linearity 1 MB / 0.5 MB: parser ${(one.parserCpu / half.parserCpu).toFixed(2)} (CPU), ${(one.parserMin / half.parserMin).toFixed(2)} (min wall) (linear ≈ 2), ` +
        `JSON.parse ${(one.jsonParseCpu / half.jsonParseCpu).toFixed(2)} (CPU), re-parse ${(one.reparse / half.reparse).toFixed(2)} (quadratic ≈ 4)\n`,
    );
  }
}
