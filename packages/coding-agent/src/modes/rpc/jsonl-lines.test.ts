import { PassThrough } from "node:stream";
import { describe, expect, it } from "vitest";
import { readJsonlLines } from "./jsonl-lines.js";

async function linesOf(chunks: (string | Buffer)[]): Promise<string[]> {
  const stream = new PassThrough();
  const read = (async () => {
    const lines: string[] = [];
    for await (const line of readJsonlLines(stream)) lines.push(line);
    return lines;
  })();
  for (const chunk of chunks) stream.write(chunk);
  stream.end();
  return read;
}

describe("readJsonlLines", () => {
  it("splits on LF only: U+2028 and U+2029 stay inside a record", async () => {
    expect(await linesOf(['{"a":"x\u2028y\u2029z"}\n{"b":1}\n'])).toEqual(['{"a":"x\u2028y\u2029z"}', '{"b":1}']);
  });

  it("drops a CR before LF, skips blank lines, and keeps a last line without LF", async () => {
    expect(await linesOf(['{"a":1}\r\n\n  \r\n{"b":2}'])).toEqual(['{"a":1}', '{"b":2}']);
  });

  it("joins a record split across chunks, also inside a multi-byte character", async () => {
    const bytes = Buffer.from('{"text":"héllo ✓"}\n', "utf8");
    const chunks = [...bytes].map((byte) => Buffer.from([byte]));
    expect(await linesOf(chunks)).toEqual(['{"text":"héllo ✓"}']);
  });

  it("reads a 4 MiB line", async () => {
    const big = `{"message":"${"y".repeat(4 * 1024 * 1024)}"}`;
    const half = big.length / 2;
    const lines = await linesOf([big.slice(0, half), big.slice(half), "\n"]);
    expect(lines).toHaveLength(1);
    expect(lines[0]?.length).toBe(big.length);
  });
});
