import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { useTempDirs } from "../test-support/temp-dir.js";
import { SpillSink } from "./spill-file.js";
import { SpillFolder } from "./spill-folder.js";
import { TailBuffer } from "./tail-buffer.js";

const tempDir = useTempDirs();
const bytes = (text: string) => new TextEncoder().encode(text);

describe("TailBuffer", () => {
  it("keeps at most its capacity and counts the whole stream", () => {
    const tail = new TailBuffer(10);
    for (let i = 0; i < 100; i++) tail.append(bytes(`line ${i}\n`));
    expect(tail.totalLines).toBe(100);
    expect(tail.totalBytes).toBe(bytes(Array.from({ length: 100 }, (_, i) => `line ${i}\n`).join("")).length);
    expect(tail.dropped).toBe(true);
    // The partial first line is left out.
    expect(tail.text()).toBe("line 99\n");
  });

  it("keeps the end of one long line from a character boundary", () => {
    const tail = new TailBuffer(5);
    tail.append(bytes("ééééééé"));
    expect(tail.text()).toBe("éé");
    expect(tail.totalLines).toBe(1);
  });

  it("does not count a final newline as a line", () => {
    const tail = new TailBuffer(100);
    tail.append(bytes("a\nb"));
    expect(tail.totalLines).toBe(2);
    tail.append(bytes("\n"));
    expect(tail.totalLines).toBe(2);
    expect(tail.text()).toBe("a\nb\n");
  });
});

describe("SpillSink", () => {
  it("opens a file only once the stream outgrows the limits, and writes everything to it", () => {
    const dir = tempDir();
    const small = new SpillSink({ folder: SpillFolder.at(dir), prefix: "t" }, { maxLines: 3, maxBytes: 100 });
    small.write(bytes("a\nb\nc\n"));
    expect(small.close()).toBeUndefined();

    const big = new SpillSink({ folder: SpillFolder.at(dir), prefix: "t" }, { maxLines: 3, maxBytes: 100 });
    big.write(bytes("a\nb\n"));
    big.write(bytes("c\nd\n"));
    big.write(bytes("e\n"));
    const path = big.close();
    expect(path).toMatch(new RegExp(`^${join(dir, "keel-t-")}`));
    expect(readFileSync(path as string, "utf8")).toBe("a\nb\nc\nd\ne\n");
  });
});
