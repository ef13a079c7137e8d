/**
 * The public surface is explicit and documented: every name exported from
 * `src/index.ts` and `src/testing/index.ts` (values and types) appears in
 * the README, and the entry points use named exports only.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const read = (path: string): string => readFileSync(new URL(path, import.meta.url), "utf8");
const README = read("../README.md");

/** Names exported by an entry point's `export { … } from` / `export type { … } from` lines. */
function exportedNames(source: string): string[] {
  const names: string[] = [];
  for (const match of source.matchAll(/export\s+(?:type\s+)?\{([^}]*)\}/g)) {
    for (const part of (match[1] ?? "").split(",")) {
      const name = part
        .replace(/^\s*type\s+/, "")
        .split(/\s+as\s+/)
        .pop()
        ?.trim();
      if (name) names.push(name);
    }
  }
  return names;
}

describe.each([
  ["@keel/ai", "./index.ts"],
  ["@keel/ai/testing", "./testing/index.ts"],
  ["@keel/ai/internal", "./internal.ts"],
])("%s", (_entry, path) => {
  const source = read(path);

  it("uses named exports only", () => {
    expect(source).not.toMatch(/export\s+\*/);
    expect(source).not.toMatch(/export\s+default/);
    expect(exportedNames(source).length).toBeGreaterThan(10);
  });

  it("documents every export in the README", () => {
    const undocumented = exportedNames(source).filter((name) => !README.includes(`\`${name}`));
    expect(undocumented).toEqual([]);
  });
});

describe("plumbing stays behind @keel/ai/internal", () => {
  const PLUMBING = [
    "toGeminiSchema",
    "registerLazyProvider",
    "transformMessages",
    "getCompiledValidator",
    "kindFromHttpStatus",
  ];

  it("is not exported from @keel/ai, only from the internal entry point", () => {
    const main = exportedNames(read("./index.ts"));
    const internal = exportedNames(read("./internal.ts"));
    expect(PLUMBING.filter((name) => main.includes(name))).toEqual([]);
    expect(PLUMBING.filter((name) => !internal.includes(name))).toEqual([]);
    expect(internal.filter((name) => main.includes(name))).toEqual([]);
  });

  it("package.json exports the three entry points, types first", () => {
    const manifest = JSON.parse(read("../package.json")) as { exports: Record<string, Record<string, string>> };
    expect(Object.keys(manifest.exports)).toEqual([".", "./testing", "./internal"]);
    for (const entry of Object.values(manifest.exports)) expect(Object.keys(entry)[0]).toBe("types");
    expect(manifest.exports["./internal"]).toEqual({ types: "./dist/internal.d.ts", import: "./dist/internal.js" });
  });
});

describe("what the package publishes", () => {
  it("never includes the recorded provider streams (test/) or the hand-made ones (src/**/fixtures)", () => {
    const manifest = JSON.parse(read("../package.json")) as { files: string[] };
    expect(manifest.files.filter((entry) => entry === "test" || entry.startsWith("test/"))).toEqual([]);
    expect(manifest.files).toContain("!src/**/fixtures/**");
  });
});
