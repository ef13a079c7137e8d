import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { readJsonObjectFile } from "./read-json-object-file.js";

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "keel-json-object-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe("readJsonObjectFile", () => {
  it("reads an object; an absent or blank file is {}", async () => {
    writeFileSync(join(dir, "a.json"), '{ "x": 1 }');
    writeFileSync(join(dir, "blank.json"), "  \n");
    expect(await readJsonObjectFile(join(dir, "a.json"))).toEqual({ ok: true, value: { x: 1 } });
    expect(await readJsonObjectFile(join(dir, "blank.json"))).toEqual({ ok: true, value: {} });
    expect(await readJsonObjectFile(join(dir, "missing.json"))).toEqual({ ok: true, value: {} });
  });

  it("bad input: invalid JSON is refused with line and column, an array or a folder with the reason", async () => {
    writeFileSync(join(dir, "bad.json"), '{\n  "x": 1,,\n}');
    writeFileSync(join(dir, "list.json"), "[1]");
    const bad = await readJsonObjectFile(join(dir, "bad.json"));
    expect(bad.ok === false && bad.diagnostics[0]).toMatchObject({
      line: 2,
      hint: "Fix the file by hand, then try again.",
    });
    const list = await readJsonObjectFile(join(dir, "list.json"));
    expect(list.ok === false && list.diagnostics[0]?.message).toBe("is not a JSON object; not changed");
    const folder = await readJsonObjectFile(dir);
    expect(folder.ok === false && folder.diagnostics[0]?.message).toMatch(/^cannot read the file: /);
  });
});
