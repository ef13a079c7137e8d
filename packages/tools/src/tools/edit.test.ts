import { mkdirSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { MemoryFs } from "../operations/memory-fs.js";
import { errorOf, textOf } from "../test-support/results.js";
import { useTempDirs } from "../test-support/temp-dir.js";
import { createEditTool, prepareEditArguments } from "./edit.js";

const tempDir = useTempDirs();

function setup(name: string, content: string | Buffer) {
  const dir = tempDir();
  const path = join(dir, name);
  writeFileSync(path, content);
  const edit = createEditTool(dir);
  const run = (edits: { oldText: string; newText: string }[], file = name) =>
    edit.execute("call", { path: file, edits }, undefined, undefined);
  return { dir, path, edit, run, read: () => readFileSync(path, "utf8") };
}

describe("edit", () => {
  it("replaces exact text and reports a diff and the first changed line", async () => {
    const { run, read } = setup("a.ts", "const a = 1;\nconst b = 2;\nconst c = 3;\n");
    const result = await run([{ oldText: "const b = 2;", newText: "const b = 20;" }]);
    expect(read()).toBe("const a = 1;\nconst b = 20;\nconst c = 3;\n");
    expect(textOf(result)).toBe("Edited a.ts: 1 edit, first change at line 2.");
    expect(result.details?.firstChangedLine).toBe(2);
    expect(result.details?.diff).toBe(
      "--- a/a.ts\n+++ b/a.ts\n@@ -1,3 +1,3 @@\n const a = 1;\n-const b = 2;\n+const b = 20;\n const c = 3;",
    );
  });

  it("matches every edit against the original file", async () => {
    const { run, read } = setup("a.txt", "alpha\nbeta\ngamma\n");
    // The second oldText only exists in the original, not after the first edit.
    await run([
      { oldText: "alpha\nbeta", newText: "ALPHA" },
      { oldText: "gamma", newText: "GAMMA\nbeta" },
    ]);
    expect(read()).toBe("ALPHA\nGAMMA\nbeta\n");
  });

  it("accepts the single { oldText, newText } form through prepareArguments", () => {
    expect(prepareEditArguments({ path: "a", oldText: "x", newText: "y" })).toEqual({
      path: "a",
      edits: [{ oldText: "x", newText: "y" }],
    });
    expect(prepareEditArguments({ path: "a", edits: '[{"oldText":"x","newText":"y"}]' })).toEqual({
      path: "a",
      edits: [{ oldText: "x", newText: "y" }],
    });
    const untouched = { path: "a", edits: [] };
    expect(prepareEditArguments(untouched)).toBe(untouched);
  });

  it("says 'not found' with the closest lines and their numbers", async () => {
    const { run } = setup(
      "a.ts",
      "function add(a, b) {\n  return a + b;\n}\n\nfunction sub(a, b) {\n  return a - b;\n}\n",
    );
    const message = await errorOf(run([{ oldText: "function sub(x, y) {\n  return x - y;", newText: "" }]));
    expect(message).toContain("Edit: oldText was not found in the file.");
    expect(message).toContain(
      "The closest text is at lines 5-6:\n     5| function sub(a, b) {\n     6|   return a - b;",
    );
  });

  it("says 'found N times at lines …' for an ambiguous oldText", async () => {
    const { run, read } = setup("a.txt", "x = 1\ny = 2\nx = 1\nz\nx = 1\n");
    const message = await errorOf(run([{ oldText: "x = 1", newText: "x = 2" }]));
    expect(message).toBe(
      "Edit: oldText was found 3 times (at lines 1, 3, 5). It must match exactly one place: include more surrounding lines to make it unique.",
    );
    expect(read()).toBe("x = 1\ny = 2\nx = 1\nz\nx = 1\n");
  });

  it("says when edits overlap", async () => {
    const { run } = setup("a.txt", "one two three\nfour\n");
    const message = await errorOf(
      run([
        { oldText: "one two", newText: "1 2" },
        { oldText: "two three", newText: "2 3" },
      ]),
    );
    expect(message).toBe("Edits 1 and 2 overlap (lines 1-1 and 1-1). Merge them into one edit.");
  });

  it("says 'no change' for an edit that changes nothing", async () => {
    const { run } = setup("a.txt", "same\n");
    expect(await errorOf(run([{ oldText: "same", newText: "same" }]))).toContain("makes no change");
  });

  it("falls back to a normalized match: trailing whitespace, quotes, dashes, non-breaking spaces", async () => {
    const { run, read } = setup("a.md", "Say \u201chello\u201d \u2014 it\u2019s fine   \nnext\u00a0line\n");
    const result = await run([{ oldText: 'Say "hello" - it\'s fine\nnext line', newText: "Say hi\nnext line" }]);
    expect(read()).toBe("Say hi\nnext line\n");
    expect(textOf(result)).toContain("1 matched after normalizing whitespace/quotes");
    expect(result.details?.fuzzyMatches).toBe(1);
  });

  it("preserves CRLF line endings", async () => {
    const { run, path } = setup("win.txt", "a\r\nb\r\nc\r\n");
    await run([{ oldText: "b\nc", newText: "B\nC\nD" }]);
    expect(readFileSync(path, "latin1")).toBe("a\r\nB\r\nC\r\nD\r\n");
  });

  it("preserves a byte-order mark", async () => {
    const { run, path } = setup("bom.txt", Buffer.from("\uFEFFhello\r\nworld\r\n", "utf8"));
    await run([{ oldText: "world", newText: "there" }]);
    const bytes = readFileSync(path);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.subarray(3).toString("utf8")).toBe("hello\r\nthere\r\n");
  });

  it("leaves other lines of a mixed-ending file untouched", async () => {
    const { run, path } = setup("mixed.txt", "a\r\nb\nc\r\n");
    await run([{ oldText: "b", newText: "B" }]);
    expect(readFileSync(path, "latin1")).toBe("a\r\nB\nc\r\n");
  });

  it("lands 100 parallel edits with distinct oldTexts on one file", async () => {
    const lines = Array.from({ length: 100 }, (_, i) => `item ${i}: todo`);
    const { edit, read } = setup("list.txt", `${lines.join("\n")}\n`);
    await Promise.all(
      lines.map((_, i) =>
        edit.execute(
          "call",
          { path: "list.txt", edits: [{ oldText: `item ${i}: todo`, newText: `item ${i}: done` }] },
          undefined,
          undefined,
        ),
      ),
    );
    expect(read()).toBe(`${lines.map((line) => line.replace("todo", "done")).join("\n")}\n`);
  });

  it("serializes edits naming one file through a symlink and a relative path", async () => {
    const { dir, path, edit, read } = setup("shared.txt", "a0\nb0\n");
    mkdirSync(join(dir, "sub"));
    symlinkSync(path, join(dir, "sub", "alias.txt"));
    const viaRelative = relative(dir, path);
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        edit.execute(
          "call",
          {
            path: i % 2 ? "sub/alias.txt" : viaRelative,
            edits: [{ oldText: i % 2 ? "b0" : "a0", newText: i % 2 ? "b0\nb" : "a0\na" }],
          },
          undefined,
          undefined,
        ),
      ),
    );
    const text = read();
    expect(text.split("\n").filter((line) => line === "a")).toHaveLength(10);
    expect(text.split("\n").filter((line) => line === "b")).toHaveLength(10);
  });

  it("refuses binary files and invalid UTF-8 without touching them", async () => {
    const binary = setup("a.bin", Buffer.from([0x61, 0, 0x62]));
    expect(await errorOf(binary.run([{ oldText: "a", newText: "b" }]))).toBe(
      "Cannot edit a.bin: it is a binary file. Only text files can be edited.",
    );
    const latin = setup("a.txt", Buffer.from("caf\xe9\n", "latin1"));
    expect(await errorOf(latin.run([{ oldText: "caf", newText: "bar" }]))).toContain("it is not valid UTF-8");
    expect(readFileSync(latin.path, "latin1")).toBe("caf\xe9\n");
  });

  it("says clearly when the file is missing, is a directory, or is not writable", async () => {
    const { dir, run } = setup("a.txt", "x");
    mkdirSync(join(dir, "src"));
    expect(await errorOf(run([{ oldText: "x", newText: "y" }], "missing.txt"))).toBe(
      "Cannot edit missing.txt: no such file or directory. Check the path; use ls or find to locate it.",
    );
    expect(await errorOf(run([{ oldText: "x", newText: "y" }], "src"))).toContain("it is a directory");
    const fs = new MemoryFs({ "/w/ro.txt": "x" });
    fs.chmod("/w/ro.txt", 0o444);
    const edit = createEditTool("/w", { fs });
    expect(
      await errorOf(
        edit.execute("call", { path: "ro.txt", edits: [{ oldText: "x", newText: "y" }] }, undefined, undefined),
      ),
    ).toContain("Cannot edit ro.txt: permission denied.");
  });

  it("builds one hunk per region with context, and counts lines after earlier edits", async () => {
    const lines = Array.from({ length: 30 }, (_, i) => `l${i + 1}`);
    const { run } = setup("a.txt", `${lines.join("\n")}\n`);
    const result = await run([
      { oldText: "l2\n", newText: "l2\nextra\n" },
      { oldText: "l20", newText: "L20" },
    ]);
    expect(result.details?.diff).toBe(
      [
        "--- a/a.txt",
        "+++ b/a.txt",
        "@@ -1,5 +1,6 @@",
        " l1",
        " l2",
        "+extra",
        " l3",
        " l4",
        " l5",
        "@@ -17,7 +18,7 @@",
        " l17",
        " l18",
        " l19",
        "-l20",
        "+L20",
        " l21",
        " l22",
        " l23",
      ].join("\n"),
    );
    expect(result.details?.firstChangedLine).toBe(3);
  });
});
