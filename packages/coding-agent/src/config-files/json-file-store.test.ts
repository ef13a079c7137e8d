import { chmodSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Ajv } from "ajv";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type JsonFileSpec, readJsonFile, writeJsonFile } from "./json-file-store.js";

const validate = new Ajv().compile({
  type: "object",
  additionalProperties: { type: "boolean" },
});

describe("readJsonFile / writeJsonFile", () => {
  let dir: string;
  let spec: JsonFileSpec;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), "keel-json-store-"));
    spec = { path: join(dir, "file.json"), validate, hint: "fix it", rootMessage: "must be an object" };
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("reads a missing file as missing, with no problem", async () => {
    expect(await readJsonFile(spec)).toEqual({ status: "missing", diagnostics: [] });
  });

  it("reads a document that fits the schema", async () => {
    writeFileSync(spec.path, '{ "/a": true }');
    const read = await readJsonFile<Record<string, boolean>>(spec);
    expect(read.status === "ok" && read.value).toEqual({ "/a": true });
  });

  it("reports invalid JSON at its line and column, with the hint", async () => {
    writeFileSync(spec.path, '{\n  "/a": tru\n}');
    const read = await readJsonFile(spec);
    expect(read.status).toBe("bad");
    expect(read.diagnostics).toHaveLength(1);
    expect(read.diagnostics[0]).toMatchObject({ severity: "error", source: spec.path, line: 2, hint: "fix it" });
    expect(read.diagnostics[0]?.message).toMatch(/^invalid JSON/);
  });

  it("reports a value that does not fit the schema at its place, and the root with the spec's message", async () => {
    writeFileSync(spec.path, '{\n  "/a": true,\n  "/b": "yes"\n}');
    const read = await readJsonFile(spec);
    expect(read.status).toBe("bad");
    expect(read.diagnostics[0]).toMatchObject({ path: "/~1b", line: 3, message: "must be boolean", hint: "fix it" });
    writeFileSync(spec.path, "[1]");
    expect((await readJsonFile(spec)).diagnostics[0]).toMatchObject({ path: "(root)", message: "must be an object" });
  });

  it("writes the whole document pretty-printed; a secret file with mode 0600", async () => {
    await writeJsonFile(spec, { "/a": false });
    expect(readFileSync(spec.path, "utf8")).toBe('{\n  "/a": false\n}\n');
    const secret = { ...spec, path: join(dir, "nested", "auth.json"), secret: "API keys" };
    await writeJsonFile(secret, { "/a": true });
    if (process.platform !== "win32") expect(statSync(secret.path).mode & 0o777).toBe(0o600);
  });

  it.skipIf(process.platform === "win32")("warns when other users can read a secret file", async () => {
    const secret = { ...spec, secret: "API keys" };
    writeFileSync(secret.path, "{}");
    chmodSync(secret.path, 0o644);
    const read = await readJsonFile(secret);
    expect(read.status).toBe("ok");
    expect(read.diagnostics).toEqual([
      expect.objectContaining({ severity: "warning", message: expect.stringContaining("holds API keys") }),
    ]);
  });
});
