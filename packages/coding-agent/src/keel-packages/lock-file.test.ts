import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { readLockFile, updateLockFile } from "./lock-file.js";

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "keel-lock-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe("packages-lock.json", () => {
  it("a missing file is an empty lock; entries are written sorted and read back", async () => {
    const path = join(dir, "packages-lock.json");
    expect(await readLockFile(path)).toEqual({ ok: true, lock: { lockfileVersion: 1, packages: {} } });
    await updateLockFile(path, (packages) => {
      packages["npm:zeta"] = { kind: "npm", source: "npm:zeta", name: "zeta", version: "2.0.0" };
      packages["git:example.com/a/b"] = {
        kind: "git",
        source: "git:example.com/a/b@v1",
        url: "https://example.com/a/b",
        ref: "v1",
        refKind: "tag",
        commit: "0123456789abcdef0123456789abcdef01234567",
      };
    });
    const text = readFileSync(path, "utf8");
    expect(text.indexOf("git:example.com/a/b")).toBeLessThan(text.indexOf("npm:zeta"));
    const read = await readLockFile(path);
    expect(read.ok && Object.keys(read.lock.packages)).toEqual(["git:example.com/a/b", "npm:zeta"]);
  });

  it("bad input: a lock file that does not fit the schema is refused with where and what, and never rewritten", async () => {
    const path = join(dir, "packages-lock.json");
    const bad =
      '{ "lockfileVersion": 1, "packages": { "npm:x": { "kind": "npm", "source": "npm:x", "name": "x" } } }\n';
    writeFileSync(path, bad);
    const read = await readLockFile(path);
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.diagnostics[0]).toMatchObject({
      source: path,
      line: 1,
      hint: expect.stringMatching(/Fix or delete the lock file/),
    });
    expect(await updateLockFile(path, () => undefined)).toMatchObject({ ok: false });
    expect(readFileSync(path, "utf8")).toBe(bad);
  });
});
