import {
  chmodSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { MemoryFs } from "../operations/memory-fs.js";
import { errorOf, textOf } from "../test-support/results.js";
import { useTempDirs } from "../test-support/temp-dir.js";
import { createWriteTool } from "./write.js";

const tempDir = useTempDirs();

describe("write", () => {
  it("creates parent folders and reports the bytes written", async () => {
    const dir = tempDir();
    const write = createWriteTool(dir);
    const result = await write.execute("call", { path: "a/b/c.txt", content: "héllo\n" }, undefined, undefined);
    expect(readFileSync(join(dir, "a/b/c.txt"), "utf8")).toBe("héllo\n");
    expect(textOf(result)).toBe("Created a/b/c.txt (7 bytes).");
    expect(result.details).toEqual({ path: join(dir, "a/b/c.txt"), bytes: 7, created: true });
  });

  it("replaces a file, keeps its mode and leaves no temp file behind", async () => {
    const dir = tempDir();
    const path = join(dir, "run.sh");
    writeFileSync(path, "old");
    chmodSync(path, 0o751);
    const write = createWriteTool(dir);
    const result = await write.execute(
      "call",
      { path: "run.sh", content: "#!/bin/sh\necho new\n" },
      undefined,
      undefined,
    );
    expect(result.details?.created).toBe(false);
    expect(readFileSync(path, "utf8")).toBe("#!/bin/sh\necho new\n");
    expect(statSync(path).mode & 0o777).toBe(0o751);
    expect(readdirSync(dir)).toEqual(["run.sh"]);
  });

  it("writes atomically: a concurrent reader sees the old or the new file, never a partial one", async () => {
    const dir = tempDir();
    const path = join(dir, "data.txt");
    const a = "a".repeat(512 * 1024);
    const b = "b".repeat(512 * 1024);
    writeFileSync(path, a);
    const write = createWriteTool(dir);
    let done = false;
    const seen = new Set<string>();
    const reader = (async () => {
      while (!done) {
        const text = readFileSync(path, "utf8");
        seen.add(text === a ? "a" : text === b ? "b" : `partial:${text.length}`);
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    for (let i = 0; i < 6; i++)
      await write.execute("call", { path: "data.txt", content: i % 2 ? a : b }, undefined, undefined);
    done = true;
    await reader;
    expect([...seen].filter((kind) => kind.startsWith("partial"))).toEqual([]);
  });

  it("writes through a symlink to its target and keeps the link", async () => {
    const dir = tempDir();
    mkdirSync(join(dir, "real"));
    writeFileSync(join(dir, "real", "config.json"), "{}");
    symlinkSync(join(dir, "real", "config.json"), join(dir, "link.json"));
    await createWriteTool(dir).execute("call", { path: "link.json", content: '{"a":1}' }, undefined, undefined);
    expect(lstatSync(join(dir, "link.json")).isSymbolicLink()).toBe(true);
    expect(readFileSync(join(dir, "real", "config.json"), "utf8")).toBe('{"a":1}');
  });

  it("refuses a directory with a clear error", async () => {
    const dir = tempDir();
    mkdirSync(join(dir, "src"));
    expect(
      await errorOf(createWriteTool(dir).execute("call", { path: "src", content: "x" }, undefined, undefined)),
    ).toBe("Cannot write src: it is a directory. Use ls to list it, or give a file path.");
  });

  it("says clearly when permission is denied (in-memory file system)", async () => {
    const fs = new MemoryFs({ "/w/locked.txt": "x" });
    fs.chmod("/w/locked.txt", 0o444);
    const write = createWriteTool("/w", { fs });
    expect(await errorOf(write.execute("call", { path: "locked.txt", content: "y" }, undefined, undefined))).toContain(
      "Cannot write locked.txt: permission denied.",
    );
  });

  it("serializes parallel writes to one file", async () => {
    const dir = tempDir();
    const write = createWriteTool(dir);
    const contents = Array.from({ length: 20 }, (_, i) => `${String(i).repeat(10_000)}\n`);
    await Promise.all(
      contents.map((content) => write.execute("call", { path: "same.txt", content }, undefined, undefined)),
    );
    expect(contents).toContain(readFileSync(join(dir, "same.txt"), "utf8"));
    expect(readdirSync(dir)).toEqual(["same.txt"]);
  });
});
