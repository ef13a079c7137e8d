import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { renderStandaloneValidators } from "./standalone-validators.js";

const dir = mkdtempSync(join(tmpdir(), "keel-standalone-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Writes the rendered module as plain JavaScript (the header's `@ts-nocheck` is a comment) and imports it. */
async function load(source: string, name: string): Promise<Record<string, unknown>> {
  const file = join(dir, `${name}.mjs`);
  writeFileSync(file, source);
  return import(pathToFileURL(file).href);
}

describe("renderStandaloneValidators", () => {
  it("renders one export per schema, with a header naming the source and the command", async () => {
    const source = await renderStandaloneValidators({
      schemas: { validateName: { type: "string", minLength: 2 }, validatePort: { type: "integer", minimum: 1 } },
      source: "src/example.ts",
      regenerate: "pnpm generate",
    });
    expect(source).toMatch(/^\/\/ Generated from the schemas in src\/example\.ts/);
    expect(source).toContain("regenerate with `pnpm generate`");
    expect(source).not.toMatch(/\brequire\(|\bimport\b/);
    const module = await load(source, "two");
    const validateName = module.validateName as ((value: unknown) => boolean) & { errors?: unknown[] };
    expect(validateName("ab")).toBe(true);
    // Length in code points: one emoji is one character.
    expect(validateName("😀")).toBe(false);
    expect(validateName.errors).toHaveLength(1);
    expect((module.validatePort as (value: unknown) => boolean)(0)).toBe(false);
  });

  it("is deterministic, so a checked-in module can be compared with a fresh rendering", async () => {
    const options = {
      schemas: { v: { type: "object", properties: { a: { type: "string" } }, required: ["a"] } },
      source: "s",
      regenerate: "r",
    };
    expect(await renderStandaloneValidators(options)).toBe(await renderStandaloneValidators(options));
  });

  it("refuses a schema whose code would need another ajv helper, naming it", async () => {
    await expect(
      renderStandaloneValidators({ schemas: { v: { const: { deep: [1] } } }, source: "s", regenerate: "r" }),
    ).rejects.toThrow(/needs ajv\/dist\/runtime\/equal; only ucs2length is supported/);
  });
});
