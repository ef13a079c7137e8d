import { execFileSync } from "node:child_process";
import { chmodSync, closeSync, mkdirSync, openSync, writeFileSync, writeSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { MemoryFs } from "../operations/memory-fs.js";
import { errorOf, textOf } from "../test-support/results.js";
import { useTempDirs } from "../test-support/temp-dir.js";
import { createReadTool, type ReadToolOptions } from "./read.js";

const tempDir = useTempDirs();

function setup(files: Record<string, string | Buffer> = {}, options: ReadToolOptions = {}) {
  const dir = tempDir();
  for (const [name, content] of Object.entries(files)) writeFileSync(join(dir, name), content);
  const read = createReadTool(dir, options);
  const run = (path: string, extra: { offset?: number; limit?: number } = {}) =>
    read.execute("call", { path, ...extra }, undefined, undefined);
  return { dir, run };
}

const numbered = (count: number) => Array.from({ length: count }, (_, i) => `line ${i + 1}`).join("\n");
// Smallest valid images of each format (magic bytes are what matters).
const PNG = Buffer.from("89504e470d0a1a0a0000000d4948445200000001000000010806000000", "hex");
const JPEG = Buffer.from("ffd8ffe000104a46494600010100000100010000ffd9", "hex");
const GIF = Buffer.from("GIF89a\x01\x00\x01\x00\x00\x00\x00;", "latin1");
const WEBP = Buffer.concat([Buffer.from("RIFF"), Buffer.from([0x1a, 0, 0, 0]), Buffer.from("WEBPVP8 ")]);

describe("read", () => {
  it("reads a small text file whole", async () => {
    const { run } = setup({ "a.txt": "hello\nworld\n" });
    const result = await run("a.txt");
    expect(textOf(result)).toBe("hello\nworld");
    expect(result.details).toMatchObject({ kind: "text", firstLine: 1, lastLine: 2, totalLines: 2 });
  });

  it("cuts at 2000 lines and says which offset continues", async () => {
    const { run } = setup({ "big.txt": numbered(2500) });
    const text = textOf(await run("big.txt"));
    expect(text.split("\n")[1999]).toBe("line 2000");
    expect(text).toContain("[Showing lines 1-2000 of 2500 (cut at the 2000-line limit). Use offset=2001 to continue.]");
    const rest = textOf(await run("big.txt", { offset: 2001 }));
    expect(rest.startsWith("line 2001\n")).toBe(true);
    expect(rest.endsWith("line 2500")).toBe(true);
  });

  it("cuts at 50 KB when lines are long", async () => {
    const { run } = setup({
      "wide.txt": Array.from({ length: 200 }, (_, i) => `${i + 1}:${"x".repeat(1000)}`).join("\n"),
    });
    const result = await run("wide.txt");
    expect(textOf(result)).toMatch(
      /\[Showing lines 1-51 of 200 \(cut at the 50.0 KB limit\)\. Use offset=52 to continue\.\]/,
    );
    expect(result.details).toMatchObject({ truncation: { truncatedBy: "bytes" } });
  });

  it("honours offset and limit and says how many lines remain", async () => {
    const { run } = setup({ "a.txt": numbered(100) });
    const text = textOf(await run("a.txt", { offset: 10, limit: 3 }));
    expect(text).toBe("line 10\nline 11\nline 12\n\n[88 more lines in the file. Use offset=13 to continue.]");
    // One line left is "1 more line".
    const one = textOf(await run("a.txt", { offset: 1, limit: 99 }));
    expect(one).toMatch(/\[1 more line in the file\. Use offset=100 to continue\.\]$/);
  });

  it("refuses an offset past the end with the line count", async () => {
    const { run } = setup({ "a.txt": numbered(5) });
    expect(await errorOf(run("a.txt", { offset: 9 }))).toBe(
      "Offset 9 is beyond the end of a.txt (5 lines). Use an offset from 1 to 5.",
    );
  });

  it("reports an empty file", async () => {
    const { run } = setup({ "empty.txt": "" });
    expect(textOf(await run("empty.txt"))).toBe("[The file is empty.]");
  });

  it("shows CRLF files without carriage returns", async () => {
    const { run } = setup({ "win.txt": "a\r\nb\r\n" });
    expect(textOf(await run("win.txt"))).toBe("a\nb");
  });

  it("reads only the lines needed from a 2 GB file", async () => {
    const { dir, run } = setup();
    const path = join(dir, "huge.log");
    // A sparse 2 GB file with 1 MB of text at the start; reading it whole would take seconds and 2 GB.
    const fd = openSync(path, "w");
    writeSync(fd, Buffer.from(`${numbered(100_000)}\n`));
    writeSync(fd, Buffer.from("tail\n"), 0, 5, 2 * 1024 * 1024 * 1024 - 5);
    closeSync(fd);
    const started = Date.now();
    const result = await run("huge.log", { limit: 50 });
    expect(Date.now() - started).toBeLessThan(2000);
    expect(textOf(result).split("\n")[49]).toBe("line 50");
    expect(textOf(result)).toContain("[More lines in the file. Use offset=51 to continue.]");
    expect(result.details).toMatchObject({ lastLine: 50 });
  });

  it("reports a first line longer than 50 KB and shows its start", async () => {
    const { run } = setup({ "minified.js": `${"é".repeat(40_000)}\nnext` });
    const text = textOf(await run("minified.js"));
    expect(text).toMatch(/^é+\n\n\[Line 1 is 78\.1 KB, over the 50\.0 KB limit: showing its first 50\.0 KB\./);
    expect(text).toContain("offset=2");
    expect(text).not.toContain("\uFFFD");
  });

  it("does not mistake a long line cut mid-character for invalid UTF-8, and reports the line's real size", async () => {
    // One ASCII byte then 3-byte characters: the 50 KB cut falls inside a character.
    const { run } = setup({ "wide.txt": `x${"中".repeat(30_000)}\nnext\n` });
    const result = await run("wide.txt");
    const text = textOf(result);
    expect(text).not.toContain("\uFFFD");
    expect(text).not.toContain("not valid UTF-8");
    expect(text).toMatch(/\[Line 1 is 87\.9 KB, over the 50\.0 KB limit: showing its first 50\.0 KB\./);
    expect(text).toContain("cut -b 51200-102399");
    expect(result.details).not.toHaveProperty("invalidUtf8");
    expect(result.details).toMatchObject({
      truncation: { truncated: true, truncatedBy: "bytes", firstLineExceedsLimit: true, totalBytes: 90_001 },
    });
  });

  it("marks invalid UTF-8 instead of failing", async () => {
    const { run } = setup({ "latin1.txt": Buffer.from("caf\xe9 au lait\n", "latin1") });
    const result = await run("latin1.txt");
    expect(textOf(result)).toContain("caf\uFFFD au lait");
    expect(textOf(result)).toContain("not valid UTF-8");
    expect(result.details).toMatchObject({ invalidUtf8: true });
  });

  it.each([
    ["png", PNG, "image/png"],
    ["jpg", JPEG, "image/jpeg"],
    ["gif", GIF, "image/gif"],
    ["webp", WEBP, "image/webp"],
  ])("returns a %s image as image content (by magic bytes)", async (_name, bytes, mimeType) => {
    const { run } = setup({ "picture.bin": bytes });
    const result = await run("picture.bin");
    expect(result.content[1]).toEqual({ type: "image", data: bytes.toString("base64"), mimeType });
    expect(result.details).toMatchObject({ kind: "image", mimeType, bytes: bytes.length });
  });

  it("refuses an image over the size cap with a clear error", async () => {
    const { run } = setup({ "big.png": Buffer.concat([PNG, Buffer.alloc(2048)]) }, { maxImageBytes: 1024 });
    expect(await errorOf(run("big.png"))).toMatch(
      /^Image big\.png is 2\.\d KB, over the 1\.0 KB limit for images\. Make a smaller copy/,
    );
  });

  it("refuses binary files and says what they seem to be", async () => {
    const { run } = setup({
      "app.bin": Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(64)]),
      "archive.zip": Buffer.concat([Buffer.from("PK\x03\x04", "latin1"), Buffer.alloc(32)]),
      "blob.dat": Buffer.from([1, 2, 3, 0, 0, 4, 5]),
    });
    expect(await errorOf(run("app.bin"))).toMatch(/^app\.bin is not a text file: it looks like an ELF executable/);
    expect(await errorOf(run("archive.zip"))).toContain("a ZIP archive");
    expect(await errorOf(run("blob.dat"))).toContain("it looks like binary data");
  });

  it("says clearly when the file is missing or is a directory", async () => {
    const { run, dir } = setup();
    mkdirSync(join(dir, "src"));
    expect(await errorOf(run("nope.txt"))).toBe(
      "Cannot read nope.txt: no such file or directory. Check the path; use ls or find to locate it.",
    );
    expect(await errorOf(run("src"))).toBe(
      "Cannot read src: it is a directory. Use ls to list it, or give a file path.",
    );
  });

  it("refuses a named pipe instead of blocking on it", async () => {
    const { dir, run } = setup();
    execFileSync("mkfifo", [join(dir, "pipe")]);
    expect(await errorOf(run("pipe"))).toBe("Cannot read pipe: it is not a regular file (a device, socket or pipe).");
  });

  // Root bypasses file permissions, so this only runs as another user; the in-memory test below covers it as root.
  it.skipIf(process.getuid?.() === 0)(
    "says clearly when permission is denied (real file system, non-root)",
    async () => {
      const { run, dir } = setup({ "secret.txt": "x" });
      chmodSync(join(dir, "secret.txt"), 0);
      expect(await errorOf(run("secret.txt"))).toContain("permission denied");
    },
  );

  it("says clearly when permission is denied (in-memory file system, so it also runs as root)", async () => {
    const fs = new MemoryFs({ "/w/secret.txt": "x" });
    fs.chmod("/w/secret.txt", 0);
    const read = createReadTool("/w", { fs });
    expect(await errorOf(read.execute("call", { path: "secret.txt" }, undefined, undefined))).toBe(
      "Cannot read secret.txt: permission denied. Choose another path or ask the user to change its permissions.",
    );
  });

  it("expands ~ and refuses paths outside allowedRoots", async () => {
    const dir = tempDir();
    const home = tempDir();
    writeFileSync(join(home, "notes.txt"), "from home");
    const read = createReadTool(dir, { homeDir: home });
    expect(textOf(await read.execute("call", { path: "~/notes.txt" }, undefined, undefined))).toBe("from home");
    const fenced = createReadTool(dir, { homeDir: home, allowedRoots: [dir] });
    expect(await errorOf(fenced.execute("call", { path: "~/notes.txt" }, undefined, undefined))).toMatch(
      /is outside the allowed workspace .*Use a path inside the workspace\./,
    );
  });
});
