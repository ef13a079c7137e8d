import { mkdirSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { MemoryFs } from "../operations/memory-fs.js";
import { errorOf, textOf } from "../test-support/results.js";
import { useTempDirs } from "../test-support/temp-dir.js";
import { createLsTool } from "./ls.js";

const tempDir = useTempDirs();

describe("ls", () => {
  it("lists sorted entries with dotfiles, folders (and links to folders) marked with /", async () => {
    const dir = tempDir();
    for (const name of ["b.txt", "A.md", ".env", "c"]) writeFileSync(join(dir, name), "");
    mkdirSync(join(dir, "src"));
    mkdirSync(join(dir, ".config"));
    symlinkSync(join(dir, "src"), join(dir, "source"));
    const result = await createLsTool(dir).execute("call", {}, undefined, undefined);
    expect(textOf(result)).toBe([".config/", ".env", "A.md", "b.txt", "c", "source/", "src/"].join("\n"));
    expect(result.details).toEqual({ total: 7, shown: 7, limitReached: false });
  });

  it("stops at the limit and says how many there are", async () => {
    const dir = tempDir();
    for (let i = 0; i < 10; i++) writeFileSync(join(dir, `f${i}`), "");
    const text = textOf(await createLsTool(dir).execute("call", { limit: 3 }, undefined, undefined));
    expect(text).toBe("f0\nf1\nf2\n\n[Showing 3 of 10 entries. Raise limit, or use find with a pattern.]");
  });

  it("lists 500 entries by default", async () => {
    const dir = tempDir();
    for (let i = 0; i < 510; i++) writeFileSync(join(dir, `f${String(i).padStart(3, "0")}`), "");
    const result = await createLsTool(dir).execute("call", {}, undefined, undefined);
    expect(result.details).toEqual({ total: 510, shown: 500, limitReached: true });
    expect(textOf(result)).toContain("f499\n\n[Showing 500 of 510 entries.");
  });

  it("spills a listing over 50 KB (long names) to a file and says where", async () => {
    const dir = tempDir();
    const names = Array.from({ length: 300 }, (_, i) => `${String(i).padStart(3, "0")}${"n".repeat(200)}`);
    for (const name of names) writeFileSync(join(dir, name), "");
    const result = await createLsTool(dir, { spillDir: tempDir() }).execute("call", {}, undefined, undefined);
    const fullOutputPath = result.details?.fullOutputPath as string;
    expect(textOf(result)).toContain(`lines shown). Full output: ${fullOutputPath}]`);
    expect(readFileSync(fullOutputPath, "utf8")).toBe(names.join("\n"));
    expect(result.details?.truncation).toMatchObject({ truncated: true, truncatedBy: "bytes", totalLines: 300 });
  });

  it("reports an empty folder, a file and a missing path clearly", async () => {
    const dir = tempDir();
    mkdirSync(join(dir, "empty"));
    writeFileSync(join(dir, "file.txt"), "");
    const ls = createLsTool(dir);
    expect(textOf(await ls.execute("call", { path: "empty" }, undefined, undefined))).toBe("(empty folder)");
    expect(await errorOf(ls.execute("call", { path: "file.txt" }, undefined, undefined))).toBe(
      "Cannot list file.txt: it is a file, not a folder. Use read to see its content.",
    );
    expect(await errorOf(ls.execute("call", { path: "nope" }, undefined, undefined))).toBe(
      "Cannot list nope: no such file or directory. Check the path; use ls or find to locate it.",
    );
  });

  it("says clearly when permission is denied (in-memory file system)", async () => {
    const fs = new MemoryFs({ "/w/private/x": "" });
    fs.chmod("/w/private", 0o300);
    const ls = createLsTool("/w", { fs });
    expect(await errorOf(ls.execute("call", { path: "private" }, undefined, undefined))).toBe(
      "Cannot list private: permission denied. Choose another path or ask the user to change its permissions.",
    );
  });
});
