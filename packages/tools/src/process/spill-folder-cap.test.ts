import { existsSync, readdirSync, utimesSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { useTempDirs } from "../test-support/temp-dir.js";
import { createBashTool } from "../tools/bash.js";
import { SpillSink, writeSpillFile } from "./spill-file.js";
import { SpillFolder } from "./spill-folder.js";

const tempDir = useTempDirs();

/** Sets a file's modification time `seconds` into the past, so "oldest" does not depend on the clock's resolution. */
function backdate(path: string, seconds: number): void {
  const when = new Date(Date.now() - seconds * 1000);
  utimesSync(path, when, when);
}

describe("a spill folder's size cap (maxBytes)", () => {
  it("removes the oldest spill files once the folder holds more than the cap, and keeps the newest", () => {
    const dir = tempDir();
    const folder = new SpillFolder({ dir, maxBytes: 250 });
    const first = writeSpillFile("a".repeat(100), { folder, prefix: "bash" });
    backdate(first, 30);
    const second = writeSpillFile("b".repeat(100), { folder, prefix: "bash" });
    backdate(second, 20);
    writeFileSync(join(dir, "notes.txt"), "x".repeat(1000)); // not a spill file: never counted or removed
    const third = writeSpillFile("c".repeat(100), { folder, prefix: "grep" });
    expect(existsSync(first)).toBe(false);
    expect(existsSync(second)).toBe(true);
    expect(existsSync(third)).toBe(true);
    expect(existsSync(join(dir, "notes.txt"))).toBe(true);
  });

  it("keeps a file larger than the whole cap (the model was just told its path), and files still being written", () => {
    const dir = tempDir();
    const folder = new SpillFolder({ dir, maxBytes: 10 });
    const open = new SpillSink({ folder, prefix: "bash" }, { maxBytes: 1, maxLines: 1 });
    open.write(new TextEncoder().encode("still\nrunning\n"));
    const big = writeSpillFile("z".repeat(100), { folder, prefix: "bash" });
    expect(existsSync(big)).toBe(true);
    expect(existsSync(open.path as string)).toBe(true);
    backdate(big, 10);
    // Closing the sink applies the cap again: the older file goes, the one just finished stays.
    const openPath = open.close() as string;
    expect(existsSync(openPath)).toBe(true);
    expect(existsSync(big)).toBe(false);
  });

  it("refuses a cap that is not a number of bytes, saying what it got", () => {
    expect(() => new SpillFolder({ maxBytes: -1 })).toThrow(
      "SpillFolder maxBytes must be a number of bytes, 0 or more; got -1",
    );
    expect(() => new SpillFolder({ maxBytes: Number.NaN })).toThrow("got NaN");
  });
});

describe("a spill folder located later (locate)", () => {
  it("is decided on first use, so tools made before their owner's folder is known spill into it", async () => {
    const cwd = tempDir();
    let where: string | undefined;
    const folder = new SpillFolder({ locate: () => where });
    const bash = createBashTool(cwd, { spill: folder });
    where = join(tempDir(), "session", "spill");
    const result = await bash.execute("c1", { command: "seq 1 5000" }, undefined, undefined);
    const full = (result.details as { fullOutputPath?: string }).fullOutputPath as string;
    expect(full.startsWith(`${where}/keel-bash-`)).toBe(true);
    expect(folder.managed).toBe(false);
    expect(readdirSync(where)).toHaveLength(1);
  });

  it("is a managed temp folder when locate answers undefined (no owner folder)", () => {
    const parent = tempDir();
    const folder = new SpillFolder({ parent, locate: () => undefined });
    expect(folder.managed).toBe(true);
    expect(folder.path.startsWith(join(parent, "keel-spill-"))).toBe(true);
  });
});
